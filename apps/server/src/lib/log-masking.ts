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
  const options = (logger === true ? {} : logger) as { hooks?: Record<string, unknown> };
  return { ...options, hooks: { ...options.hooks, streamWrite: maskPhonesInText } };
}
