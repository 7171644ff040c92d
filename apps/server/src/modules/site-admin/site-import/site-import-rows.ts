import {
  AssignResidentBody,
  type AssignResidentInput,
  type ErrorProblem,
  LAND_SHARE_MAX,
  MAX_AMOUNT_KURUS,
  normalizePhone,
  PERSON_NAME_MAX,
  ROOM_COUNT_MAX,
  SITE_IMPORT_COLUMNS as C,
  SITE_IMPORT_TEXTS as T,
  type SiteImportColumn,
  SQUARE_METERS_MAX,
  sharesMakeWhole,
  UNIT_LABEL_MAX,
} from '@aidat/shared';
import { amountOfCell, cellAt, dateOfCell, foldWords, type SheetCell, type SheetRow } from '../../ledger/public.js';

/** One unit of the set-up file, every value checked. */
export interface SiteImportRow {
  /**
   * Data rows counted from 1 (the first unit under the header is 1), as PRODUCT.md's answer
   * shapes number a dry run's rows; blank lines are not data rows.
   */
  row: number;
  /** The same row as the spreadsheet numbers it, which the Turkish problem texts also name. */
  sheetRow: number;
  block: string;
  doorNumber: string;
  squareMeters: number;
  roomCount: number;
  landShareNumerator: number | null;
  landShareDenominator: number | null;
  resident: AssignResidentInput | null;
  openingBalanceKurus: number;
  /** The unit's owners (PRODUCT.md §16), their shares adding up to 1; empty when none is given. */
  owners: ImportedOwner[];
  /** Its current tenant, from `since` ("YYYY-MM-DD"; null: the import's day). */
  tenant: (ImportedPerson & { since: string | null }) | null;
}

export interface ImportedPerson {
  fullName: string;
  phone: string;
}

export interface ImportedOwner extends ImportedPerson {
  shareNumerator: number;
  shareDenominator: number;
}

/** Each record's problems, by its `row`: the Turkish text and where it is (record, line, column). */
export type RowProblems = Map<number, ErrorProblem[]>;

export type ReadRows = { ok: true; rows: SiteImportRow[]; problems: RowProblems } | { ok: false; message: string };

/** A header compared as the bank import compares its headers (folded), with 'm²' read as 'm2'. */
const headerKey = (text: string) => foldWords(text.normalize('NFKD'));
const COLUMN_BY_HEADER = new Map(
  (Object.entries(C) as Array<[SiteImportColumn, string]>).map(([column, header]) => [headerKey(header), column]),
);

/** Where a row is: its data-row number (the answer's `row`) and its line in the spreadsheet. */
export interface RowAt {
  row: number;
  sheetRow: number;
}

export function addProblem(problems: RowProblems, at: RowAt, column: SiteImportColumn, problem: string): void {
  const found: ErrorProblem = {
    row: at.row,
    sheetRow: at.sheetRow,
    field: column,
    column: C[column],
    message: T.rowProblem(at.row, at.sheetRow, C[column], problem),
  };
  problems.set(at.row, [...(problems.get(at.row) ?? []), found]);
}

/**
 * The set-up file's rows (PRODUCT.md §14): the header is the first row that has any text, its
 * columns found by the template's names (in any order, case and Turkish letters aside); every
 * other non-empty row is a unit, checked as 'Daire Ekle', the arsa payı and 'Sakin Ata' check
 * them, and every problem is listed by its row and column. The database is not asked here
 * (site-import.service.ts checks what the site already has).
 */
