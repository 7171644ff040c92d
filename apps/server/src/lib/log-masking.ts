import { maskPhonesInText } from '@aidat/shared';

/**
 * Adds phone masking to Fastify's logger options (KVKK, PRODUCT.md §9): every finished log line
 * passes through pino's streamWrite hook, so a phone number shows as `+90 555 *** ** 03` wherever
 * it appears: a request body or URL, a field such as `{ phone }`, an error text or the console
 * SMS provider's message (whose one-time code stays readable, as development needs). Masking the
 * serialised line rather than listing redact paths also covers fields added later.
 */
export function withPhoneMasking(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = (logger === true ? {} : logger) as { hooks?: Record<string, unknown>; serializers?: object };
  return {
    ...options,
    hooks: { ...options.hooks, streamWrite: maskPhonesInText },
    serializers: { ...options.serializers, err: errWithoutValues },
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: LoggedError;
}

/**
 * An error as a log line shows it, without the values a failed statement was given: the query
 * builder's error repeats every bound value in its message and `params` (bank descriptions,
 * senders, names, phones of a whole statement), PostgreSQL's `detail` quotes the row and a data
 * exception's message the value, neither of which is kept. The statement's text, the error's code
 * and its cause stay, which is what an operator needs.
 */
export function errWithoutValues(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  // A data exception (SQLSTATE class 22) quotes the offending value; other errors quote names.
  const quotesValue = typeof code === 'string' && code.startsWith('22');
  const scrub = (text: string | undefined) => {
    const withoutParams = text?.replace(/\nparams: [\s\S]*/, '\nparams: (not logged)');
    return quotesValue ? withoutParams?.replace(/"(?:[^"\\]|\\.)*"/g, '"(not logged)"') : withoutParams;
  };
  const logged: LoggedError = {
    type: err.constructor.name,
    message: scrub(err.message) ?? '',
    stack: scrub(err.stack),
  };
  if (code !== undefined) logged.code = code;
  if (err.cause !== undefined && depth < 3) logged.cause = errWithoutValues(err.cause, depth + 1) as LoggedError;
  return logged;
}
