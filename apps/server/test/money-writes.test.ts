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
        'modules/ledger/books/payments/payments.service.ts',
        'await tx.execute(sql`INSERT INTO ledger_transactions (unit_id) values (1)`);',
      ],
      ['modules/ledger/books/expenses/expenses.repository.ts', 'await db.insert(expenses).values(values);'],
      ['jobs/monthly-accrual.ts', 'const q = sql`\n  insert   into\n    account_transfers (site_id)`;'],
      ['modules/ledger/posting/ledger-rows.repository.ts', 'await tx.insert(ledgerTransactions).values(rows);'],
      ['db/seed/index.ts', 'await tx.insert(ledgerTransactions).values(ledger);'],
      ['modules/ledger/append-only.test.ts', 'await t.db.insert(ledgerTransactions).values(row);'],
      ['modules/ledger/books/expenses/expense-categories.ts', 'await db.insert(expenseCategories).values(row);'],
      [
        'modules/ledger/books/reports/reports.repository.ts',
        'select * from ledger_transactions t join expenses e on true',
      ],
    ]);
    expect(moneyInsertsOutsidePosting(samples)).toEqual([
      'modules/ledger/books/payments/payments.service.ts:1',
      'modules/ledger/books/expenses/expenses.repository.ts:1',
      'jobs/monthly-accrual.ts:2',
    ]);
  });

  it('no server file outside posting/ inserts a money row', () => {
    const sources = serverSources();
    expect(sources.has('modules/ledger/posting/post.ts')).toBe(true);
    expect(moneyInsertsOutsidePosting(sources)).toEqual([]);
  });
});

// The other half of one ledger: a balance is summed in one place. A unit's balance signs its rows
// in posting/unit-balance.ts (payments +, charges −) and an account's in posting/account-balance.ts
// (in +, out −); anywhere else, negating a money row's amount is a second definition of a balance.
const AMOUNT_NEGATED = /-\s*(\w+\.)?amount_kurus\b|-\s*\$\{\s*\w+\.amountKurus\s*\}/g;
const BALANCE_DEFINITIONS = /^modules\/ledger\/posting\/(unit|account)-balance\.ts$/;

function amountsNegatedOutsideDefinitions(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (BALANCE_DEFINITIONS.test(file) || TEST_FILE.test(file)) continue;
    for (const match of text.matchAll(AMOUNT_NEGATED))
      found.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
  }
  return found;
}

describe('balances are defined once', () => {
  it('finds an amount negated in SQL text and through drizzle, and not a plain sum or a negated figure', () => {
    const samples = new Map([
      [
        'modules/ledger/documents/debtors/debtors.repository.ts',
        'sum(case when l.type in (x) then l.amount_kurus else -l.amount_kurus end)',
      ],
      ['modules/ledger/books/reports/reports.repository.ts', 'select\n  -  amount_kurus from expenses'],
      // Source text with drizzle's `${…}` in it, written as it stands in a file.
      [
        'modules/site-admin/units.repository.ts',
        `sql\`case when 1 then 0 else -\${ledgerTransactions.amountKurus} end\``,
      ],
      ['modules/ledger/posting/unit-balance.ts', `then \${amount} else -l.amount_kurus end`],
      ['modules/ledger/posting/account-balance.ts', "select 'expense', -e.amount_kurus from expenses e"],
      ['modules/ledger/budgets/budgets.repository.ts', 'sum(e.amount_kurus)::bigint as amount, -sum(w.amount) as out'],
      ['modules/ledger/documents/debtors/debtors.service.ts', 'const owed = -unit.duesBalanceKurus;'],
    ]);
    expect(amountsNegatedOutsideDefinitions(samples)).toEqual([
      'modules/ledger/documents/debtors/debtors.repository.ts:1',
      'modules/ledger/books/reports/reports.repository.ts:2',
      'modules/site-admin/units.repository.ts:1',
    ]);
  });

  it('no server file outside the two definitions negates a money row’s amount', () => {
    const sources = serverSources();
    expect(sources.has('modules/ledger/posting/unit-balance.ts')).toBe(true);
    expect(amountsNegatedOutsideDefinitions(sources)).toEqual([]);
  });
});
