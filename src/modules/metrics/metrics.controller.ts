import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/access.decorators';
import { ApiResult } from '../../core/api-result';
import { ReplicaReads } from '../../database/read-routing';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { CountSchema } from '../../docs/schemas';
import { MetricsRepository } from './metrics.repository';

interface Count {
  count: number;
}

@ApiTags('Metrics')
@Controller('metric')
export class MetricsController {
  constructor(private readonly metrics: MetricsRepository) {}

  @Public()
  @Get('pendings')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countPendingPosts', summary: 'Number of pending posts' })
  @ApiEnvelope(CountSchema)
  @ApiErrors(503)
  async pendings(): Promise<ApiResult<Count>> {
    return new ApiResult({ count: await this.metrics.countPending() });
  }

  @Public()
  @Get('posts')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countPublishedPosts', summary: 'Number of published posts' })
  @ApiEnvelope(CountSchema)
  @ApiErrors(503)
  async posts(): Promise<ApiResult<Count>> {
    return new ApiResult({ count: await this.metrics.countPublished() });
  }

  @Public()
  @Get('usernames')
  @ReplicaReads()
  @ApiOperation({ operationId: 'countUsernames', summary: 'Number of user names' })
  @ApiEnvelope(CountSchema)
  @ApiErrors(503)
  async usernames(): Promise<ApiResult<Count>> {
    return new ApiResult({ count: await this.metrics.countUsers() });
  }
}
