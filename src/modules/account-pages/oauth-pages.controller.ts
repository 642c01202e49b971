/// <reference types="@fastify/view" />
import { BadRequestException, Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import { AuthorizeError, OAuthService, SCOPE_DESCRIPTIONS, type OAuthScope } from '../oauth';
import { loginWithReturn } from './return-path';
import { SessionViewers, type PageViewer } from './session-viewers';
import { checkSessionForm, field, Form, sendPage, toLogin } from './signed-in-page';

/** The authorization request's parameters the consent form carries back (RFC 6749 4.1.1, 7636). */
const REQUEST_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
type AuthorizeRequest = Record<(typeof REQUEST_FIELDS)[number], string | undefined>;

/** A state is the client's opaque value; bounded so a page and a redirect stay small. */
const STATE_MAX = 500;
const GRANT_ID = /^[1-9][0-9]{0,14}$/;
export const BAD_GRANT_ID = 'The app to revoke is not a valid grant id.';

/** Each parameter once, as text; a repeated or non-text one is missing (RFC 6749 3.1). */
function requestOf(source: Form | undefined): AuthorizeRequest {
  return Object.fromEntries(
    REQUEST_FIELDS.map((name) => {
      const value = source?.[name];
      return [name, typeof value === 'string' ? value : undefined];
    }),
  ) as AuthorizeRequest;
}

/** The redirect URI with the response's parameters added to its own query (RFC 6749 3.1.2). */
function redirectTo(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) {
      url.searchParams.append(name, value);
    }
  }
  return url.toString();
}

/**
 * The page's CSP lets its form lead to the app's redirect URI: browsers apply `form-action` to
 * the redirects that follow a form's submission, so `'self'` alone would stop the 303 to the app.
 */
function allowFormActionTo(reply: FastifyReply, redirectUri: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') {
    return;
  }
  const url = new URL(redirectUri);
  const source = url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : url.protocol;
  reply.header(
    'content-security-policy',
    csp.replace("form-action 'self'", `form-action 'self' ${source}`),
  );
}

/**
 * OAuth's authorization step (GET/POST /oauth/authorize: the consent page) and the "Authorized
 * apps" page (/settings/apps). The request is checked before anything else: an invalid one is an
 * error page, never a redirect, so an unregistered URI is never sent anything. A visitor without
 * a session signs in first and comes back.
 */
@ApiExcludeController()
@Controller()
export class OAuthPagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly oauth: OAuthService,
  ) {}

  private errorPage(reply: FastifyReply, viewer: PageViewer | null, message: string) {
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .view('error', {
        title: 'This app’s request cannot be served',
        status: 400,
        message,
        viewerName: viewer?.username ?? null,
      });
  }

  /** The checked request, or the error page's message. */
  private async check(
    request: AuthorizeRequest,
  ): Promise<{ app: { name: string; website: string; scopes: OAuthScope[] } } | { error: string }> {
    if (request.state !== undefined && request.state.length > STATE_MAX) {
      return { error: `The state is longer than ${STATE_MAX} characters.` };
    }
    try {
      return { app: await this.oauth.checkRequest(request) };
    } catch (error) {
      if (error instanceof AuthorizeError) {
        return { error: error.description };
      }
      throw error;
    }
  }

  @Public()
  @Get('oauth/authorize')
  async consentForm(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query() query?: Form,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    const asked = requestOf(query);
    const checked = await this.check(asked);
    if ('error' in checked) {
      return this.errorPage(reply, viewer, checked.error);
    }
    if (!viewer) {
      return loginWithReturn(reply, request.url);
    }
    allowFormActionTo(reply, asked.redirect_uri!);
    return sendPage(reply, 200, 'consent', viewer, {
      title: `Authorize ${checked.app.name}`,
      app: checked.app,
      scopes: checked.app.scopes.map((scope) => ({
        name: scope,
        description: SCOPE_DESCRIPTIONS[scope],
      })),
      request: asked,
    });
  }

  /** Approve issues a code; Deny sends access_denied. Both carry the state back to the app. */
  @Public()
  @Post('oauth/authorize')
  async decide(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    const asked = requestOf(body);
    const checked = await this.check(asked);
    if ('error' in checked) {
      return this.errorPage(reply, viewer, checked.error);
    }
    const decision = field(body, 'decision');
    if (decision !== 'approve' && decision !== 'deny') {
      throw new BadRequestException('Choose Approve or Deny.');
    }
    let params: Record<string, string | undefined>;
    if (decision === 'approve') {
      const code = await this.oauth.issueCode({
        clientId: asked.client_id!,
        userId: viewer.id,
        redirectUri: asked.redirect_uri!,
        scopes: checked.app.scopes,
        codeChallenge: asked.code_challenge!,
      });
      params = { code, state: asked.state };
    } else {
      params = { error: 'access_denied', state: asked.state };
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(redirectTo(asked.redirect_uri!, params), 303);
  }

  // ---- authorized apps ----

  @Public()
  @Get('settings/apps')
  async apps(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('revoked') revoked?: unknown,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      return toLogin(reply);
    }
    const grants = await this.oauth.grantsOf(viewer.id);
    return sendPage(reply, 200, 'authorized-apps', viewer, {
      title: 'Authorized apps',
      revoked: revoked === '1',
      grants: grants.map((grant) => ({
        id: Number(grant.code_id),
        name: grant.app_name,
        website: grant.website,
        scopes: grant.scopes.split(' '),
        approved: new Date(Number(grant.created_at)).toISOString(),
        lastUsed:
          grant.last_used_at === null ? null : new Date(Number(grant.last_used_at)).toISOString(),
      })),
    });
  }

  /** Revokes one of the viewer's grants; another user's, or none, changes nothing. */
  @Public()
  @Post('settings/apps/revoke')
  async revoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    const id = field(body, 'grant_id');
    if (!GRANT_ID.test(id)) {
      throw new BadRequestException(BAD_GRANT_ID);
    }
    await this.oauth.revokeGrantOf(viewer.id, Number(id));
    return reply.header('cache-control', 'no-store').redirect('/settings/apps?revoked=1', 303);
  }
}
