import { ErrorDetails } from '@aidat/shared';

/**
 * Traces of the server's insides that must never reach a client (ASVS V7.4.1): stack frames,
 * file paths, driver and SQL error texts, JavaScript error names.
 */
const LEAKS =
  /(\bat [\w$.<>]+ \(|node:internal|node_modules|\/work\/|\/src\/|\.[jt]s:\d+|Failed query|syntax error at|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type|invalid byte sequence|ECONN|TypeError|ReferenceError|RangeError|SyntaxError|Cannot read prop|is not a function|\b(select|insert into|delete from)\b .*\b(from|values|where)\b)/i;

export function leakIn(text: string): string | null {
  const match = LEAKS.exec(text);
  return match ? match[0] : null;
}

/** An inject answer; `payload` is the raw text (the test helper replaces `body` with the parsed JSON). */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  payload: string;
}

const FILE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv; charset=utf-8',
  'application/zip',
]);

/** A file sent as itself (an invoice, a receipt, an export): a 200 of a file type, inline or to save. */
export function isFileAnswer(res: Answer): boolean {
  return (
    res.statusCode === 200 &&
    FILE_TYPES.has(String(res.headers['content-type'])) &&
    /^(inline|attachment);/.test(String(res.headers['content-disposition'] ?? ''))
  );
}

/**
 * What is wrong with an answer to a client mistake, or null: it must be a 2xx or 4xx, JSON, the
 * envelope {isSuccess, code, message, data} and nothing more (a failure may add `details` of the
 * shared shape), success matching the status, and no internals in the message (or in the per-field
 * messages of a validation failure, or in the details' problems).
 */
export function envelopeProblem(res: Answer): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.payload.slice(0, 200)}`;
  if (res.statusCode < 200 || (res.statusCode >= 300 && res.statusCode < 400)) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${type || 'missing'}`;
  let body: any;
  try {
    body = JSON.parse(res.payload);
  } catch {
    return `body is not JSON: ${res.payload.slice(0, 100)}`;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,data,isSuccess,message' && !(keys === 'code,data,details,isSuccess,message' && !body.isSuccess))
    return `envelope keys ${keys}`;
  if ('details' in body && !ErrorDetails.strict().safeParse(body.details).success)
    return `envelope details ${JSON.stringify(body.details).slice(0, 200)}`;
  if (typeof body.isSuccess !== 'boolean' || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return 'envelope field types';
  }
  if (body.isSuccess !== res.statusCode < 300) return `isSuccess ${body.isSuccess} with status ${res.statusCode}`;
  if (!body.isSuccess) {
    const messages = [
      body.message,
      ...(Array.isArray(body.data?.errors)
        ? body.data.errors.map((e: { message?: unknown }) => String(e.message))
        : []),
      ...(body.details?.problems ?? []).map((p: { message: string }) => p.message),
    ];
    for (const m of messages) {
      const leak = leakIn(m);
      if (leak) return `message leaks "${leak}": ${m.slice(0, 200)}`;
    }
  }
  return null;
}
