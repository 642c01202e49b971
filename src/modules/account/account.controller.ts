import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Pro } from '../../auth/access.decorators';
import type { AuthUser } from '../../auth/auth-user';
import { ApiResult } from '../../core/api-result';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { AccountService } from './account.service';
import { AccountResponse, ProfileResponse } from './dto/account.response';
import { accountChanges, UpdateAccountDto } from './dto/update-account.dto';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(AccountResponse, ProfileResponse)
@ApiTags('Account')
@Controller('account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Pro()
  @Get()
  @ApiOperation({ operationId: 'getAccount', summary: "The caller's account" })
  @ApiEnvelope(AccountResponse)
  @ApiErrors(503)
  async show(@CurrentUser() user: AuthUser): Promise<ApiResult<AccountResponse>> {
    return new ApiResult(await this.accounts.account(user.id));
  }

  @Pro()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'updateAccount',
    summary: 'Change the account',
    description:
      'Changes only the fields that are sent: display name, bio, profile image (`media_id` of a completed upload of the caller, or 0 for the default image).',
  })
  @ApiEnvelope(AccountResponse, { description: 'The account after the change.' })
  @ApiErrors(400, 413, 415, 503)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateAccountDto,
  ): Promise<ApiResult<AccountResponse>> {
    return new ApiResult(await this.accounts.update(user.id, accountChanges(body)));
  }
}
