import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/access.decorators';
import { ApiResult } from '../../core/api-result';
import { ReplicaReads } from '../../database/read-routing';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { ApiUsernameParam } from '../../users/users.docs';
import { AccountService } from './account.service';
import { ProfileResponse } from './dto/account.response';

@ApiTags('Account')
@Controller('profile')
export class ProfileController {
  constructor(private readonly accounts: AccountService) {}

  @Public()
  @Get(':username')
  @ReplicaReads()
  @ApiOperation({ operationId: 'getProfile', summary: "A user's public profile" })
  @ApiUsernameParam()
  @ApiEnvelope(ProfileResponse)
  @ApiErrors(404, 503)
  async show(@Param('username') username: string): Promise<ApiResult<ProfileResponse>> {
    return new ApiResult(await this.accounts.profile(username));
  }
}
