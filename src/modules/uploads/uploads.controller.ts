import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, IdParam, Pro, type Caller } from '../../core';
import { ApiEnvelope, ApiErrors, EMPTY_OBJECT } from '../../docs';
import { CompleteUploadDto } from './dto/complete-upload.dto';
import { CreateUploadDto } from './dto/create-upload.dto';
import { UploadChunkDto } from './dto/upload-chunk.dto';
import { MediaResponse, UploadResponse } from './dto/upload.response';
import { ApiUploadId } from './uploads.docs';
import { UploadsService } from './uploads.service';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(MediaResponse, UploadResponse)
@ApiTags('Uploads')
@Controller('upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Pro()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createUpload',
    summary: 'Start a profile-image upload',
    description:
      'Step 1 of 3: declares the image; then send its bytes to /upload/{upload_id}/chunked in one or more chunks and call /upload/{upload_id}/completed. The upload expires 24 hours after it was started.',
  })
  @ApiEnvelope(UploadResponse, { description: 'The new upload (`media` is empty).' })
  @ApiErrors(400, 413, 415, 503)
  async create(
    @CurrentUser() user: Caller,
    @Body() body: CreateUploadDto,
  ): Promise<ApiResult<UploadResponse>> {
    return new ApiResult(await this.uploads.create(user.id, body));
  }

  @Pro()
  @Post(':upload_id/chunked')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'uploadChunk',
    summary: 'Send a chunk of the image',
    description:
      'Step 2: the next chunk of the file, in order (`index` 0, 1, …), as multipart form data. The chunks together must not exceed `total_bytes`. A chunk out of order or to a completed upload is a 409; to an expired upload a 410.',
  })
  @ApiUploadId()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadChunkDto })
  @ApiEnvelope(EMPTY_OBJECT, { description: 'The chunk is stored.' })
  @ApiErrors(400, 404, 409, 410, 413, 415, 503)
  async chunk(
    @CurrentUser() user: Caller,
    @IdParam('upload_id') uploadId: number,
    @Body() body: UploadChunkDto,
  ): Promise<ApiResult<Record<string, never>>> {
    await this.uploads.addChunk(user.id, uploadId, body.index, body.chunk);
    return new ApiResult({});
  }

  @Pro()
  @Post(':upload_id/completed')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'completeUpload',
    summary: 'Complete the upload',
    description:
      'Step 3: checks that all `total_bytes` arrived in `total_chunks` chunks and that they are an image of the declared type, then stores the 400×400 profile image as a media item (use its `id` as `media_id` in POST /account).',
  })
  @ApiUploadId()
  @ApiEnvelope(UploadResponse, { description: 'The completed upload with its media item.' })
  @ApiErrors(400, 404, 409, 410, 413, 415, 503)
  async complete(
    @CurrentUser() user: Caller,
    @IdParam('upload_id') uploadId: number,
    @Body() body: CompleteUploadDto,
  ): Promise<ApiResult<UploadResponse>> {
    return new ApiResult(await this.uploads.complete(user.id, uploadId, body.total_chunks));
  }
}
