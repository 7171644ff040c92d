import { timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from './payment-provider.js';

export interface PaymentHttpAnswer {
  status: number;
  body: string;
}

/**
 * POSTs to a provider with a deadline. A timeout or a connection failure is a PaymentProviderError
 * ('timeout', 'network'); any HTTP answer is returned for the provider's client to read.
 */
export async function postToProvider(
  url: string,
  body: string,
  opts: { timeoutMs: number; headers: Record<string, string> },
): Promise<PaymentHttpAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: opts.headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new PaymentProviderError('timeout', `no answer within ${opts.timeoutMs} ms`);
    throw new PaymentProviderError('network', (err as Error).message);
  }
}

/** The provider's base URL, or PAYMENT_API_URL in its place, joined with a path. */
export function providerEndpoint(base: string, override: string | undefined, path: string): string {
  return `${(override ?? base).replace(/\/+$/, '')}${path}`;
}

export function parseJsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A callback body's text field: a string as posted (form or JSON), otherwise undefined. */
export function textField(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Kuruş of a lira amount a provider writes as a number or a decimal text ("150.5", 150.5); null when it is neither. */
export function kurusOfLira(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const digits = `${fraction}000000000`.slice(0, 8);
  // Rounded half up at the kuruş, in integers: no floating point on the way.
  const cents = Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return Number(whole) * 100 + cents;
}

/** Constant-time comparison of two signatures as text. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
