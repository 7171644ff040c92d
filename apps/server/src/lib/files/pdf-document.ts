import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { SERVER_ROOT } from '../../base/server-root.js';

const fontFile = (name: string) => readFileSync(path.join(SERVER_ROOT, 'assets', 'fonts', name));

/**
 * DejaVu Sans, embedded in every PDF: it has every Turkish letter (ç ğ ı İ ö ş ü) and ₺, which
 * the PDF standard fonts lack (PRODUCT.md §11). Cut down to Latin, Greek, Cyrillic and the signs
 * (scripts/subset-pdf-fonts.sh, free licence beside them): pdfkit parses a font anew for every
 * document, and the whole font made that most of a receipt's CPU (bench/documents.ts). Read once.
 */
const FONTS = {
  regular: fontFile('DejaVuSans-subset.ttf'),
  bold: fontFile('DejaVuSans-Bold-subset.ttf'),
};

/** The creation date every PDF made inside `atFixedTime` carries. */
const fixedTime = new AsyncLocalStorage<Date>();

/**
 * Runs `make` so that every PDF it renders is dated `at` rather than now, unless it names its own
 * date: the same document then has the same bytes (a handover's archive lists their hashes,
 * PRODUCT.md §19), whatever module draws it.
 */
export function atFixedTime<T>(at: Date, make: () => Promise<T>): Promise<T> {
  return fixedTime.run(at, make);
}

/** A PDF written by `draw` into a new document with the app's fonts ('regular', 'bold'), as bytes. */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  // No default font: pdfkit would parse Helvetica's metrics (or a font given here) only for
  // 'regular' to be parsed again below; the first text is drawn after font('regular').
  const at = fixedTime.getStore();
  const info = at ? { CreationDate: at, ...options.info } : options.info;
  const doc = new PDFDocument({ ...options, ...(info ? { info } : {}), font: '' });
  // pdfkit's types say a font is a path, but it takes the file's bytes as well.
  doc.registerFont('regular', FONTS.regular as unknown as string);
  doc.registerFont('bold', FONTS.bold as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font('regular');
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
