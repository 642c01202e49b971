import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core';
import { ApiErrors, ApiImage, ApiPatternParam } from '../../docs';
import { MediaFilesService, MediaReply, MediaRequest } from './media-files.service';

const mediaRequest = (request: FastifyRequest): MediaRequest => ({
  head: request.method === 'HEAD',
  ifNoneMatch: request.headers['if-none-match'],
});

/** Sends the reply itself (`@Res()`): Nest would otherwise overwrite the status of a 304. */
function send(reply: FastifyReply, media: MediaReply): void {
  reply.header('etag', media.etag).header('cache-control', media.cacheControl);
  if (!media.body) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', media.type).header('content-length', media.size).send(media.body);
}

/** Stored images, outside /api/v0 (raw bytes, not the envelope). */
@ApiTags('Media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaFilesService) {}

  @Public()
  @Get('alphabet/:file')
  @ApiOperation({
    operationId: 'getAlphabetImage',
    summary: 'Default profile image',
    description:
      'The default profile image of users whose name starts with the letter: `/media/alphabet/{letter}.png`. Raw PNG bytes, not the envelope.',
  })
  @ApiPatternParam('file', '^[a-z]\\.png$', 'A lower-case letter and `.png`.', 'a.png')
  @ApiImage(['image/png'], 'The image.')
  @ApiErrors(404)
  @Header('X-Content-Type-Options', 'nosniff')
  async alphabet(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.media.alphabet(file, mediaRequest(request)));
  }

  @Public()
  @Get(':bucket/:file')
  @ApiOperation({
    operationId: 'getProfileImage',
    summary: 'Uploaded profile image',
    description:
      'A processed profile image (400×400): `/media/{bucket}/profile_{id}{ext}`, where `bucket` is `id` rounded up to a multiple of 100, as `url_location` of the media item gives it. Raw PNG or JPEG bytes, not the envelope.',
  })
  @ApiPatternParam('bucket', '^[1-9][0-9]{0,15}$', 'ceil(id / 100) × 100.', '100')
  @ApiPatternParam(
    'file',
    '^profile_[1-9][0-9]{0,15}\\.(png|jpg)$',
    '`profile_{id}` and the extension of the upload.',
    'profile_1.png',
  )
  @ApiImage(['image/png', 'image/jpeg'], 'The image, in the format it was uploaded in.')
  @ApiErrors(404)
  @Header('X-Content-Type-Options', 'nosniff')
  async profileImage(
    @Param('bucket') bucket: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.media.profileImage(bucket, file, mediaRequest(request)));
  }
}
