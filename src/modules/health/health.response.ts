import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ReplicaStatus } from '../../database';

// The answers of the probes: each class is both the OpenAPI schema and the controller's result
// type, its properties in the order the controller writes them.

@ApiSchema({ name: 'Liveness' })
export class LivenessResponse {
  @ApiProperty({ type: 'string', enum: ['ok'] }) status: string;
}

/** What ReadReplicas.status() reports of each replica, as the readiness probe lists it. */
@ApiSchema({ name: 'ReplicaStatus' })
export class ReplicaStatusResponse implements ReplicaStatus {
  @ApiProperty({ type: 'string', example: 'db-standby:5432/social' }) name: string;
  @ApiProperty({ type: 'string', enum: ['starting', 'up', 'lagging', 'down'] })
  state: ReplicaStatus['state'];
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0 }) lag_ms: number | null;
}

@ApiSchema({ name: 'Readiness' })
export class ReadinessResponse {
  @ApiProperty({ type: 'string', enum: ['ok'] }) status: string;
  @ApiProperty({ type: 'string', enum: ['ok'] }) database: string;
  @ApiProperty({
    type: [ReplicaStatusResponse],
    required: false,
    description: 'Only with DATABASE_REPLICA_URLS: each read replica (see docs/scaling-out.md).',
  })
  replicas?: ReplicaStatusResponse[];
  @ApiProperty({
    type: 'string',
    enum: ['ok', 'down'],
    required: false,
    description: 'Only with REDIS_URL. `down` does not make the instance unready.',
  })
  redis?: 'ok' | 'down';
  @ApiProperty({
    type: 'string',
    enum: ['ok', 'down'],
    required: false,
    description:
      'Only with STORAGE_URL=s3://…: the object store. `down` does not make the instance unready (uploads and media answer 503 until it is back).',
  })
  store?: 'ok' | 'down';
}