export function readSiteImportRows(sheet: readonly SheetRow[]): ReadRows {
  const headerIndex = sheet.findIndex((r) => r.cells.some((c) => c.text !== ''));
  const columns = new Map<SiteImportColumn, number>();
  sheet[headerIndex]?.cells.forEach((cell, i) => {
    const column = COLUMN_BY_HEADER.get(headerKey(cell.text));
    if (column && !columns.has(column)) columns.set(column, i);
  });
  if (!columns.has('block') || !columns.has('doorNumber'))
    return { ok: false, message: T.headerNotFound(`“${C.block}” ve “${C.doorNumber}”`) };

  const rows: SiteImportRow[] = [];
  const problems: RowProblems = new Map();
  const seenUnits = new Map<string, number>();
  const seenEmails = new Map<string, { row: number; phone: string }>();
  let n = 0;
  for (const line of sheet.slice(headerIndex + 1)) {
    if (!line.cells.some((c) => c.text !== '')) continue;
    n += 1;
    const at: RowAt = { row: n, sheetRow: line.rowNumber };
    const cell = (column: SiteImportColumn): SheetCell => {
      const i = columns.get(column);
      return i === undefined ? { text: '' } : cellAt(line, i);
    };
    const problem = (column: SiteImportColumn, text: string) => addProblem(problems, at, column, text);

    const block = label(cell('block').text, (p) => problem('block', p));
    const doorNumber = label(cell('doorNumber').text, (p) => problem('doorNumber', p));
    const squareMeters = count(cell('squareMeters'), SQUARE_METERS_MAX, (p) => problem('squareMeters', p));
    const roomCount = count(cell('roomCount'), ROOM_COUNT_MAX, (p) => problem('roomCount', p));
    const share = landShare(cell, problem);
    const resident = residentOf(cell, problem);
    const openingBalanceKurus = openingBalance(cell('openingBalance'), (p) => problem('openingBalance', p));
    const owners = ownersOf(cell, problem);
    const tenant = tenantOf(cell, problem);

    if (block && doorNumber) {
      const key = `${block}\u0000${doorNumber}`;
      const first = seenUnits.get(key);
      if (first !== undefined) problem('doorNumber', T.unitTwice(first));
      else seenUnits.set(key, n);
    }
    if (resident?.email) {
      const first = seenEmails.get(resident.email);
      if (first && first.phone !== resident.phone) problem('email', T.emailTwice(first.row));
      else if (!first) seenEmails.set(resident.email, { row: n, phone: resident.phone });
    }
    rows.push({
      ...at,
      block: block ?? '',
      doorNumber: doorNumber ?? '',
      squareMeters: squareMeters ?? 0,
      roomCount: roomCount ?? 0,
      landShareNumerator: share?.numerator ?? null,
      landShareDenominator: share?.denominator ?? null,
      resident: resident ?? null,
      openingBalanceKurus: openingBalanceKurus ?? 0,
      owners,
      tenant,
    });
  }
  return { ok: true, rows, problems };
}

function label(text: string, problem: (p: string) => void): string | null {
  const value = text.trim();
  if (!value) {
    problem(T.required);
    return null;
  }
  if (value.length > UNIT_LABEL_MAX) {
    problem(T.tooLong(UNIT_LABEL_MAX));
    return null;
  }
  return value.toLocaleUpperCase('tr-TR');
}

/** A whole number from 0; blank is 0 (SPEC §5). */
function count(cell: SheetCell, max: number, problem: (p: string) => void): number | null {
  const text = cell.text.trim();
  if (!text) return 0;
  const value = cell.number ?? (/^\d+$/.test(text) ? Number(text) : Number.NaN);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    problem(T.notWholeNumber(max));
    return null;
  }
  return value;
}

function positive(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= LAND_SHARE_MAX ? value : null;
}

/** 'pay/payda' in one column, or the two halves in two. */
function landShare(
  cell: (column: SiteImportColumn) => SheetCell,
  problem: (column: SiteImportColumn, p: string) => void,
): { numerator: number; denominator: number } | null {
  const joined = cell('landShare').text.replace(/\s+/g, '');
  let numerator: number | null;
  let denominator: number | null;
  let column: SiteImportColumn = 'landShare';
  if (joined) {
    const parts = /^(\d+)\/(\d+)$/.exec(joined);
    numerator = parts ? positive(parts[1]) : null;
    denominator = parts ? positive(parts[2]) : null;
    if (numerator === null || denominator === null) {
      problem('landShare', T.landShareFormat);
      return null;
    }
  } else {
    const n = cell('landShareNumerator').text.trim();
    const d = cell('landShareDenominator').text.trim();
    if (!n && !d) return null;
    column = n ? 'landShareDenominator' : 'landShareNumerator';
    if (!n || !d) {
      problem(column, T.landSharePair);
      return null;
    }
    numerator = positive(n);
    denominator = positive(d);
    if (numerator === null) {
      problem('landShareNumerator', T.landShareFormat);
      return null;
    }
    if (denominator === null) {
      problem('landShareDenominator', T.landShareFormat);
      return null;
    }
    column = 'landShareNumerator';
  }
  if (numerator > denominator) {
    problem(column, T.landShareAboveOne);
    return null;
  }
  return { numerator, denominator };
}

/** The resident as 'Sakin Ata' takes one: name and phone together, the e-mail optional. */
function residentOf(
  cell: (column: SiteImportColumn) => SheetCell,
  problem: (column: SiteImportColumn, p: string) => void,
): AssignResidentInput | null | undefined {
  const fullName = cell('fullName').text.trim();
  const phone = cell('phone').text.trim();
  const email = cell('email').text.trim();
  if (!fullName && !phone && !email) return null;
  if (!fullName || !phone) {
    problem(fullName ? 'phone' : 'fullName', T.residentIncomplete);
    return undefined;
  }
  const parsed = AssignResidentBody.safeParse({ fullName, phone, email });
  if (parsed.success) return parsed.data;
  const failed = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  if (failed.has('fullName')) problem('fullName', T.tooLong(PERSON_NAME_MAX));
  if (failed.has('phone') || !normalizePhone(phone)) problem('phone', T.phoneInvalid);
  if (failed.has('email')) problem('email', T.emailInvalid);
  return undefined;
}

