/**
 * A table of a meeting's documents (the notice's and the hazirun's signature columns) on an A4
 * page with 40 pt margins: each row as tall as its tallest cell, a new page (with the header again)
 * when the row would not fit, and room to sign in every row.
 */
export interface Column {
  key: string;
  width: number;
}

export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  header: Record<string, string>,
  rows: Array<Record<string, string>>,
  minRowHeight = 22,
): void {
  const left = 40;
  const drawRow = (cells: Record<string, string>, bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    const heights = columns.map((c) => doc.heightOfString(cells[c.key] ?? '', { width: c.width - 6 }));
    const height = Math.max(minRowHeight, ...heights.map((h) => h + 8));
    if (doc.y + height > doc.page.height - 50) {
      doc.addPage();
      if (!bold) drawRow(header, true);
    }
    const y = doc.y;
    let x = left;
    for (const c of columns) {
      doc.rect(x, y, c.width, height).stroke();
      doc.text(cells[c.key] ?? '', x + 3, y + 4, { width: c.width - 6 });
      x += c.width;
    }
    doc.x = left;
    doc.y = y + height;
  };
  doc.lineWidth(0.5);
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  doc.x = left;
}
