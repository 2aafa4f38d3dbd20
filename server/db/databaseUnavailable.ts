/**
 * Failures that say the database cannot be reached right now (down, restarting, cut off, too
 * slow), as opposed to a query that is wrong. They answer 503 and the pool drops the connection.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled (statement_timeout). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres reports a lost or timed-out connection with a message and no code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed/i;

/** SQLite: the write lock held past busy_timeout, or the file unreadable. */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL'];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (SQLITE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
