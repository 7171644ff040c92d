/** PostgreSQL error codes we turn into client-facing answers. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/**
 * Migration 0021's triggers: a DELETE of a ledger entry, expense or transfer, or an UPDATE of one
 * of its money columns. No request makes the code try either (a correction is a reversal row), so
 * nothing maps it to an answer: should it ever happen it is a bug, and a 500.
 */
const APPEND_ONLY_VIOLATION = 'Z0001';

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  // drizzle wraps driver errors in a DrizzleQueryError with the original as `cause`.
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function constraintName(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === FOREIGN_KEY_VIOLATION;
export const isCheckViolation = (err: unknown) => pgCode(err) === CHECK_VIOLATION;
export const isAppendOnlyViolation = (err: unknown) => pgCode(err) === APPEND_ONLY_VIOLATION;

/**
 * Data the database refuses as such (SQLSTATE class 22: a number out of a column's range, a NUL
 * character in text, a malformed value): client input that got past validation, so a 400.
 */
export function isInvalidData(err: unknown): boolean {
  return pgCode(err)?.startsWith('22') ?? false;
}

/**
 * The database is unreachable, restarting or stalled: answer 503 rather than 500. A statement
 * cancelled by the statement timeout (57014) and a connection that stayed silent past the
 * client's query timeout ('Query read timeout') count as stalled.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    const message = String((e as { message?: unknown }).message ?? '');
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
    if (typeof code === 'string' && (code.startsWith('08') || code === '57014' || code.startsWith('57P'))) return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
