import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../auth/access.decorators';
import { ApiResult } from '../../core/api-result';
import { Db } from '../../database/sql';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { LivenessSchema, ReadinessSchema } from '../../docs/schemas';

/** Probes for orchestrators, outside /api/v0; never rate limited. */
@ApiTags('Health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly db: Db) {}

  /** The process is up and serving HTTP. */
  @Public()
  @Get('live')
  @ApiOperation({ operationId: 'getLiveness', summary: 'Liveness: the process serves HTTP' })
  @ApiEnvelope(LivenessSchema)
  live(): ApiResult<{ status: string }> {
    return new ApiResult({ status: 'ok' });
  }

  /** The process can reach its database. */
  @Public()
  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'Readiness: the database is reachable' })
  @ApiEnvelope(ReadinessSchema)
  @ApiErrors(503)
  async ready(): Promise<ApiResult<{ status: string; database: string }>> {
    try {
      await this.db.get('SELECT 1 AS ok');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    return new ApiResult({ status: 'ok', database: 'ok' });
  }
}
