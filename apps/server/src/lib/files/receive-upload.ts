import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@aidat/shared';
import type { FastifyRequest } from 'fastify';
import { uploadFailure, type UploadTexts, uploadPart } from './read-upload.js';

/**
 * An upload received onto disk: the file never sits whole in memory, so eight 10 MB invoices at once
 * cost the process a few buffers each (PRODUCT.md §10). `head` holds the first bytes, enough to
 * tell what the file is; `sha256` tells two sends of the same bytes apart from two files.
 */
export interface ReceivedFile {
  fileName: string;
  /** A temporary file that only this request knows; `discard` removes it. */
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
  discard(): Promise<void>;
}

const HEAD_BYTES = 64;

/**
 * Streams the one file of a multipart/form-data upload (field `file`) into `tmpDir`, counting,
 * hashing and keeping its first bytes on the way, and flushes it to the disk before answering, so a
 * file moved from there into the store survives a crash. Over `maxBytes` is a 413 with the upload's
 * own text and leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
  texts: UploadTexts,
  tmpDir: string,
): Promise<ReceivedFile> {
  const part = await uploadPart(request, maxBytes, texts);
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  const discard = () => fs.promises.rm(file, { force: true });
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    const written = await fs.promises.open(file, 'r');
    await written.sync().finally(() => written.close());
    if (part.file.truncated) throw new AppError('PayloadTooLarge', texts.fileTooLarge);
  } catch (err) {
    await discard();
    throw uploadFailure(err, texts);
  }
  return { fileName: part.filename, path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head), discard };
}
