import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from './envelope.js';
import { responseSerializerCompiler } from './response-serializer.js';

const Row = envelope(z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() })));
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('response serializer', () => {
  const data = {
    isSuccess: true,
    code: 'Success',
    message: 'İşlem başarılı.',
    data: [{ id: 1, name: 'Çamlık "A"', note: null, secret: 'never sent' }],
  };

  it('writes what zod writes, without the properties the schema does not declare', () => {
    for (const verify of [false, true]) {
      const json = responseSerializerCompiler({ verify })(route(Row))(data);
      expect(JSON.parse(json)).toEqual({ ...data, data: [{ id: 1, name: 'Çamlık "A"', note: null }] });
    }
  });

  it('refuses in verify mode an answer that does not fit the schema', () => {
    const stringify = responseSerializerCompiler({ verify: true })(route(Row));
    expect(() => stringify({ ...data, data: [{ id: 1.5, name: 'x', note: null }] })).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    const WithDate = z.object({ at: z.date() });
    const stringify = responseSerializerCompiler({ verify: false })(route(WithDate));
    expect(() => stringify({ at: 'not a date' })).toThrow();
    expect(JSON.parse(stringify({ at: new Date('2026-01-02T03:04:05Z') }))).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
