import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keeps an IPv4 address, and one written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:85a3:12::/64';
    expect(addressKey('2001:db8:85a3:12::1')).toBe(key);
    expect(addressKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:DB8:85A3:12:0:0:0:42')).toBe(key);
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
