import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../auth/access.decorators';
import { ApiResult } from '../../core/api-result';
import { ReadReplicas, ReplicaStatus } from '../../database/read-replicas';
import { Db } from '../../database/sql';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { LivenessSchema, ReadinessSchema } from '../../docs/schemas';

/** Probes for orchestrators, outside /api/v0; never rate limited. */
@ApiTags('Health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: Db,
    private readonly replicas: ReadReplicas,
  ) {}

  /** The process is up and serving HTTP. */
  @Public()
  @Get('live')
  @ApiOperation({ operationId: 'getLiveness', summary: 'Liveness: the process serves HTTP' })
  @ApiEnvelope(LivenessSchema)
  live(): ApiResult<{ status: string }> {
    return new ApiResult({ status: 'ok' });
  }

  /**
   * The process can reach its (primary) database. With read replicas, each one's state and lag is
   * listed too; a replica that is down or lagging does not make this a 503 (reads fall back to
   * the primary).
   */
  @Public()
  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'Readiness: the database is reachable' })
  @ApiEnvelope(ReadinessSchema)
  @ApiErrors(503)
  async ready(): Promise<
    ApiResult<{ status: string; database: string; replicas?: ReplicaStatus[] }>
  > {
    try {
      await this.db.get('SELECT 1 AS ok');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    if (!this.replicas.configured) {
      return new ApiResult({ status: 'ok', database: 'ok' });
    }
    return new ApiResult({ status: 'ok', database: 'ok', replicas: this.replicas.status() });
  }
}
