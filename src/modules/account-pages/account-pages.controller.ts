/// <reference types="@fastify/view" />
import { Body, Controller, ForbiddenException, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import {
  csrfMatches,
  csrfToken,
  FormRefused,
  PasswordResetService,
  SignInService,
  SignUpService,
  TooManyAttempts,
} from '../identity';
import { isReturnPath } from './return-path';
import { SessionCookies } from './session-cookies';
import { PageViewer, SessionViewers } from './session-viewers';
import { CSRF_REFUSED, field, Form } from './signed-in-page';

/**
 * The pages of accounts: register, log in and out, forgot and reset password, change password.
 * Every form carries a CSRF token: bound to the session when signed in, else to the pre-session
 * cookie. Answers are never stored by a cache (they carry tokens and cookies).
 */
@ApiExcludeController()
@Controller()
export class AccountPagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly signUps: SignUpService,
    private readonly signIns: SignInService,
    private readonly resets: PasswordResetService,
    private readonly cookies: SessionCookies,
  ) {}

  /** Sends a page of this controller: never cached, never sent as a Referer. */
  private page(
    reply: FastifyReply,
    status: number,
    template: string,
    viewer: PageViewer | null,
    data: Record<string, unknown>,
  ) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .view(template, { errors: {}, values: {}, ...data, viewerName: viewer?.username ?? null });
  }

  private tooMany(reply: FastifyReply, viewer: PageViewer | null, error: TooManyAttempts) {
    return this.page(
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

  /** The pre-session CSRF check of the forms shown before sign-in. */
  private checkPreSession(request: FastifyRequest, body: Form | undefined): void {
    if (!csrfMatches(this.cookies.preSessionId(request), body?._csrf)) {
      throw new ForbiddenException(CSRF_REFUSED);
    }
  }

  /** The session's CSRF check of a signed-in form. */
  private checkSession(viewer: PageViewer, body: Form | undefined): void {
    if (!csrfMatches(viewer.sessionId, body?._csrf)) {
      throw new ForbiddenException(CSRF_REFUSED);
    }
  }

  /** Runs a form's work, answering its refusals as the form again (or a 429 page). */
  private async submit(
    reply: FastifyReply,
    viewer: PageViewer | null,
    template: string,
    data: Record<string, unknown>,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TooManyAttempts) {
        return this.tooMany(reply, viewer, error);
      }
      if (error instanceof FormRefused) {
        return this.page(reply, error.status, template, viewer, { ...data, errors: error.fields });
      }
      throw error;
    }
  }

  // ---- register ----

  @Public()
  @Get('register')
  async registerForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    return this.page(reply, 200, 'register', viewer, {
      title: 'Register',
      mode: this.signUps.mode,
      csrf: csrfToken(this.cookies.ensurePreSession(request, reply)),
    });
  }

  @Public()
  @Post('register')
  async register(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    this.checkPreSession(request, body);
    const values = { username: field(body, 'username'), email: field(body, 'email') };
    const data = {
      title: 'Register',
      mode: this.signUps.mode,
      csrf: csrfToken(this.cookies.preSessionId(request)!),
      values,
    };
    return this.submit(reply, viewer, 'register', data, async () => {
      await this.signUps.signUp(
        { ...values, password: field(body, 'password'), invite: field(body, 'invite') },
        request.ip,
      );
      return reply.header('cache-control', 'no-store').redirect('/login?registered=1', 303);
    });
  }

  // ---- log in and out ----

  @Public()
  @Get('login')
  async loginForm(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('registered') registered?: string,
    @Query('reset') reset?: string,
    @Query('next') next?: unknown,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    const notice =
      registered === '1'
        ? 'Your account is ready. Log in with your username and password.'
        : reset === '1'
          ? 'Your password is changed. Log in with the new one.'
          : null;
    return this.page(reply, 200, 'login', viewer, {
      title: 'Log in',
      notice,
      next: isReturnPath(next) ? next : null,
      csrf: csrfToken(this.cookies.ensurePreSession(request, reply)),
    });
  }

  @Public()
  @Post('login')
  async login(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    this.checkPreSession(request, body);
    const username = field(body, 'username');
    const next = field(body, 'next');
    const returnTo = isReturnPath(next) ? next : null;
    const data = {
      title: 'Log in',
      notice: null,
      next: returnTo,
      csrf: csrfToken(this.cookies.preSessionId(request)!),
      values: { username },
    };
    return this.submit(reply, viewer, 'login', data, async () => {
      const { sessionId } = await this.signIns.signIn(
        username,
        field(body, 'password'),
        request.ip,
        this.cookies.sessionId(request),
      );
      this.cookies.setSession(reply, sessionId);
      return reply.header('cache-control', 'no-store').redirect(returnTo ?? '/', 303);
    });
  }

  @Public()
  @Get('logout')
  async logoutForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      return reply.header('cache-control', 'no-store').redirect('/login', 303);
    }
    return this.page(reply, 200, 'logout', viewer, { title: 'Log out', csrf: viewer.csrf });
  }

  @Public()
  @Post('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    if (viewer) {
      this.checkSession(viewer, body);
      await this.signIns.signOut(viewer.sessionId);
    }
    this.cookies.clearSession(reply);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  }

  // ---- forgot and reset password ----

  @Public()
  @Get('forgot-password')
  async forgotForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    return this.page(reply, 200, 'forgot-password', viewer, {
      title: 'Forgot password',
      available: this.resets.available,
      sent: false,
      csrf: csrfToken(this.cookies.ensurePreSession(request, reply)),
    });
  }

  @Public()
  @Post('forgot-password')
  async forgot(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    this.checkPreSession(request, body);
    const data = {
      title: 'Forgot password',
      available: this.resets.available,
      sent: false,
      csrf: csrfToken(this.cookies.preSessionId(request)!),
    };
    return this.submit(reply, viewer, 'forgot-password', data, async () => {
      const outcome = await this.resets.request(field(body, 'email'), request.ip);
      return this.page(reply, 200, 'forgot-password', viewer, {
        ...data,
        available: outcome === 'sent-if-known',
        sent: outcome === 'sent-if-known',
      });
    });
  }

  @Public()
  @Get('reset-password')
  async resetForm(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('token') token?: unknown,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    const value = typeof token === 'string' ? token : '';
    const valid = await this.resets.valid(value);
    return this.page(reply, valid ? 200 : 400, 'reset-password', viewer, {
      title: 'Choose a new password',
      valid,
      token: value,
      csrf: csrfToken(this.cookies.ensurePreSession(request, reply)),
    });
  }

  @Public()
  @Post('reset-password')
  async reset(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    this.checkPreSession(request, body);
    const token = field(body, 'token');
    const data = {
      title: 'Choose a new password',
      valid: true,
      token,
      csrf: csrfToken(this.cookies.preSessionId(request)!),
    };
    return this.submit(reply, viewer, 'reset-password', data, async () => {
      await this.resets.reset(token, field(body, 'password'));
      return reply.header('cache-control', 'no-store').redirect('/login?reset=1', 303);
    });
  }

  // ---- change password ----

  @Public()
  @Get('change-password')
  async changeForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      return reply.header('cache-control', 'no-store').redirect('/login', 303);
    }
    return this.page(reply, 200, 'change-password', viewer, {
      title: 'Change password',
      changed: false,
      csrf: viewer.csrf,
    });
  }

  @Public()
  @Post('change-password')
  async change(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      // no session: no token can match, and there is nothing to change
      throw new ForbiddenException(CSRF_REFUSED);
    }
    this.checkSession(viewer, body);
    const data = { title: 'Change password', changed: false, csrf: viewer.csrf };
    return this.submit(reply, viewer, 'change-password', data, async () => {
      await this.signIns.changePassword(
        viewer,
        viewer.sessionId,
        field(body, 'current_password'),
        field(body, 'new_password'),
        request.ip,
      );
      return this.page(reply, 200, 'change-password', viewer, { ...data, changed: true });
    });
  }
}