/** The unit's debt carried over, in kuruş; blank is none. */
function openingBalance(cell: SheetCell, problem: (p: string) => void): number | null {
  if (!cell.text.trim()) return 0;
  const kurus = amountOfCell(cell);
  if (kurus === null) {
    problem(T.amountInvalid);
    return null;
  }
  if (kurus < 0) {
    problem(T.amountNegative);
    return null;
  }
  if (kurus > MAX_AMOUNT_KURUS) {
    problem(T.amountTooLarge);
    return null;
  }
  return kurus;
}

/** A person of two columns (name and phone), both or neither; undefined when only one is there or either is wrong. */
function personOf(
  cell: (column: SiteImportColumn) => SheetCell,
  problem: (column: SiteImportColumn, p: string) => void,
  columns: { name: SiteImportColumn; phone: SiteImportColumn },
  incomplete: string,
): ImportedPerson | null | undefined {
  const fullName = cell(columns.name).text.trim();
  const phoneText = cell(columns.phone).text.trim();
  if (!fullName && !phoneText) return null;
  if (!fullName || !phoneText) {
    problem(fullName ? columns.phone : columns.name, incomplete);
    return undefined;
  }
  if (fullName.length > PERSON_NAME_MAX) problem(columns.name, T.tooLong(PERSON_NAME_MAX));
  const phone = normalizePhone(phoneText);
  if (!phone) problem(columns.phone, T.phoneInvalid);
  return phone && fullName.length <= PERSON_NAME_MAX ? { fullName, phone } : undefined;
}

/** 'a/b', or blank (null). */
function shareOf(text: string): { numerator: number; denominator: number } | null | undefined {
  const joined = text.replace(/\s+/g, '');
  if (!joined) return null;
  const parts = /^(\d{1,6})\/(\d{1,6})$/.exec(joined);
  if (!parts) return undefined;
  const [numerator, denominator] = [Number(parts[1]), Number(parts[2])];
  return numerator >= 1 && numerator <= denominator ? { numerator, denominator } : undefined;
}

/**
 * Up to two owners with their shares (PRODUCT.md §16): a share left blank is 1/1 for a sole owner
 * and 1/2 each for two; the shares must add up to exactly 1, compared in integers.
 */
function ownersOf(
  cell: (column: SiteImportColumn) => SheetCell,
  problem: (column: SiteImportColumn, p: string) => void,
): ImportedOwner[] {
  const groups = [
    { name: 'ownerName', phone: 'ownerPhone', share: 'ownerShare' },
    { name: 'owner2Name', phone: 'owner2Phone', share: 'owner2Share' },
  ] as const;
  const found: Array<{ person: ImportedPerson; share: { numerator: number; denominator: number } | null }> = [];
  let broken = false;
  for (const g of groups) {
    const person = personOf(cell, problem, g, T.ownerIncomplete);
    const share = shareOf(cell(g.share).text);
    if (share === undefined) {
      problem(g.share, T.shareFormat);
      broken = true;
    }
    if (person === undefined) broken = true;
    if (person) found.push({ person, share: share ?? null });
  }
  if (broken || found.length === 0) return [];
  if (found.length === 2 && found[0].person.phone === found[1].person.phone) {
    problem('owner2Phone', T.ownerPhoneTwice);
    return [];
  }
  const fallback = found.length === 1 ? { numerator: 1, denominator: 1 } : { numerator: 1, denominator: 2 };
  const owners = found.map(({ person, share }) => ({
    ...person,
    shareNumerator: (share ?? fallback).numerator,
    shareDenominator: (share ?? fallback).denominator,
  }));
  if (!sharesMakeWhole(owners)) {
    problem('ownerShare', T.sharesNotWhole);
    return [];
  }
  return owners;
}

/** The current tenant and the first day of the tenancy (blank: the import's day). */
function tenantOf(
  cell: (column: SiteImportColumn) => SheetCell,
  problem: (column: SiteImportColumn, p: string) => void,
): SiteImportRow['tenant'] {
  const person = personOf(cell, problem, { name: 'tenantName', phone: 'tenantPhone' }, T.tenantIncomplete);
  const sinceCell = cell('tenantSince');
  const since = sinceCell.text.trim() || sinceCell.date ? dateOfCell(sinceCell) : null;
  if ((sinceCell.text.trim() || sinceCell.date) && !since) {
    problem('tenantSince', T.dateInvalid);
    return null;
  }
  return person ? { ...person, since: since?.day ?? null } : null;
}
