// Reads each hostile spreadsheet of the hostile-files issue (PRODUCT.md §2) the way both imports
// read an upload (readSheetFile), each in a process of its own, and prints the process's peak
// resident memory (VmHWM) against §8's 600 MB. Fails when a file is not refused as too large or a
// process goes past the limit; before the limits each of these ran the server out of memory.
//
//   node --import tsx bench/hostile-files.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { SHEET_RECORDS_MAX } from '@aidat/shared';
import { readSheetFile } from '../apps/server/src/modules/ledger/imports/bank-import/sheet-file.js';

const LIMIT_MB = 600;

/** A ZIP of deflated entries, as an .xlsx is; `claim` overrides the size the directory states. */
function zipOf(entries: Array<[name: string, content: Buffer, claim?: number]>): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content, claim] of entries) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claim ?? content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claim ?? content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const WORKBOOK: Array<[string, Buffer]> = [
  ['[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>')],
  ['xl/workbook.xml', Buffer.from('<?xml version="1.0"?><workbook/>')],
];
const SHEET = 'xl/worksheets/sheet1.xml';

const CASES: Record<string, () => Buffer> = {
  'xlsx of whitespace unpacking to 372 MB': () => zipOf([...WORKBOOK, [SHEET, Buffer.alloc(372 * 1024 * 1024, 0x20)]]),
  'xlsx claiming 1 kB, unpacking to 372 MB': () =>
    zipOf([...WORKBOOK, [SHEET, Buffer.alloc(372 * 1024 * 1024, 0x20), 1024]]),
  'xlsx of 3,000,000 empty rows': () => {
    const rows = Buffer.from('<row/>'.repeat(3_000_000));
    return zipOf([...WORKBOOK, [SHEET, Buffer.concat([Buffer.from('<worksheet><sheetData>'), rows])]]);
  },
  'csv of 10 MB of ;': () => Buffer.alloc(10 * 1024 * 1024, ';'),
  'csv of 10 MB of line ends': () => Buffer.alloc(10 * 1024 * 1024, '\n'),
};

const caseName = process.argv[2];
if (caseName) {
  // One case, in this process: build the file (not counted: it is written to disk first), read it.
  const path = process.argv[3];
  const file = await readSheetFile(fs.readFileSync(path));
  const peak = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
  console.log(JSON.stringify({ ok: file.ok, code: file.ok ? null : file.code, peakMb: Number(peak) / 1024 }));
} else {
  const failures: string[] = [];
  const dir = fs.mkdtempSync('/tmp/hostile-');
  for (const [name, build] of Object.entries(CASES)) {
    const path = `${dir}/${Object.keys(CASES).indexOf(name)}`;
    const bytes = build();
    fs.writeFileSync(path, bytes);
    const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, name, path], {
      encoding: 'utf8',
    });
    const result = JSON.parse(out.trim().split('\n').pop()!) as { ok: boolean; code: string | null; peakMb: number };
    const refused = !result.ok && result.code === 'tooLarge';
    const within = result.peakMb < LIMIT_MB;
    console.log(
      `${name.padEnd(42)} ${(bytes.length / 1024).toFixed(0).padStart(6)} kB sent: ${refused ? 'refused as too large' : `NOT refused (${result.code})`}, peak ${result.peakMb.toFixed(0)} MB (limit ${LIMIT_MB} MB)`,
    );
    if (!refused) failures.push(`${name}: not refused`);
    if (!within) failures.push(`${name}: peak ${result.peakMb.toFixed(0)} MB`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  if (SHEET_RECORDS_MAX > 3_000_000) failures.push('the row limit is above the 3,000,000-row case');
  if (failures.length > 0) {
    for (const f of failures) console.error(`FAIL ${f}`);
    process.exit(1);
  }
}
