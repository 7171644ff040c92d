import { inflateRawSync } from 'node:zlib';
import { SHEET_ENTRIES_MAX, SHEET_RECORDS_MAX, SHEET_UNPACKED_MAX_BYTES } from '@aidat/shared';

/**
 * A spreadsheet over the limits of PRODUCT.md §2, found before it is parsed: a file that unpacks to
 * hundreds of megabytes, or holds millions of rows, would otherwise run the process out of memory
 * inside the parser, taking every site on the instance down with it.
 */
export class SheetTooLarge extends Error {
  constructor(why: string) {
    super(`sheet over its limits: ${why}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * Checks an .xlsx (a ZIP) against the limits before any library unpacks it: the entries its central
 * directory lists, and what each one actually inflates to (a header can claim a small size), each
 * inflated with what is left of the budget as its ceiling, so a ZIP bomb stops at the budget; and
 * the rows of every worksheet. Malformed archives are left to the parser, which refuses them.
 */
export function checkXlsxLimits(bytes: Uint8Array): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(buf);
  if (end < 0) return;
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  // ZIP64 archives mark these fields with all ones; no spreadsheet of the allowed size needs one.
  if (count === 0xffff || at === 0xffffffff) throw new SheetTooLarge('zip64');
  if (count > SHEET_ENTRIES_MAX) throw new SheetTooLarge(`${count} entries`);
  let left = SHEET_UNPACKED_MAX_BYTES;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return;
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const declared = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (declared > left) throw new SheetTooLarge(`${name} unpacks to more than the budget`);
    const data = entryData(buf, local, compressed);
    if (!data) return;
    let inflated: Buffer;
    if (method === STORED) inflated = data;
    else if (method === DEFLATED) {
      try {
        inflated = inflateRawSync(data, { maxOutputLength: left });
      } catch (err) {
        if (err instanceof RangeError) throw new SheetTooLarge(`${name} unpacks to more than the budget`);
        return;
      }
    } else return;
    left -= inflated.length;
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name) && rowsOf(inflated) > SHEET_RECORDS_MAX)
      throw new SheetTooLarge(`${name} has more than ${SHEET_RECORDS_MAX} rows`);
  }
}

/** The end-of-central-directory record's offset, searched from the end past a comment; -1 when none. */
function findEndOfCentralDirectory(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

/** An entry's compressed bytes, found through its local header; null when the archive is malformed. */
function entryData(buf: Buffer, local: number, compressed: number): Buffer | null {
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) return null;
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  if (start + compressed > buf.length) return null;
  return buf.subarray(start, start + compressed);
}

/** The `<row` elements of a worksheet's XML: `<row r="1">`, `<row>` and `<row/>` (not `<rowBreaks>`). */
function rowsOf(xml: Buffer): number {
  const after = new Set([0x20, 0x3e, 0x2f, 0x09, 0x0a, 0x0d]);
  let count = 0;
  for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) if (after.has(xml[at + 4])) count++;
  return count;
}
