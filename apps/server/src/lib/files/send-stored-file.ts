import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** A file to send whole: a document the app wrote, or an upload the database keeps. */
export interface StoredFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * A file to send as a stream: an upload kept on the disk (lib/files/file-store.ts), or an archive
 * made as it is sent, whose size is not known before its end (no `size`: sent chunked).
 */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  stream: Readable;
  size?: number;
}

/**
 * Policies for a file the app sends (a kept upload, a PDF it wrote, an export). Its type is known
 * (an upload's was sniffed) and sent with nosniff (set on every answer), so it is never read as a
 * page of ours; the policy adds that it runs nothing and loads nothing. Everything but a PDF gets
 * `sandbox` on top. A PDF cannot: Chromium refuses its PDF viewer in a sandboxed document and
 * needs `object-src` and inline styles for the viewer's own frame (crbug.com/271452); the viewer
 * runs a PDF's scripts in its own process, not this origin.
 */
const SANDBOXED_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The name for clients that read only `filename=` (ISO-8859-1): Turkish letters without their
 * marks ("Şubat Faturası" → "Subat Faturasi") rather than the library's question marks.
 */
function asciiName(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * Answers with a file to open in the browser (`inline`) or, with `download`, to save (an export
 * such as a spreadsheet), under its name.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile | StreamedFile,
  options: { download?: boolean } = {},
) {
  const type = options.download ? 'attachment' : 'inline';
  const size = 'data' in file ? file.data.length : file.size;
  if (size !== undefined) reply.header('content-length', size);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, { type, fallback: asciiName(file.fileName) }))
    .header('content-security-policy', file.contentType === 'application/pdf' ? PDF_POLICY : SANDBOXED_POLICY)
    .header('cache-control', 'private, no-cache')
    .send('data' in file ? file.data : file.stream);
}
