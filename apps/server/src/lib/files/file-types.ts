import type { ExpenseAttachmentType } from '@aidat/shared';

/**
 * The kinds of file an upload may be (an expense's invoice or receipt, PRODUCT.md §10), told by
 * their first bytes rather than by the name or the Content-Type the browser sent, both of which the
 * sender chooses. Four fixed signatures: a table here reads plainer than a sniffing library that
 * knows hundreds of formats we refuse anyway.
 */
export interface StoredFileType {
  contentType: ExpenseAttachmentType;
  extension: '.pdf' | '.jpg' | '.png' | '.webp';
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

const SIGNATURES: Array<{ type: StoredFileType; parts: Array<[offset: number, bytes: Buffer]> }> = [
  { type: { contentType: 'application/pdf', extension: '.pdf' }, parts: [[0, ascii('%PDF-')]] },
  { type: { contentType: 'image/jpeg', extension: '.jpg' }, parts: [[0, Buffer.from([0xff, 0xd8, 0xff])]] },
  {
    type: { contentType: 'image/png', extension: '.png' },
    parts: [[0, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]],
  },
  {
    type: { contentType: 'image/webp', extension: '.webp' },
    parts: [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  },
];

/** What the bytes are, or null for anything but a PDF, JPEG, PNG or WebP. */
export function sniffFileType(bytes: Buffer): StoredFileType | null {
  const match = SIGNATURES.find((s) =>
    s.parts.every(([offset, sig]) => bytes.subarray(offset, offset + sig.length).equals(sig)),
  );
  return match?.type ?? null;
}

/**
 * The name a file is kept and served under: the sender's name without its folders, control and
 * format characters (a right-to-left override U+202E shows "fatura" + U+202E + "fdp.exe" as "faturaexe.pdf"),
 * and its extension, which is replaced by the one of what the bytes really are.
 */
export function storedFileName(
  sentName: string | undefined,
  type: StoredFileType,
  fallback: string,
  maxLength: number,
): string {
  const base = (sentName ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim();
  const stem = clean.replace(/\.[^.]*$/, '').trim() || fallback;
  return `${stem.slice(0, maxLength - type.extension.length).trim()}${type.extension}`;
}
