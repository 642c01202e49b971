import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, Public } from '../../core';
import { ReplicaReads } from '../../database';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { ApiUsernameParam } from '../../users';
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
