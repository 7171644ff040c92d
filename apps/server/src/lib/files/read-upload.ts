import { AppError } from '@aidat/shared';
import type { MultipartFile } from '@fastify/multipart';
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
 * The one file part of a multipart/form-data upload, from its `file` field (PRODUCT.md part two:
 * "uploads are multipart with the file in the field `file`"), not yet read. The route's plugin
 * registers @fastify/multipart, so every other route still takes JSON only.
 */
export async function uploadPart(
  request: FastifyRequest,
  maxBytes: number,
  texts: UploadTexts,
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', texts.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    if (part?.fieldname !== 'file')
      throw new AppError('ValidationError', texts.fileMissing, { details: { field: 'file' } });
    return part;
  } catch (err) {
    throw uploadFailure(err, texts);
  }
}

/**
 * What a failed upload answers: anything a client can send (no file, a broken body, too many parts,
 * a file over the limit) is a 4xx with the upload's own text; the multipart parser's errors never
 * reach the client as a 500.
 */
export function uploadFailure(err: unknown, texts: UploadTexts): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PayloadTooLarge', texts.fileTooLarge);
  return new AppError('ValidationError', texts.fileMissing, { details: { field: 'file' } });
}

/** Reads the one file of an upload into memory (the imports, whose parsers want the bytes). */
export async function readUpload(request: FastifyRequest, maxBytes: number, texts: UploadTexts): Promise<Upload> {
  const part = await uploadPart(request, maxBytes, texts);
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (err) {
    throw uploadFailure(err, texts);
  }
}
