import { Body, Controller, Delete, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, Pro, ValidationFailedException } from '../../core';
import type { AuthUser } from '../../auth';
import { ApiErrors, successEnvelope } from '../../docs';
import { AccountErasureResponse } from './dto/account-erasure.response';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { ErasureService } from './erasure.service';

export const CONFIRM_MISMATCH = 'The Confirm field must be your username.';
export const ERASURE_ACCEPTED =
  'Your account is being erased: its keys no longer work, and all of its data will be gone shortly.';

@ApiTags('Account')
@Controller('account')
export class ErasureController {
  constructor(private readonly erasure: ErasureService) {}

  @Pro()
  @Delete()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Erase the account and all of its data',
    description:
      'Send `confirm` = your username (form or JSON body). The keys stop working at once; posts, ' +
      'reactions, notifications and uploaded media are erased in the background (docs/api.md, ' +
      '"Account export and erasure"). Repeating it is harmless, but the keys are gone: a retry gets 401. ' +
      'An `Idempotency-Key` header is accepted and not needed.',
  })
  @ApiExtraModels(AccountErasureResponse)
  @ApiResponse({
    status: HttpStatus.ACCEPTED,
    description: 'The erasure was accepted and runs in the background.',
    schema: successEnvelope(AccountErasureResponse, {
      messages: { type: 'array', items: { type: 'string', enum: [ERASURE_ACCEPTED] } },
    }),
  })
  @ApiErrors(400, 413, 415, 503)
  async erase(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
  ): Promise<ApiResult<AccountErasureResponse>> {
    if (body.confirm.toLowerCase() !== user.username.toLowerCase()) {
      throw ValidationFailedException.single('confirm', CONFIRM_MISMATCH);
    }
    const job = await this.erasure.request(user.id);
    return new ApiResult({ user_id: job.user_id, status: job.status }, [ERASURE_ACCEPTED]);
  }
}
