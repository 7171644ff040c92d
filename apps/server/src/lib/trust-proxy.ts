import { isIP } from 'node:net';

/** Fastify's `trustProxy` forms: off, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for private ranges, which Fastify accepts beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it. Unset (or `false`): the client is the TCP peer, whatever
 * X-Forwarded-For says, so nobody can pick their own address for the per-address limits.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) return { error: 'a hop count is at most 100' };
    return { value: hops === 0 ? false : hops };
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((s) => !isAddressOrRange(s));
  if (entries.length === 0 || bad.length > 0) {
    return {
      error: `expected true, a hop count or a comma-separated list of addresses/CIDRs (not ${bad.map((b) => `'${b}'`).join(', ') || `'${text}'`})`,
    };
  }
  return { value: entries };
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 takes a bare hop count as "trust nothing", so a
 * count becomes a function believing the nearest `hops` addresses, as Express's count does. A count
 * believes those hops whoever they are: only for a server that nothing reaches but its proxies.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}
