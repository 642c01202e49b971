/// <reference types="@fastify/view" />
import { BadRequestException, Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import {
  ApiKeysService,
  ApiKeyView,
  KEY_LIMIT,
  KEY_NAME_MAX,
  ProRequestsService,
} from '../../users';
import { SessionViewers } from './session-viewers';
import {
  checked,
  checkSessionForm,
  field,
  Form,
  refusalOf,
  sendPage,
  toLogin,
} from './signed-in-page';
import type { PageViewer } from './session-viewers';

/** A key id as the revoke form sends it: a positive whole number of at most 15 digits. */
const KEY_ID = /^[1-9][0-9]{0,14}$/;
export const BAD_KEY_ID = 'The key to revoke is not a valid key id.';

/**
 * The API Keys page (list, create with the key shown once, revoke) and the services page (the
 * plan; a Free account asks for Pro). Signed in only: a GET without a session goes to /login, a
 * POST without a session's CSRF token is a 403 that changes nothing.
 */
@ApiExcludeController()
@Controller()
export class KeyPagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly keys: ApiKeysService,
    private readonly proRequests: ProRequestsService,
  ) {}

  private async keysPage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown> = {},
  ) {
    const keys: ApiKeyView[] = await this.keys.list(viewer.id);
    return sendPage(reply, status, 'api-keys', viewer, {
      title: 'API keys',
      keys: keys.map((key) => ({
        ...key,
        created: new Date(key.created_at).toISOString(),
        lastUsed: key.last_used_at === null ? null : new Date(key.last_used_at).toISOString(),
      })),
      limit: KEY_LIMIT,
      nameMax: KEY_NAME_MAX,
      created: null,
      revoked: false,
      ...extra,
    });
  }

  @Public()
  @Get('api-keys')
  async keysForm(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('revoked') revoked?: unknown,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    return viewer
      ? this.keysPage(reply, viewer, 200, { revoked: revoked === '1' })
      : toLogin(reply);
  }

  /** Creates a key and shows it this once (the page is not stored by any cache). */
  @Public()
  @Post('api-keys')
  async createKey(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    const values = { name: field(body, 'name'), read_only: checked(body, 'read_only') };
    try {
      const created = await this.keys.create(viewer.id, {
        name: values.name,
        readOnly: values.read_only,
      });
      return await this.keysPage(reply, viewer, 200, {
        created: {
          name: created.key.name,
          apiKey: created.apiKey,
          readOnly: created.key.read_only,
        },
      });
    } catch (error) {
      const refusal = refusalOf(error, 'name');
      if (!refusal) {
        throw error;
      }
      return this.keysPage(reply, viewer, refusal.status, { errors: refusal.errors, values });
    }
  }

  /** Revokes one of the viewer's keys; another user's key, or none, is a 404 page. */
  @Public()
  @Post('api-keys/revoke')
  async revokeKey(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    const id = field(body, 'key_id');
    if (!KEY_ID.test(id)) {
      throw new BadRequestException(BAD_KEY_ID);
    }
    await this.keys.revoke(viewer.id, Number(id));
    return reply.header('cache-control', 'no-store').redirect('/api-keys?revoked=1', 303);
  }

  // ---- services ----

  private async servicesPage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown> = {},
  ) {
    const { plan, request } = await this.proRequests.status(viewer.id);
    return sendPage(reply, status, 'services', viewer, {
      title: 'Services',
      plan,
      request: request && {
        status: request.status,
        requested: new Date(request.requested_at).toISOString(),
      },
      ...extra,
    });
  }

  @Public()
  @Get('services')
  async services(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    return viewer ? this.servicesPage(reply, viewer, 200) : toLogin(reply);
  }

  /** A Free account asks for Pro (asking again keeps the one open request). */
  @Public()
  @Post('services')
  async askForPro(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    try {
      await this.proRequests.requestPro(viewer.id);
    } catch (error) {
      const refusal = refusalOf(error, 'plan');
      if (!refusal) {
        throw error;
      }
      return this.servicesPage(reply, viewer, refusal.status, { errors: refusal.errors });
    }
    return reply.header('cache-control', 'no-store').redirect('/services', 303);
  }
}
