import { DUES_TRANSACTION_TYPES, PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlTextList } from './sql-list.js';

const text = (list: ReturnType<typeof sqlTextList>) => new PgDialect().sqlToQuery(sql`t in ${list}`);

describe('sqlTextList', () => {
  it('writes the values as literals, the same text as the lists written by hand before', () => {
    expect(text(sqlTextList(PAYMENT_TRANSACTION_TYPES))).toEqual({
      sql: "t in ('aidat_payment', 'ekbutce_payment')",
      params: [],
    });
    expect(text(sqlTextList(DUES_TRANSACTION_TYPES)).sql).toBe("t in ('aidat_charge', 'aidat_payment')");
  });

  it('refuses an empty list and a value that would need quoting', () => {
    expect(() => sqlTextList([])).toThrow();
    expect(() => sqlTextList(["x') or ('1"])).toThrow();
  });
});
