import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts (PRODUCT.md §3): an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber gets a whole /64 and can pick a new address
 * in it for every request, so counting full addresses would let them escape every limit. An
 * IPv4 address written as IPv6 (::ffff:203.0.113.7) counts as the IPv4 one. Login history keeps
 * the full address; only the counters use this.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail takes two groups; the /64 never reaches it unless written without '::'.
  const width = right.length > 0 && right[right.length - 1].includes('.') ? right.length + 1 : right.length;
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - width).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
