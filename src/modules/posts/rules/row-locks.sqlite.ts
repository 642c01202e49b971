import { RowLocks } from './row-locks';

/** SQLite: no clauses; its write transactions already run one at a time. */
export const SQLITE_ROW_LOCKS = new RowLocks('', '');
