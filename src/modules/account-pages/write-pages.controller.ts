/// <reference types="@fastify/view" />
import { Body, Controller, ForbiddenException, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import {
  MAX_ATTACHMENT_CHARS,
  MAX_ATTACHMENTS,
  MAX_POST_CHARS,
  newPostFromForm,
  PostsService,
} from '../posts';
import { PageViewer, SessionViewers } from './session-viewers';
import { checkSessionForm, field, Form, refusalOf, sendPage, toLogin } from './signed-in-page';

export const WRITE_NEEDS_PRO =
  'Writing posts needs the Pro plan. You can ask for it on the Services page.';

/**
 * The API's errors of attachment k named for the form's box it came from ("Attachment 3"), so
 * the sentence matches the label the writer sees.
 */
function boxErrors(errors: Record<string, string[]>, filled: number[]): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [key, sentences] of Object.entries(errors)) {
    const match = /^attachment_(?:text|type)_(\d+)$/.exec(key);
    const box = match ? filled[Number(match[1])] : undefined;
    named[box === undefined ? key : `attachment_text_${box}`] =
      box === undefined
        ? sentences
        : sentences.map((s) => s.replace(/Attachment (?:Text|Type) \d+/, `Attachment ${box + 1}`));
  }
  return named;
}

/**
 * The page to write a post (text and text attachments, by POST /post's rules and messages).
 * Signed in only; writing needs Pro, as the API's POST /post.
 */
@ApiExcludeController()
@Controller()
export class WritePagesController {
  constructor(
    private readonly viewers: SessionViewers,
    private readonly posts: PostsService,
  ) {}

  private writePage(
    reply: FastifyReply,
    viewer: PageViewer,
    status: number,
    extra: Record<string, unknown> = {},
  ) {
    return sendPage(reply, status, 'write', viewer, {
      title: 'Write a post',
      mayWrite: viewer.plan === 'pro',
      needsPro: WRITE_NEEDS_PRO,
      maxPost: MAX_POST_CHARS,
      maxAttachment: MAX_ATTACHMENT_CHARS,
      slots: MAX_ATTACHMENTS,
      ...extra,
    });
  }

  @Public()
  @Get('write')
  async writeForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const viewer = await this.viewers.viewerOf(request);
    return viewer ? this.writePage(reply, viewer, 200) : toLogin(reply);
  }

  /**
   * A new post: its attachments are the filled attachment fields, in order (the form has a
   * fixed number of boxes; the API's `attachment_count` is how many are filled).
   */
  @Public()
  @Post('write')
  async write(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body?: Form) {
    const viewer = checkSessionForm(await this.viewers.viewerOf(request), body);
    if (viewer.plan !== 'pro') {
      throw new ForbiddenException(WRITE_NEEDS_PRO);
    }
    const boxes: string[] = [];
    const texts: string[] = [];
    /** The form's box of each attachment sent to the API (attachment k is box filled[k]). */
    const filled: number[] = [];
    for (let i = 0; i < MAX_ATTACHMENTS; i++) {
      const text = field(body, `attachment_text_${i}`);
      boxes.push(text);
      if (text.trim() !== '') {
        texts.push(text);
        filled.push(i);
      }
    }
    const values = { post: field(body, 'post'), attachments: boxes };
    const apiBody: Record<string, unknown> = {
      post: values.post,
      attachment_count: String(texts.length),
    };
    texts.forEach((text, i) => {
      apiBody[`attachment_type_${i}`] = 'text';
      apiBody[`attachment_text_${i}`] = text;
    });
    try {
      await this.posts.create(viewer, await newPostFromForm(apiBody));
    } catch (error) {
      const refusal = refusalOf(error, 'post');
      if (!refusal) {
        throw error;
      }
      return this.writePage(reply, viewer, refusal.status, {
        errors: boxErrors(refusal.errors, filled),
        values,
      });
    }
    return reply.header('cache-control', 'no-store').redirect('/pending?written=1', 303);
  }
}
