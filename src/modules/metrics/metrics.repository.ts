import { Injectable } from '@nestjs/common';
import { Db } from '../../database/sql';

@Injectable()
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  async countPostsWithStatus(status: 'pending' | 'published'): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM posts WHERE status = $1`,
      [status],
    );
    return Number(row?.n ?? 0);
  }

  async countUsers(): Promise<number> {
    const row = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM users`);
    return Number(row?.n ?? 0);
  }
}
