import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, Pro } from '../../core';
import type { AuthUser } from '../../auth';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';
import { ACCOUNT_EXPORT_SCHEMA } from './account.docs';
import { AccountResponse, ProfileResponse } from './dto/account.response';
import { accountChanges, UpdateAccountDto } from './dto/update-account.dto';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(AccountResponse, ProfileResponse)
@ApiTags('Account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    private readonly exports: AccountExportService,
  ) {}

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
  // No body at all changes nothing, as an empty one does: the service answers the account.
  @ApiBody({ type: UpdateAccountDto, required: false })
  @ApiErrors(400, 413, 415, 503)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateAccountDto,
  ): Promise<ApiResult<AccountResponse>> {
    return new ApiResult(await this.accounts.update(user.id, accountChanges(body)));
  }

  @Pro()
  @Get('export')
  @ApiOperation({
    operationId: 'exportAccount',
    summary: "All of the caller's data as one JSON document",
    description:
      'Account, settings, keys (without secrets), media URLs, posts (pending included, with ' +
      'attachments), reactions given and notifications received, streamed as it is read ' +
      '(docs/api.md, "Account export and erasure"). No ETag: the document is new on every call.',
  })
  @ApiEnvelope(ACCOUNT_EXPORT_SCHEMA)
  @ApiErrors(503)
  async export(@CurrentUser() user: AuthUser, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.exports.export(user.id);
    // a failure half way cannot change the status any more: the reply is cut short, so the
    // client sees a document that does not parse rather than one that looks whole
    body.once('error', () => reply.raw.destroy());
    await reply.header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
