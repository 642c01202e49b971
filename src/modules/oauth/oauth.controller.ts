import { Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatesClients } from '../../auth';
import { AppConfig } from '../../config';
import { Public } from '../../core';
import { OAuthAnswer, OAuthService } from './oauth.service';
import { OAUTH_SCOPES } from './oauth-scopes';

/** Where the OAuth endpoints are, outside the API prefix (RFC 8414's well-known path). */
export const OAUTH_ROUTES = [
  'oauth/authorize',
  'oauth/token',
  'oauth/revoke',
  '.well-known/oauth-authorization-server',
];

function send(reply: FastifyReply, answer: OAuthAnswer): void {
  reply.status(answer.status).headers(answer.headers);
  if (answer.body === null) {
    reply.send();
  } else {
    reply.type('application/json').send(JSON.stringify(answer.body));
  }
}

/**
 * The OAuth 2 endpoints (RFC 6749, 7009, 8414). They speak OAuth's JSON, not the API's envelope,
 * and are described by the metadata document rather than the OpenAPI one.
 */
@ApiExcludeController()
@Controller()
export class OAuthController {
  constructor(
    private readonly oauth: OAuthService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @AuthenticatesClients()
  @Post('oauth/token')
  async token(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.oauth.token(request));
  }

  @Public()
  @AuthenticatesClients()
  @Post('oauth/revoke')
  async revoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.oauth.revoke(request));
  }

  @Public()
  @Get('.well-known/oauth-authorization-server')
  @HttpCode(200)
  @Header('Cache-Control', 'public, max-age=3600')
  metadata(): Record<string, unknown> {
    const base = this.config.publicUrl;
    return {
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      revocation_endpoint: `${base}/oauth/revoke`,
      scopes_supported: [...OAUTH_SCOPES],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: [
        'none',
        'client_secret_basic',
        'client_secret_post',
      ],
      code_challenge_methods_supported: ['S256'],
      service_documentation: `${base}/docs`,
    };
  }
}
