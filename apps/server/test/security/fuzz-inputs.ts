import fc from 'fast-check';

/** Text an attacker or a broken client sends: injections, markup, odd unicode, huge strings. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM ledger_transactions; --",
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e308',
  'true',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\u200b\u200c\u200d\ufeff',
  'İıŞşĞğÜüÖöÇç',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\r\n\t\v\f',
  '%00%0d%0a',
  '+90 (555) 000 00 01',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
];

const HUGE = 'x'.repeat(100_000);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.repeat(1 + Math.floor(20_000 / (s.length + 1)))) },
);

/** Numbers around every limit a money, count or id field has, and the JSON-representable extremes. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.001,
    0.005,
    1.005,
    0.1 + 0.2,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    1e21,
    99_999_999_999,
    10_000_001,
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);

/** Any JSON value nested a little: objects, arrays, nulls. */
const smallJson = fc.jsonValue({ maxDepth: 3 });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: smallJson },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }).map(nested) },
);

/**
 * {"a":{"a":…}} depth levels deep, built without recursion. Kept under JSON.stringify's own
 * recursion limit; the far deeper bodies are sent as raw text (RAW_BODIES).
 */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Raw request bodies, each with the content type it is sent under. */
export const RAW_BODIES: Array<{ contentType?: string; body: string }> = [
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '{a:1}' },
  { contentType: 'application/json', body: "{'a':1}" },
  { contentType: 'application/json', body: '{"amount": NaN}' },
  { contentType: 'application/json', body: '{"amount": Infinity}' },
  { contentType: 'application/json', body: '{"amount": 1e999}' },
  { contentType: 'application/json', body: '{"amount": -1e999}' },
  { contentType: 'application/json', body: '{"amount": 0x10}' },
  { contentType: 'application/json', body: '{"amount": 01}' },
  { contentType: 'application/json', body: '{"a":1,}' },
  { contentType: 'application/json', body: '\u0000' },
  { contentType: 'application/json', body: '"\\u0000"' },
  { contentType: 'application/json', body: '{"title":"\\ud800"}' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '   ' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: 'true' },
  { contentType: 'application/json', body: '12' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  { contentType: 'application/json', body: `{"title":"${'y'.repeat(2 * 1024 * 1024)}"}` },
  { contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
  { contentType: 'application/json; charset=latin1', body: '{"a":1}' },
  { contentType: 'application/json', body: '\ufeff{"a":1}' },
  { contentType: 'text/plain', body: '{"a":1}' },
  { contentType: 'text/html', body: '<b>x</b>' },
  {
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { contentType: 'application/x-www-form-urlencoded', body: 'siteId=1&title=x' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/octet-stream', body: '\u0001\u0002\u0003' },
  { contentType: 'application/javascript', body: 'alert(1)' },
  { contentType: '', body: '{"a":1}' },
  { contentType: 'application', body: '{"a":1}' },
  { contentType: undefined, body: '{"a":1}' },
];

/** Path segments that are not ids, or ids no PostgreSQL integer can hold. */
export const HOSTILE_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e308',
  'NaN',
  'Infinity',
  '0x10',
  '%20',
  '%00',
  '%zz',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '9'.repeat(150),
  '9'.repeat(300),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>'),
  encodeURIComponent('İı'),
  '..%2F..%2Fetc',
  'null',
];

/** Query strings for list routes: the same hostile values in the query. */
export const HOSTILE_QUERIES = [
  'siteId=abc',
  'siteId=-1',
  'siteId=99999999999',
  'siteId=2147483648',
  'siteId=1e308',
  'siteId=&siteId=1',
  'siteId[]=1',
  'siteId[a]=1',
  'page=0',
  'page=99999999999',
  'pageSize=-1',
  'pageSize=1000000',
  'page=2147483647&pageSize=200',
  'search=%00',
  `search=${'s'.repeat(5000)}`,
  'search=%27%20OR%201%3D1',
  'from=2026-02-30',
  'x=%zz',
  `${'a=1&'.repeat(2000)}a=1`,
];
