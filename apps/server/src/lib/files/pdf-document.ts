import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded in every PDF: it has every Turkish letter (ç ğ ı İ ö ş ü) and ₺, which
 * the PDF standard fonts lack (PRODUCT.md §11). From the dejavu-fonts-ttf package (free licence).
 */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** A PDF written by `draw` into a new document with the app's fonts ('regular', 'bold'), as bytes. */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ ...options, font: FONTS.regular });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
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
