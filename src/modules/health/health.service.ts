import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ReadReplicas } from '../../database/read-replicas';
import { Db } from '../../database/sql';
import { ReadinessResponse } from './health.response';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly replicas: ReadReplicas,
  ) {}

  /**
   * The process can reach its (primary) database, else a 503. With read replicas, each one's
   * state and lag is listed too; a replica that is down or lagging does not make this a 503
   * (reads fall back to the primary).
   */
  async readiness(): Promise<ReadinessResponse> {
    try {
      await this.db.get('SELECT 1 AS ok');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    if (!this.replicas.configured) {
      return { status: 'ok', database: 'ok' };
    }
    return { status: 'ok', database: 'ok', replicas: this.replicas.status() };
  }
}
