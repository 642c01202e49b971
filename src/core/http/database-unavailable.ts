/**
 * Errors that mean "the database cannot be reached or is overloaded right now", as opposed to a
 * bug: the client gets a 503 and may retry. Codes: Node socket errors, pg pool/connection
 * messages, PostgreSQL's admin-shutdown/cannot-connect classes, SQLite's busy/locked.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR']);
const PG_CLASSES = ['08', '57P01', '57P02', '57P03', '53300'];
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
  'connect ECONNREFUSED',
];

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) {
    return false;
  }
  const e = error as MaybeDriverError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLITE_CODES.has(code)) {
    return true;
  }
  if (code.length === 5 && PG_CLASSES.some((c) => code.startsWith(c))) {
    return true;
  }
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((m) => message.includes(m))) {
    return true;
  }
  return (
    isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1)
  );
}
