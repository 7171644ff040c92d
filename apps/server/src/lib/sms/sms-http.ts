import { SmsSendError } from './sms-provider.js';

export interface SmsHttpAnswer {
  status: number;
  body: string;
}

/**
 * POSTs a JSON body to a provider with a deadline. A timeout or a connection failure is a
 * retryable SmsSendError ('timeout', 'network'); any HTTP answer is returned for the client to read.
 */
export async function postJson(
  url: string,
  payload: unknown,
  opts: { timeoutMs: number; headers?: Record<string, string> },
): Promise<SmsHttpAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/plain', ...opts.headers },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SmsSendError('timeout', true, `no answer within ${opts.timeoutMs} ms`);
    }
    throw new SmsSendError('network', true, (err as Error).message);
  }
}

/** The provider's base URL, or SMS_API_URL in its place, joined with a path. */
export function endpoint(base: string, override: string | undefined, path: string): string {
  return `${(override ?? base).replace(/\/+$/, '')}${path}`;
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * An answer without the provider's own code. Its failures (5xx), rate limits (429) and a garbled
 * success are worth another try later; anything else (401 from an address not on the provider's
 * list, 404 from a wrong SMS_API_URL) needs a change on our side.
 */
export function unreadable(provider: string, answer: SmsHttpAnswer): SmsSendError {
  const retryable = answer.status >= 500 || answer.status === 429 || answer.status < 300;
  return new SmsSendError(`http_${answer.status}`, retryable, `${provider}: ${answer.body.slice(0, 200)}`);
}
