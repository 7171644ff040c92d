import type { DbOrTx } from '../db/client.js';

/**
 * A query built and prepared once per database handle instead of on every call. Building a
 * drizzle query (walking its SQL tree, escaping names) cost more CPU than PostgreSQL spends
 * answering the hot resident queries, and a named statement lets `pg` skip the parse step on a
 * connection that has run it before. The handle is the key because the query is bound to it: an
 * open transaction gets its own copy, so its reads stay inside it.
 *
 * Values go in through `sql.placeholder(...)`. A placeholder is sent as given (no column
 * encoder runs on it), so pass timestamps as ISO strings.
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDb = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
