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

@ApiSchema({ name: 'Readiness' })
export class ReadinessSchema {
  @ApiProperty({ type: 'string', enum: ['ok'] }) status: string;
  @ApiProperty({ type: 'string', enum: ['ok'] }) database: string;
}
