import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Stringify = (data: unknown) => string;
type SerializerCompiler = FastifySerializerCompiler<unknown>;

// Compiled once per shape: every app built in one process (tests build many) reuses them.
const compiledByJsonSchema = new Map<string, Stringify>();

/**
 * fast-json-stringify compiled from the response's zod schema, or undefined when zod cannot put
 * the schema into JSON Schema (a transform, a date, ...). Like zod's parse, it writes only the
 * declared properties, so a column a query selects by mistake still never leaves the server.
 */
function compileFast(schema: ZodType): Stringify | undefined {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  const key = JSON.stringify(jsonSchema);
  let stringify = compiledByJsonSchema.get(key);
  if (!stringify) {
    stringify = fastJson(jsonSchema) as Stringify;
    compiledByJsonSchema.set(key, stringify);
  }
  return stringify;
}

/**
 * Response serializer. Running zod on every answer cost more CPU than some of the queries behind
 * it, so answers are written by fast-json-stringify from the same schema, compiled on a route's
 * first answer. With `verify` (the test suites) each answer is also parsed by zod as before, and
 * must give the very JSON zod's serializer gives, or the request fails: the tests keep checking
 * every response's shape, and that the fast path says exactly what zod would have.
 */
export function responseSerializerCompiler(opts: { verify: boolean }): SerializerCompiler {
  const compileZod = zodSerializerCompiler as SerializerCompiler;
  return (route) => {
    const viaZod = compileZod(route) as Stringify;
    if (!(route.schema instanceof z.ZodType)) return viaZod;
    const schema: ZodType = route.schema;
    let fast: Stringify | undefined | null = null;
    return (data) => {
      if (fast === null) fast = compileFast(schema);
      if (!fast) return viaZod(data);
      if (!opts.verify) return fast(data);
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: fast serializer wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
