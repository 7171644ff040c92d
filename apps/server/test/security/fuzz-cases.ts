import fc from 'fast-check';
import {
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  RAW_BODIES,
  hostileNumber,
  hostileString,
  hostileValue,
  nested,
} from './fuzz-inputs.js';
import { multipartFile, SAMPLE_FILES } from '../fixtures/multipart.js';

/** One request of the fuzzer: a JSON body, a raw body under some content type, a bad path or query. */
export type FuzzCase =
  | { kind: 'json'; what: string; body: unknown }
  | { kind: 'raw'; what: string; contentType?: string; body: string | Buffer }
  | { kind: 'path'; what: string; segment: string }
  | { kind: 'query'; what: string; query: string };

/** Number tokens JSON.stringify cannot produce but a hand-written body can. */
const RAW_NUMBER_TOKENS = [
  '-0',
  '1e999',
  '-1e999',
  '1E400',
  '0.0000000000000000000001',
  '123456789012345678901234567890',
  '-9007199254740993',
];

/** Fields worth smuggling into any body: ids and privileges a handler must ignore or check. */
const SMUGGLED_FIELDS = [
  'id',
  'siteId',
  'unitId',
  'userId',
  'role',
  'isAdmin',
  'isBlocked',
  'createdBy',
  'amountKurus',
  'reversesId',
];

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Cases for a route that takes a body, derived from one valid body of it. */
export function bodyCases(base: unknown, hasParams: boolean): fc.Arbitrary<FuzzCase> {
  const obj = asObject(base);
  const keys = Object.keys(obj);
  const fieldNames = fc.constantFrom(...keys, ...SMUGGLED_FIELDS);
  const arbs: Array<fc.WeightedArbitrary<FuzzCase>> = [
    {
      weight: 6,
      arbitrary: fc.tuple(fieldNames, hostileValue).map(([field, value]) => ({
        kind: 'json' as const,
        what: `field ${field}`,
        body: { ...obj, [field]: value },
      })),
    },
    {
      weight: 2,
      arbitrary: fc.dictionary(fieldNames, hostileValue, { maxKeys: 4 }).map((changes) => ({
        kind: 'json' as const,
        what: `fields ${Object.keys(changes).join(',')}`,
        body: { ...obj, ...changes },
      })),
    },
    {
      weight: 2,
      arbitrary: fc.subarray(keys, { minLength: Math.min(1, keys.length) }).map((dropped) => ({
        kind: 'json' as const,
        what: `without ${dropped.join(',')}`,
        body: Object.fromEntries(Object.entries(obj).filter(([k]) => !dropped.includes(k))),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 30 }), hostileValue, { maxKeys: 6 }).map((extra) => ({
        kind: 'json' as const,
        what: 'extra fields',
        body: { ...obj, ...extra },
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.array(fc.constant(obj), { minLength: 1, maxLength: 3 }),
          hostileString,
          hostileNumber,
          fc.integer({ min: 200, max: 1500 }).map(nested),
        )
        .map((body) => ({ kind: 'json' as const, what: 'whole body', body })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fieldNames, fc.constantFrom(...RAW_NUMBER_TOKENS)).map(([field, token]) => ({
        kind: 'raw' as const,
        what: `field ${field} = ${token}`,
        contentType: 'application/json',
        body: JSON.stringify({ ...obj, [field]: '__RAW__' }).replace('"__RAW__"', token),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({
        kind: 'raw' as const,
        what: `raw ${raw.contentType ?? 'no content type'} ${raw.body.slice(0, 30)}`,
        ...raw,
      })),
    },
  ];
  if (hasParams) arbs.push({ weight: 2, arbitrary: pathCases() });
  return fc.oneof(...arbs);
}

export function pathCases(): fc.Arbitrary<FuzzCase> {
  return fc
    .constantFrom(...HOSTILE_SEGMENTS)
    .map((segment) => ({ kind: 'path' as const, what: `path ${segment.slice(0, 30)}`, segment }));
}

/** Cases for a route without a body: hostile path ids and query strings. */
export function urlCases(hasParams: boolean): fc.Arbitrary<FuzzCase> {
  const query = fc
    .constantFrom(...HOSTILE_QUERIES)
    .map((q) => ({ kind: 'query' as const, what: `query ${q.slice(0, 30)}`, query: q }));
  return hasParams ? fc.oneof(pathCases(), query) : query;
}

/** The url with every ":param" segment of the pattern replaced by `segment`. */
export function withSegment(pattern: string, url: string, segment: string): string {
  const [path, query] = url.split('?');
  const parts = path.split('/');
  const replaced = pattern
    .split('/')
    .map((p, i) => (p.startsWith(':') ? segment : parts[i]))
    .join('/');
  return query ? `${replaced}?${query}` : replaced;
}

/**
 * Cases for an upload route (multipart/form-data, one `file`): any bytes or a real file under
 * hostile names and field names, broken and mislabelled multipart bodies, and the JSON and raw
 * bodies every other route gets.
 */
export function multipartCases(): fc.Arbitrary<FuzzCase> {
  const bytes = fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a));
  const content = fc.oneof(bytes, fc.constantFrom(...Object.values(SAMPLE_FILES)));
  const fileName = fc.oneof(
    hostileString,
    fc.constantFrom('../../etc/passwd', 'fatura\u202Efdp.exe', '"; filename*=x', 'a\r\nX-Injected: 1', '', '.pdf'),
  );
  const field = fc.oneof(fc.constant('file'), fc.string({ maxLength: 20 }));
  const upload = fc.tuple(content, fileName, field).map(([data, name, fieldName]): FuzzCase => {
    const body = multipartFile(data, name, { field: fieldName });
    return {
      kind: 'raw',
      what: `file ${JSON.stringify(name).slice(0, 40)} in ${JSON.stringify(fieldName)}`,
      contentType: body.headers['content-type'],
      body: body.payload,
    };
  });
  const broken = fc
    .tuple(
      fc.oneof(bytes, fc.constantFrom(...RAW_BODIES.map((r) => r.body))),
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=x',
        'multipart/mixed; boundary=x',
      ),
    )
    .map(([body, contentType]): FuzzCase => ({ kind: 'raw', what: `broken ${contentType}`, contentType, body }));
  return fc.oneof(
    { weight: 5, arbitrary: upload },
    { weight: 3, arbitrary: broken },
    { weight: 2, arbitrary: bodyCases({}, true) },
  );
}
