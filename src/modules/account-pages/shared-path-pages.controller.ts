/// <reference types="@fastify/view" />
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageParam, Public } from '../../core';
import { AccountService, profileChangesFromForm } from '../account';
import { PostsService } from '../posts';
import { SettingsService, timezoneFromForm, TIMEZONES } from '../settings';
import { UploadsService } from '../uploads';
import { pageLinks, SHARED_PATH_GET_ROUTE, SHARED_PATH_POST_ROUTE } from '../web';
import { PageViewer, SessionViewers } from './session-viewers';
import { checkSessionForm, field, Form, refusalOf, sendPage, toLogin } from './signed-in-page';

/** The account page's file field of the profile image. */
const IMAGE_FIELD = 'image';

export const IMAGE_NEEDS_PRO =
  'Uploading a profile image needs the Pro plan. You can ask for it on the Services page.';

/**
 * The signed-in pages whose paths are also API route patterns: `/pending`, `/account` and
 * `/settings` (one route per method, SHARED_PATH_GET_ROUTE and SHARED_PATH_POST_ROUTE in the web
 * module; the router's regex lets only these names in, so `page_name` is one of them).
 */
@ApiExcludeController()
@Controller()
export class SharedPathPagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly posts: PostsService,
    private readonly accounts: AccountService,
    private readonly settings: SettingsService,
    private readonly uploads: UploadsService,
  ) {}

  @Public()
  @Get(SHARED_PATH_GET_ROUTE)
  async show(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('page_name') name: string,
    @PageParam() page: number,
  ) {
    const viewer = await this.viewers.viewerOf(request);
    if (!viewer) {
      return toLogin(reply);
    }
    const query = request.query as Record<string, unknown> | undefined;
    if (name === 'account') {
      return this.accountPage(reply, viewer, 200, {
        saved: query?.saved === '1',
        imageSaved: query?.image === '1',
      });
    }
    if (name === 'settings') {
      return this.settingsPage(reply, viewer, 200, { saved: query?.saved === '1' });
    }
    const { posts, pagination } = await this.posts.pending(viewer.id, page);
    return sendPage(reply, 200, 'pending', viewer, {
      title: 'Pending posts',
      posts,
      pages: pageLinks('/pending', pagination),
      written: query?.written === '1',
    });
  }

  @Public()
  @Post(SHARED_PATH_POST_ROUTE)
  async change(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('page_name') name: string,
    @Body() body?: Form,
  ) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    if (name === 'account' && body?.[IMAGE_FIELD] !== undefined) {
      return this.changeImage(reply, viewer, body);
    }
    if (name === 'account') {
      const values = { display_name: field(body, 'display_name'), bio: field(body, 'bio') };
      try {
        await this.accounts.update(viewer.id, await profileChangesFromForm(body));
      } catch (error) {
        const refusal = refusalOf(error, 'display_name');
        if (!refusal) {
          throw error;
        }
        return this.accountPage(reply, viewer, refusal.status, { errors: refusal.errors, values });
      }
      return reply.header('cache-control', 'no-store').redirect('/account?saved=1', 303);
    }
    const values = { timezone: field(body, 'timezone') };
    try {
      await this.settings.setTimezone(viewer.id, await timezoneFromForm(body));
    } catch (error) {
      const refusal = refusalOf(error, 'timezone');
      if (!refusal) {
        throw error;
      }
      return this.settingsPage(reply, viewer, refusal.status, { errors: refusal.errors, values });
    }
    return reply.header('cache-control', 'no-store').redirect('/settings?saved=1', 303);
  }

  /**
   * The profile image form (multipart, field `image`): the file goes through the uploads
   * module's path (size limit, decoding by content, storage) and becomes the profile image, as
   * the API's upload and POST /account with its media id. Pro only, as the API's upload.
   */
  private async changeImage(reply: FastifyReply, viewer: PageViewer, body: Form) {
    if (viewer.plan !== 'pro') {
      throw new ForbiddenException(IMAGE_NEEDS_PRO);
    }
    try {
      const media = await this.uploads.profileImageFromFile(viewer.id, body[IMAGE_FIELD]);
      await this.accounts.update(viewer.id, { media_id: media.id });
    } catch (error) {
      const refusal =
        error instanceof PayloadTooLargeException
          ? { status: 413, errors: { [IMAGE_FIELD]: [error.message] } }
          : refusalOf(error, IMAGE_FIELD);
      if (!refusal) {
        throw error;
      }
      return this.accountPage(reply, viewer, refusal.status, { errors: refusal.errors });
    }
    return reply.header('cache-control', 'no-store').redirect('/account?image=1', 303);
  }

  private async accountPage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown>,
  ) {
    const account = await this.accounts.account(viewer.id);
    return sendPage(reply, status, 'account', viewer, {
      title: 'Account',
      values: { display_name: account.display_name, bio: account.bio },
      imageUrl: account.profile_image_url,
      mayUpload: viewer.plan === 'pro',
      imageNeedsPro: IMAGE_NEEDS_PRO,
      saved: false,
      imageSaved: false,
      ...extra,
    });
  }

  private async settingsPage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown>,
  ) {
    const { timezone } = await this.settings.settingsOf(viewer.id);
    return sendPage(reply, status, 'settings', viewer, {
      title: 'Settings',
      values: { timezone },
      timezones: TIMEZONES,
      saved: false,
      ...extra,
    });
  }
}
