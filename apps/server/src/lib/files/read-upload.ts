import { AppError } from '@aidat/shared';
import type { FastifyRequest } from 'fastify';

/** An uploaded file as read: its name as the client sent it, and its bytes. */
export interface Upload {
  fileName: string;
  data: Buffer;
}

/** The Turkish answers of one kind of upload, each naming the field. */
export interface UploadTexts {
  notMultipart: string;
  fileMissing: string;
  fileTooLarge: string;
}

/**
 * Reads the one file of a multipart/form-data upload, from its `file` field (PRODUCT.md part two:
 * "uploads are multipart with the file in the field `file`"). Anything else a client can send
 * (another content type, no file, a broken body, too many parts, a file over `maxBytes`) is a 4xx
 * with the upload's own text; the multipart parser's errors never reach the client as a 500.
 * The route's plugin registers @fastify/multipart, so every other route still takes JSON only.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, texts: UploadTexts): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', texts.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    if (part?.fieldname !== 'file')
      throw new AppError('ValidationError', texts.fileMissing, { details: { field: 'file' } });
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PayloadTooLarge', texts.fileTooLarge);
    throw new AppError('ValidationError', texts.fileMissing, { details: { field: 'file' } });
  }
}
