import { type SQL, sql } from 'drizzle-orm';

/**
 * A fixed list of known text values as SQL literals, "('a', 'b')", for `x in (...)`. Literals
 * rather than parameters: the planner sees the values, and the text of a check constraint or a
 * prepared statement stays the same as when the list was written out by hand. Only plain
 * identifiers are accepted, so nothing needs quoting.
 */
export function sqlTextList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('sqlTextList: empty list');
  for (const value of values) if (!/^[a-z_]+$/.test(value)) throw new Error(`sqlTextList: unexpected value ${value}`);
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}
