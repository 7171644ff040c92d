import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { users } from './users.js';

/** Which Admin users administer which sites. */
export const siteAdmins = pgTable(
  'site_admins',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] }), index('site_admins_user_idx').on(t.userId)],
);
