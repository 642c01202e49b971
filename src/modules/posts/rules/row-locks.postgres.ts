import { RowLocks } from './row-locks';

/** PostgreSQL: a change locks the row; a write that refers to it takes the lock only a change conflicts with. */
export const POSTGRES_ROW_LOCKS = new RowLocks(' FOR UPDATE', ' FOR KEY SHARE');
