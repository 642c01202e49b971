import { Controller, Get } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, Public } from '../../core';
import { ReplicaReads } from '../../database';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { MetricsRepository } from './metrics.repository';
import { CountResponse } from './metrics.response';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(CountResponse)
@ApiTags('Metrics')
@Controller('metric')
export class MetricsController {
  constructor(private readonly metrics: MetricsRepository) {}

  @Public()
  @Get('pendings')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countPendingPosts', summary: 'Number of pending posts' })
  @ApiEnvelope(CountResponse)
  @ApiErrors(503)
  async pendings(): Promise<ApiResult<CountResponse>> {
    return new ApiResult({ count: await this.metrics.countPending() });
  }

  @Public()
  @Get('posts')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countPublishedPosts', summary: 'Number of published posts' })
  @ApiEnvelope(CountResponse)
  @ApiErrors(503)
  async posts(): Promise<ApiResult<CountResponse>> {
    return new ApiResult({ count: await this.metrics.countPublished() });
  }

  @Public()
  @Get('usernames')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countUsernames', summary: 'Number of user names' })
  @ApiEnvelope(CountResponse)
  @ApiErrors(503)
  async usernames(): Promise<ApiResult<CountResponse>> {
    return new ApiResult({ count: await this.metrics.countUsers() });
  }
}
