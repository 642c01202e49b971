import { Controller, Get } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiResult, Public } from '../../core';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { LivenessResponse, ReadinessResponse, ReplicaStatusResponse } from './health.response';
import { HealthService } from './health.service';

/** Probes for orchestrators, outside /api/v0; never rate limited. */
// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(LivenessResponse, ReadinessResponse, ReplicaStatusResponse)
@ApiTags('Health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** The process is up and serving HTTP. */
  @Public()
  @Get('live')
  @ApiOperation({ operationId: 'getLiveness', summary: 'Liveness: the process serves HTTP' })
  @ApiEnvelope(LivenessResponse)
  live(): ApiResult<LivenessResponse> {
    return new ApiResult({ status: 'ok' });
  }

  /** The process can reach its (primary) database; the read replicas' states (HealthService). */
  @Public()
  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'Readiness: the database is reachable' })
  @ApiEnvelope(ReadinessResponse)
  @ApiErrors(503)
  async ready(): Promise<ApiResult<ReadinessResponse>> {
    return new ApiResult(await this.health.readiness());
  }
}
