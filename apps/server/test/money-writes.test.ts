import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every row of a money table (the unit ledger, expenses, account transfers) is written by the
// posting path, modules/ledger/posting/, whose one door is post() (the import rule
// 'posting-internals' keeps its statements private). This holds the other half: no other server
// file inserts into those tables itself, in SQL text or through drizzle. The database refuses
// UPDATE and DELETE of them (drizzle/0021, append-only.test.ts).

const SRC = path.resolve(import.meta.dirname, '../src');

const MONEY_INSERT =
  /insert\s+into\s+(ledger_transactions|expenses|account_transfers)\b|\.insert\(\s*(ledgerTransactions|expenses|accountTransfers)\s*\)/gi;

/** Where a money row may be inserted: the posting path, and the demo data's history (written as rows). */
const ALLOWED = /^(modules\/ledger\/posting\/|db\/seed\/)/;
const TEST_FILE = /\.test\.ts$|test-fixtures\.ts$|\.fixtures\.ts$/;

/** The files (paths from src/, text) that insert a money row outside the posting path, "file:line". */
function moneyInsertsOutsidePosting(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (ALLOWED.test(file) || TEST_FILE.test(file)) continue;
    for (const match of text.matchAll(MONEY_INSERT))
      found.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
  }
  return found;
}

function serverSources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(SRC, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return files;
}

describe('money rows are written by the posting path only', () => {
  it('finds an insert into each money table outside posting/, in SQL and through drizzle, and nothing else', () => {
    const samples = new Map([
      [
        'modules/ledger/payments.service.ts',
        'await tx.execute(sql`INSERT INTO ledger_transactions (unit_id) values (1)`);',
      ],
      ['modules/ledger/expenses/expenses.repository.ts', 'await db.insert(expenses).values(values);'],
      ['jobs/monthly-accrual.ts', 'const q = sql`\n  insert   into\n    account_transfers (site_id)`;'],
      ['modules/ledger/posting/ledger-rows.repository.ts', 'await tx.insert(ledgerTransactions).values(rows);'],
      ['db/seed/index.ts', 'await tx.insert(ledgerTransactions).values(ledger);'],
      ['modules/ledger/append-only.test.ts', 'await t.db.insert(ledgerTransactions).values(row);'],
      ['modules/ledger/expenses/expense-categories.ts', 'await db.insert(expenseCategories).values(row);'],
      ['modules/ledger/reports/reports.repository.ts', 'select * from ledger_transactions t join expenses e on true'],
    ]);
    expect(moneyInsertsOutsidePosting(samples)).toEqual([
      'modules/ledger/payments.service.ts:1',
      'modules/ledger/expenses/expenses.repository.ts:1',
      'jobs/monthly-accrual.ts:2',
    ]);
  });

  it('no server file outside posting/ inserts a money row', () => {
    const sources = serverSources();
    expect(sources.has('modules/ledger/posting/post.ts')).toBe(true);
    expect(moneyInsertsOutsidePosting(sources)).toEqual([]);
  });
});
