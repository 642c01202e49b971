import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `data` of GET/POST /hello. */
@ApiSchema({ name: 'Hello' })
export class HelloSchema {
  @ApiProperty({ type: 'string', example: 'World' }) name: string;
}

/** `data` of the /metric endpoints. */
@ApiSchema({ name: 'Count' })
export class CountSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) count: number;
}

@ApiSchema({ name: 'Liveness' })
export class LivenessSchema {
  @ApiProperty({ type: 'string', enum: ['ok'] }) status: string;
}

@ApiSchema({ name: 'ReplicaStatus' })
export class ReplicaStatusSchema {
  @ApiProperty({ type: 'string', example: 'db-standby:5432/social' }) name: string;
  @ApiProperty({ type: 'string', enum: ['starting', 'up', 'lagging', 'down'] }) state: string;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0 }) lag_ms: number | null;
}

@ApiSchema({ name: 'Readiness' })
export class ReadinessSchema {
  @ApiProperty({ type: 'string', enum: ['ok'] }) status: string;
  @ApiProperty({ type: 'string', enum: ['ok'] }) database: string;
  @ApiProperty({
    type: [ReplicaStatusSchema],
    required: false,
    description: 'Only with DATABASE_REPLICA_URLS: each read replica (see README "Scaling out").',
  })
  replicas?: ReplicaStatusSchema[];
}
