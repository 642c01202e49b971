/// <reference types="@fastify/view" />
import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import { AccountExportService } from '../account';
import { ErasureService } from '../erasure';
import { FormRefused, SignInService, TooManyAttempts } from '../identity';
import { SessionCookies } from './session-cookies';
import { PageViewer, SessionViewers } from './session-viewers';
import { checkSessionForm, field, Form, sendPage, toLogin } from './signed-in-page';

export const CONFIRM_USERNAME = 'Please type your username to confirm.';

/**
 * "Download my data" (the account export as a JSON file) and "Delete my account" (the erasure,
 * confirmed with the username and the password). Signed in only.
 */
@ApiExcludeController()
@Controller('settings')
export class DataPagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly exports: AccountExportService,
    private readonly erasure: ErasureService,
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
  ) {}

  /** The export, streamed as a download; never cached. */
  @Public()
  @Get('export')
  async download(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      return toLogin(reply);
    }
    const body = await this.exports.export(viewer.id);
    // a failure half way cannot change the status any more: the download is cut short
    body.once('error', () => reply.raw.destroy());
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${viewer.username}-data.json"`)
      .send(body);
  }

  private deletePage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown> = {},
  ) {
    return sendPage(reply, status, 'delete-account', viewer, {
      title: 'Delete my account',
      ...extra,
    });
  }

  @Public()
  @Get('delete-account')
  async deleteForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    return viewer ? this.deletePage(reply, viewer, 200) : toLogin(reply);
  }

  /** Erases the account once the username and the password are confirmed; the session ends. */
  @Public()
  @Post('delete-account')
  async deleteAccount(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body?: Form,
  ) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    const confirm = field(body, 'confirm');
    try {
      if (confirm.toLowerCase() !== viewer.username.toLowerCase()) {
        throw new FormRefused({ confirm: CONFIRM_USERNAME });
      }
      await this.signIns.confirmPassword(viewer, field(body, 'password'), request.ip);
    } catch (error) {
      if (error instanceof TooManyAttempts) {
        return sendPage(
          reply.header('retry-after', String(error.retryAfterSeconds)),
          429,
          'error',
          viewer,
          {
            title: 'Too many requests',
            status: 429,
            message: error.message,
          },
        );
      }
      if (error instanceof FormRefused) {
        return this.deletePage(reply, viewer, error.status, {
          errors: error.fields,
          values: { confirm },
        });
      }
      throw error;
    }
    // the request ends every session of the account and deletes its keys in one transaction
    await this.erasure.request(viewer.id);
    this.cookies.clearSession(reply);
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .view('account-deleted', { title: 'Account deleted', viewerName: null });
  }
}
