import type { QueryResult } from 'pg';
import type { PostgresSql } from './postgres-sql';
import { ReadReplicas } from './read-replicas';
import { replicaReadScope } from './read-routing';
import { AmbientTransaction, Db, Sql, SqlParam, SqlRunResult } from './sql';

/**
 * `Db` when read replicas are configured: `all` and `get` in the replica read scope (a
 * @ReplicaReads() route, see ReadRoutingInterceptor) go to a replica; everything else (writes,
 * every transaction, the publisher, jobs, private routes) goes to the primary.
 */
export class ReplicaRoutedDb extends Db {
  readonly dialect = 'postgres' as const;

  constructor(
    private readonly primary: Db,
    private readonly replicas: ReadReplicas,
  ) {
    super();
  }

  all<T>(sql: string, params?: SqlParam[]): Promise<T[]> {
    return replicaReadScope.getStore()
      ? this.replicas.read((db) => db.all<T>(sql, params))
      : this.primary.all<T>(sql, params);
  }

  get<T>(sql: string, params?: SqlParam[]): Promise<T | undefined> {
    return replicaReadScope.getStore()
      ? this.replicas.read((db) => db.get<T>(sql, params))
      : this.primary.get<T>(sql, params);
  }

  run(sql: string, params?: SqlParam[]): Promise<SqlRunResult> {
    return this.primary.run(sql, params);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.primary.transaction(work);
  }

  inIds(column: string, n: number): string {
    return this.primary.inIds(column, n);
  }

  idList(ids: number[]): SqlParam {
    return this.primary.idList(ids);
  }

  /** A request-wide transaction (Idempotency-Key) is a write: always the primary. */
  beginAmbient(): Promise<AmbientTransaction> {
    return this.primary.beginAmbient();
  }

  /** PostgresSql.beginAmbientWith on the primary (the Idempotency-Key's keyed transaction). */
  beginAmbientWith(
    statements: string[],
  ): Promise<{ ambient: AmbientTransaction; results: QueryResult[] }> {
    return (this.primary as PostgresSql).beginAmbientWith(statements);
  }

  override afterCommit(callback: () => void): void {
    this.primary.afterCommit(callback);
  }
}
