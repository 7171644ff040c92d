import { createHash, randomUUID } from 'node:crypto';
import type { RouteAccess } from '../../src/plugins/route-access.js';
import { asc, eq, sql } from 'drizzle-orm';
import {
  accounts,
  accountTransfers,
  cardCheckouts,
  additionalCharges,
  budgetLines,
  budgets,
  expenseAttachments,
  expenseCategories,
  expenses,
  finalStatements,
  handoverManagers,
  handovers,
  ledgerTransactions,
  menus,
  smsCampaigns,
  statementImportRows,
  statementImports,
  meetingMotions,
  meetingAgendaItems,
  meetings,
  ticketAttachments,
  unitEnforcements,
  ticketNotices,
  tickets,
  units,
  unitTenancies,
  users,
} from '../../src/db/schema/index.js';
import { setUpSiteBooks } from '../../src/modules/ledger/books/accounts/site-books.repository.js';
import { insertEntries } from '../../src/modules/ledger/posting/ledger-rows.repository.js';
import { signedFakeCallback } from '../../src/lib/payments/index.js';
import { multipartFile, SAMPLE_FILES } from '../fixtures/multipart.js';
import { type ActorName, createSite, setBlocked, type ActorWorld } from '../factories/index.js';

/**
 * Who may call a route (PRODUCT.md §4):
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user, own data only;
 * - ownUnit: any signed-in user, but the unit handed over is never the caller's (404, as for an unknown unit);
 * - siteAdminList: Admin or SystemAdmin, answering only with the caller's own sites;
 * - siteAdmin: Admin for sites they administer (the ids handed over are another site's), SystemAdmin for any;
 * - system: SystemAdmin only.
 */
/** Who may call a route: declared on the route itself (`config: { access }`, plugins/route-access.ts). */
export type Access = RouteAccess;

export interface Call {
  url: string;
  /** A JSON body, or the raw body of `headers`' content type (an upload). */
  payload?: unknown;
  headers?: Record<string, string>;
}

/** How to call a route in the matrix; what it must answer follows from the access the route declares. */
export interface RouteSpec {
  /** A valid request with ids that are not the actor's; may put the database in the state the call needs. */
  call(w: ActorWorld, actor: ActorName): Call | Promise<Call>;
}

/** 'ok' is any 2xx: the call went through. */
export type Expected = 401 | 403 | 404 | 'ok';

export function expectedFor(access: Access, actor: ActorName): Expected {
  if (access === 'public') return 'ok';
  if (actor === 'anonymous') return 401;
  switch (access) {
    case 'signedIn':
      return 'ok';
    case 'ownUnit':
      // Nobody, a SystemAdmin included, reads a unit they do not live in through /api/me, and
      // nobody learns whether it exists.
      return 404;
    case 'siteAdminList':
      return actor === 'resident' ? 403 : 'ok';
    case 'siteAdmin':
    case 'system':
      return actor === 'system' ? 'ok' : 403;
  }
}

const today = () => new Date();

/** A new pending card checkout of a unit of the site, started by nobody of the actors. */
async function cardCheckoutOf(w: ActorWorld, siteId: number, unitId: number) {
  await setUpSiteBooks(w.t.db, siteId);
  const [account] = await w.t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.siteId, siteId)).limit(1);
  const [row] = await w.t.db
    .insert(cardCheckouts)
    .values({
      orderId: `YETKI${w.next()}${randomUUID().replaceAll('-', '')}`.slice(0, 64),
      siteId,
      unitId,
      provider: 'fake',
      amountKurus: 100,
      chargeIds: [],
      parts: [],
      accountId: account.id,
      paymentUrl: 'http://localhost/fake-pay/yetki',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: cardCheckouts.id, orderId: cardCheckouts.orderId });
  return row;
}

/** A new ticket of the site, opened by nobody of the actors. */
async function ticketOf(w: ActorWorld, siteId: number): Promise<number> {
  const [row] = await w.t.db
    .insert(tickets)
    .values({ siteId, category: 'diger', title: 'Yetki', description: 'Yetki denemesi' })
    .returning({ id: tickets.id });
  return row.id;
}

/** A handover of the site, to a manager who is none of the actors. */
async function handoverOf(w: ActorWorld, siteId: number): Promise<number> {
  const [person] = await w.t.db
    .insert(users)
    .values({ fullName: 'Devralan Yönetici', role: 'Admin' })
    .returning({ id: users.id });
  const [row] = await w.t.db
    .insert(handovers)
    .values({ siteId, decisionNo: '2026/1', decidedAt: '2026-01-05' })
    .returning({ id: handovers.id });
  await w.t.db
    .insert(handoverManagers)
    .values({ handoverId: row.id, side: 'to', userId: person.id, fullName: 'Devralan Yönetici', position: 0 });
  return row.id;
}

/** A photo of a new ticket of the site. */
async function ticketFileOf(w: ActorWorld, siteId: number): Promise<{ ticketId: number; attachmentId: number }> {
  const ticketId = await ticketOf(w, siteId);
  const [row] = await w.t.db
    .insert(ticketAttachments)
    .values({
      ticketId,
      fileName: 'foto.png',
      contentType: 'image/png',
      size: SAMPLE_FILES.png.length,
      sha256: createHash('sha256').update(SAMPLE_FILES.png).digest('hex'),
      data: SAMPLE_FILES.png,
    })
    .returning({ id: ticketAttachments.id });
  return { ticketId, attachmentId: row.id };
}

/** An unread notice of a new ticket of the site, for a person who is none of the actors. */
async function ticketNoticeOf(w: ActorWorld, siteId: number): Promise<number> {
  const [person] = await w.t.db
    .insert(users)
    .values({ fullName: 'Başka Kişi', role: 'Resident' })
    .returning({ id: users.id });
  const ticketId = await ticketOf(w, siteId);
  const [row] = await w.t.db
    .insert(ticketNotices)
    .values({ ticketId, userId: person.id, status: 'assigned' })
    .returning({ id: ticketNotices.id });
  return row.id;
}

/** A new meeting of the site whose çağrı went out. */
async function calledMeetingOf(w: ActorWorld, siteId: number): Promise<number> {
  const [row] = await w.t.db
    .insert(meetings)
    .values({
      siteId,
      kind: 'olagan',
      title: 'Yetki',
      firstAt: new Date('2027-02-06T11:00:00Z'),
      firstPlace: 'Salon',
      secondAt: new Date('2027-02-13T11:00:00Z'),
      secondPlace: 'Salon',
      status: 'called',
    })
    .returning({ id: meetings.id });
  return row.id;
}

/** A new draft meeting of the site, its first session 60 days ahead (a çağrı is in time). */
async function draftMeetingOf(w: ActorWorld, siteId: number): Promise<number> {
  const firstAt = new Date(Date.now() + 60 * 86_400_000);
  const [row] = await w.t.db
    .insert(meetings)
    .values({
      siteId,
      kind: 'olagan',
      title: 'Yetki',
      firstAt,
      firstPlace: 'Salon',
      secondAt: new Date(firstAt.getTime() + 7 * 86_400_000),
      secondPlace: 'Salon',
    })
    .returning({ id: meetings.id });
  await w.t.db.insert(meetingAgendaItems).values({ meetingId: row.id, position: 1, title: 'Açılış' });
  return row.id;
}

/** A new empty unit of the site (no ledger, no owners, no tenant). */
async function freshUnit(w: ActorWorld, siteId: number): Promise<number> {
  const [row] = await w.t.db
    .insert(units)
    .values({ siteId, block: 'Y', doorNumber: `y${w.next()}` })
    .returning({ id: units.id });
  return row.id;
}

/**
 * Two accounts of the site, the default first: Güneş has two in the demo, and Deniz gets a second
 * (a kasa) here the first time a spec needs it, so a transfer has somewhere to go.
 */
async function accountsOf(w: ActorWorld, siteId: number): Promise<[number, number]> {
  await w.t.db
    .insert(accounts)
    .values({ siteId, name: 'Yetki Kasası', kind: 'kasa', openingDate: '2025-01-01' })
    .onConflictDoNothing();
  // Cash to pay from: a kasa never goes below zero (PRODUCT.md §10), and a call that would take it
  // there is refused whoever makes it.
  await w.t.db
    .update(accounts)
    .set({ openingBalanceKurus: 1_000_000 })
    .where(sql`${accounts.siteId} = ${siteId} and ${accounts.kind} = 'kasa' and ${accounts.openingBalanceKurus} = 0`);
  const rows = await w.t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.siteId, siteId))
    .orderBy(sql`${accounts.isDefault} desc`, asc(accounts.id))
    .limit(2);
  return [rows[0].id, rows[1].id];
}
/** One expense of the site (from its default account, in its first category) to reverse. */
async function expenseOf(w: ActorWorld, siteId: number): Promise<number> {
  const [accountId] = await accountsOf(w, siteId);
  const [category] = await w.t.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.siteId, siteId))
    .orderBy(asc(expenseCategories.id))
    .limit(1);
  const [row] = await w.t.db
    .insert(expenses)
    .values({
      siteId,
      accountId,
      categoryId: category.id,
      occurredAt: new Date(),
      amountKurus: 1000,
      description: `Yetki gideri ${w.next()}`,
    })
    .returning({ id: expenses.id });
  return row.id;
}

/** A kept PDF of one of the site's expenses: the expense's id and its own. */
async function attachmentOf(w: ActorWorld, siteId: number): Promise<{ expenseId: number; attachmentId: number }> {
  const expenseId = await expenseOf(w, siteId);
  const [row] = await w.t.db
    .insert(expenseAttachments)
    .values({
      expenseId,
      fileName: 'fatura.pdf',
      contentType: 'application/pdf',
      size: 5,
      sha256: createHash('sha256').update('%PDF-').digest('hex'),
      data: Buffer.from('%PDF-'),
    })
    .returning({ id: expenseAttachments.id });
  return { expenseId, attachmentId: row.id };
}

/** A payment with its receipt on the site's unit: the receipt numbers come with the payment. */
async function paymentOf(w: ActorWorld, siteId: number, unitId: number): Promise<number> {
  const [accountId] = await accountsOf(w, siteId);
  const [row] = await insertEntries(w.t.db, [
    {
      unitId,
      siteId,
      type: 'aidat_payment',
      description: `Yetki ödemesi ${w.next()}`,
      occurredAt: new Date(),
      amountKurus: 1000,
      accountId,
      method: 'nakit',
      createdById: null,
    },
  ]);
  return row.id;
}

/** A bank account of the site of its own, for a statement to be imported into. */
async function bankAccountOf(w: ActorWorld, siteId: number): Promise<number> {
  const [row] = await w.t.db
    .insert(accounts)
    .values({ siteId, name: `Yetki Bankası ${w.next()}`, kind: 'banka', openingDate: '2025-01-01' })
    .returning({ id: accounts.id });
  return row.id;
}

/** A pending statement import of the site with one incoming row proposed for its unit. */
async function statementImportOf(
  w: ActorWorld,
  siteId: number,
  unitId: number,
): Promise<{ importId: number; rowId: number }> {
  const accountId = await bankAccountOf(w, siteId);
  const [imported] = await w.t.db
    .insert(statementImports)
    .values({ siteId, accountId, fileName: 'ekstre.csv', format: 'csv', columns: {}, problems: [] })
    .returning({ id: statementImports.id });
  const [row] = await w.t.db
    .insert(statementImportRows)
    .values({
      importId: imported.id,
      accountId,
      rowNumber: 2,
      date: '2026-01-05',
      description: `Yetki havalesi ${w.next()}`,
      amountKurus: 1000,
      hash: randomUUID().replace(/-/g, ''),
      proposedUnitId: unitId,
      reason: 'door',
    })
    .returning({ id: statementImportRows.id });
  return { importId: imported.id, rowId: row.id };
}

const STATEMENT_CSV = Buffer.from('Tarih;Açıklama;Tutar\n05.01.2026;HAVALE A BLOK 1;100,00\n', 'utf8');

/**
 * An işletme projesi of the site in the given status, with one line (its first category, 1,200 TL
 * split equally), for a period of its own far ahead so that approving it overlaps nothing.
 */
async function budgetOf(w: ActorWorld, siteId: number, status: 'draft' | 'served' = 'draft'): Promise<number> {
  const year = 2100 + w.next();
  const [category] = await w.t.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.siteId, siteId))
    .orderBy(asc(expenseCategories.id))
    .limit(1);
  const [row] = await w.t.db
    .insert(budgets)
    .values({
      siteId,
      periodStart: `${year}-01`,
      periodEnd: `${year}-12`,
      status,
      servedAt: status === 'served' ? '2026-01-05' : null,
    })
    .returning({ id: budgets.id });
  await w.t.db.insert(budgetLines).values({
    budgetId: row.id,
    siteId,
    categoryId: category.id,
    yearlyAmountKurus: 120_000,
    split: 'equal',
    position: 0,
  });
  return row.id;
}

/** A site nobody lives in: its books are nobody's to read through /api/me. */
const siteWithoutResidents = (w: ActorWorld) => w.site({ name: `Boş Site ${w.next()}` });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const phoneFor = (n: number) => `+90559${String(n).padStart(7, '0')}`;

/** Every /api route of the app with its access rule: a route missing here fails the matrix. */
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  // Sign-in: public by nature.
  'POST /api/auth/login-by-phone': {
    call: (w) => ({ url: '/api/auth/login-by-phone', payload: { phone: w.passwordUser.phone } }),
  },
  'POST /api/auth/verify-otp': {
    call: async (w) => {
      const res = await w.t.call({
        method: 'POST',
        url: '/api/auth/login-by-phone',
        payload: { phone: w.passwordUser.phone },
      });
      return {
        url: '/api/auth/verify-otp',
        payload: { reference: res.body.data.reference, otp: res.body.data.devOtp },
      };
    },
  },
  'POST /api/auth/login-by-password': {
    call: (w) => ({
      url: '/api/auth/login-by-password',
      payload: { identifier: w.passwordUser.email, password: w.passwordUser.password },
    }),
  },
  'POST /api/auth/logout': { call: () => ({ url: '/api/auth/logout' }) },
  'GET /api/auth/frontend-config': { call: () => ({ url: '/api/auth/frontend-config' }) },
  'GET /api/auth/me': { call: () => ({ url: '/api/auth/me' }) },
  'GET /api/menu': { call: () => ({ url: '/api/menu' }) },

  // Resident.
  'GET /api/me/units': { call: () => ({ url: '/api/me/units' }) },
  'GET /api/me/unit-debts': { call: () => ({ url: '/api/me/unit-debts' }) },
  'GET /api/me/notifications': { call: () => ({ url: '/api/me/notifications' }) },
  'GET /api/me/data-export': { call: () => ({ url: '/api/me/data-export' }) },
  'GET /api/me/unit-detail/:unitId': {
    call: (w, a) => ({ url: `/api/me/unit-detail/${w.foreignOf(a).unitId}` }),
  },

  // Site administration.
  'GET /api/siteadmin/sites': { call: () => ({ url: '/api/siteadmin/sites' }) },
  'GET /api/siteadmin/blocked-phones': {
    call: () => ({ url: '/api/siteadmin/blocked-phones' }),
  },
  'POST /api/siteadmin/sites/dues-amount': {
    call: (w, a) => ({
      url: '/api/siteadmin/sites/dues-amount',
      payload: { siteId: w.foreignOf(a).siteId, monthlyAmount: 900 },
    }),
  },
  'GET /api/siteadmin/sites/:siteId/dues-rule': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/dues-rule` }),
  },
  'PUT /api/siteadmin/sites/:siteId/dues-rule': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/dues-rule`,
      payload: { mode: 'perUnit', amount: 900 },
    }),
  },
  'GET /api/siteadmin/units': {
    call: (w, a) => ({ url: `/api/siteadmin/units?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/units': {
    call: (w, a) => ({
      url: '/api/siteadmin/units',
      payload: {
        siteId: w.foreignOf(a).siteId,
        block: 'Z',
        doorNumber: `M${w.next()}`,
        squareMeters: 90,
        roomCount: 3,
      },
    }),
  },
  'GET /api/siteadmin/meetings': {
    call: (w, a) => ({ url: `/api/siteadmin/meetings?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/meetings': {
    call: (w, a) => ({
      url: '/api/siteadmin/meetings',
      payload: {
        siteId: w.foreignOf(a).siteId,
        kind: 'olaganustu',
        title: 'Olağanüstü Kurul',
        firstAt: '2027-02-06T11:00:00Z',
        firstPlace: 'Yönetim odası',
        secondAt: '2027-02-13T11:00:00Z',
        secondPlace: 'Yönetim odası',
        agenda: [{ title: 'Çatı onarımı' }],
      },
    }),
  },
  'GET /api/siteadmin/meetings/:id': {
    call: async (w, a) => {
      const [row] = await w.t.db
        .insert(meetings)
        .values({
          siteId: w.foreignOf(a).siteId,
          kind: 'olagan',
          title: 'Yetki',
          firstAt: new Date('2027-02-06T11:00:00Z'),
          firstPlace: 'Salon',
          secondAt: new Date('2027-02-13T11:00:00Z'),
          secondPlace: 'Salon',
        })
        .returning({ id: meetings.id });
      return { url: `/api/siteadmin/meetings/${row.id}` };
    },
  },
  'PUT /api/siteadmin/meetings/:id': {
    call: async (w, a) => ({
      method: 'PUT',
      url: `/api/siteadmin/meetings/${await draftMeetingOf(w, w.foreignOf(a).siteId)}`,
      payload: {
        kind: 'olaganustu',
        title: 'Olağanüstü Kurul',
        firstAt: '2027-02-06T11:00:00Z',
        firstPlace: 'Yönetim odası',
        secondAt: '2027-02-13T11:00:00Z',
        secondPlace: 'Yönetim odası',
        agenda: [{ title: 'Çatı onarımı' }],
      },
    }),
  },
  'DELETE /api/siteadmin/meetings/:id': {
    call: async (w, a) => ({
      method: 'DELETE',
      url: `/api/siteadmin/meetings/${await draftMeetingOf(w, w.foreignOf(a).siteId)}`,
    }),
  },
  'POST /api/siteadmin/meetings/:id/held': {
    // Its first session an hour ago: it may be marked held.
    call: async (w, a) => {
      const id = await calledMeetingOf(w, w.foreignOf(a).siteId);
      await w.t.db
        .update(meetings)
        .set({ firstAt: new Date(Date.now() - 3_600_000), secondAt: new Date(Date.now() + 7 * 86_400_000) })
        .where(eq(meetings.id, id));
      return { method: 'POST', url: `/api/siteadmin/meetings/${id}/held` };
    },
  },
  'POST /api/siteadmin/meetings/:id/motions': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await calledMeetingOf(w, w.foreignOf(a).siteId)}/motions`,
      payload: { session: 'second', title: 'Bahçe düzenlemesi', threshold: 'majority' },
    }),
  },
  'POST /api/siteadmin/motions/:id/votes': {
    // A second-session motion (no quorum needed) and no votes yet: every call has something to record.
    call: async (w, a) => {
      const meetingId = await calledMeetingOf(w, w.foreignOf(a).siteId);
      const [motion] = await w.t.db
        .insert(meetingMotions)
        .values({ meetingId, session: 'second', title: 'Yetki', threshold: 'majority' })
        .returning({ id: meetingMotions.id });
      return { url: `/api/siteadmin/motions/${motion.id}/votes`, payload: { votes: [] } };
    },
  },
  'GET /api/siteadmin/meetings/:id/notice-preview': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await draftMeetingOf(w, w.foreignOf(a).siteId)}/notice-preview`,
    }),
  },
  'POST /api/siteadmin/meetings/:id/call': {
    // A draft far enough ahead (MeetingNoticeDays): the site's owners are called.
    call: async (w, a) => ({ url: `/api/siteadmin/meetings/${await draftMeetingOf(w, w.foreignOf(a).siteId)}/call` }),
  },
  'GET /api/siteadmin/meetings/:id/notices': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await calledMeetingOf(w, w.foreignOf(a).siteId)}/notices`,
    }),
  },
  'GET /api/siteadmin/meetings/:id/notice.pdf': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await draftMeetingOf(w, w.foreignOf(a).siteId)}/notice.pdf`,
    }),
  },
  'GET /api/siteadmin/meetings/:id/hazirun.pdf': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await calledMeetingOf(w, w.foreignOf(a).siteId)}/hazirun.pdf?session=second`,
    }),
  },
  'GET /api/siteadmin/meetings/:id/minutes.pdf': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await calledMeetingOf(w, w.foreignOf(a).siteId)}/minutes.pdf`,
    }),
  },
  'GET /api/me/sites/:siteId/meetings': {
    // A new site none of the actors has a unit in (the demo resident owns flats at both demo
    // sites): the same 404 as an unknown site.
    call: async (w) => ({ url: `/api/me/sites/${await createSite(w.t, { name: `Kurul ${w.next()}` })}/meetings` }),
  },
  'GET /api/me/meetings/:id/minutes.pdf': {
    call: async (w) => ({
      url: `/api/me/meetings/${await calledMeetingOf(w, await createSite(w.t, { name: `Kurul ${w.next()}` }))}/minutes.pdf`,
    }),
  },
  'GET /api/siteadmin/meetings/:id/attendance': {
    call: async (w, a) => ({
      url: `/api/siteadmin/meetings/${await calledMeetingOf(w, w.foreignOf(a).siteId)}/attendance?session=first`,
    }),
  },
  'GET /api/siteadmin/motions/:id/votes': {
    call: async (w, a) => {
      const meetingId = await calledMeetingOf(w, w.foreignOf(a).siteId);
      const [motion] = await w.t.db
        .insert(meetingMotions)
        .values({ meetingId, session: 'second', title: 'Yetki', threshold: 'majority' })
        .returning({ id: meetingMotions.id });
      return { url: `/api/siteadmin/motions/${motion.id}/votes` };
    },
  },
  'PUT /api/siteadmin/meetings/:id/attendance': {
    // A called meeting of the site: the chair records an empty list (nobody came yet).
    call: async (w, a) => {
      const [row] = await w.t.db
        .insert(meetings)
        .values({
          siteId: w.foreignOf(a).siteId,
          kind: 'olagan',
          title: 'Hazirun',
          firstAt: new Date('2027-02-06T11:00:00Z'),
          firstPlace: 'Salon',
          secondAt: new Date('2027-02-13T11:00:00Z'),
          secondPlace: 'Salon',
          status: 'called',
        })
        .returning({ id: meetings.id });
      return { url: `/api/siteadmin/meetings/${row.id}/attendance`, payload: { session: 'first', entries: [] } };
    },
  },
  'GET /api/siteadmin/units/:unitId/enforcement': {
    call: async (w, a) => ({ url: `/api/siteadmin/units/${await freshUnit(w, w.foreignOf(a).siteId)}/enforcement` }),
  },
  'POST /api/siteadmin/units/:unitId/enforcement': {
    // A fresh unit each time: a second start on the same unit is a 409.
    call: async (w, a) => ({
      url: `/api/siteadmin/units/${await freshUnit(w, w.foreignOf(a).siteId)}/enforcement`,
      payload: { startedAt: '2026-01-05', office: 'İstanbul 3. İcra Dairesi', fileNo: '2026/7 E.' },
    }),
  },
  'POST /api/siteadmin/sites/:siteId/handover': {
    // A site of its own each time, with no kasa to count: the SystemAdmin's handover takes no actor's
    // site away. The new manager is an existing user linked explicitly, so no case hashes a password.
    call: async (w) => {
      const n = w.next();
      const siteId = await w.site({ name: `Devir Yetki Sitesi ${n}` });
      const email = `devir-yetki-${n}@aidat.local`;
      await w.t.db.insert(users).values({ fullName: 'Yeni Yönetici', email, role: 'Resident' });
      return {
        url: `/api/siteadmin/sites/${siteId}/handover`,
        payload: {
          newManager: { fullName: 'Yeni Yönetici', email },
          linkExisting: true,
          decisionNo: '2026/1',
          decidedAt: '2026-01-05',
          cashCount: [],
        },
      };
    },
  },
  'GET /api/siteadmin/sites/:siteId/handovers': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/handovers` }),
  },
  // The archives: of a new site of nobody's (an Admin's 403 all the same), so the SystemAdmin's
  // call does not zip a whole demo site's books.
  'GET /api/siteadmin/sites/:siteId/archive.zip': {
    call: async (w) => ({
      url: `/api/siteadmin/sites/${await w.site({ name: `Arşiv Yetki ${w.next()}` })}/archive.zip`,
    }),
  },
  'GET /api/siteadmin/handovers/:id/archive.zip': {
    call: async (w) => ({
      url: `/api/siteadmin/handovers/${await handoverOf(w, await w.site({ name: `Arşiv Yetki ${w.next()}` }))}/archive.zip`,
    }),
  },
  'GET /api/siteadmin/handovers/:id/tutanak.pdf': {
    call: async (w, a) => ({
      url: `/api/siteadmin/handovers/${await handoverOf(w, w.foreignOf(a).siteId)}/tutanak.pdf`,
    }),
  },
  'GET /api/me/handovers/:id/tutanak.pdf': {
    // A handover none of the actors took part in: 404 for all, as for an unknown one.
    call: async (w, a) => ({ url: `/api/me/handovers/${await handoverOf(w, w.foreignOf(a).siteId)}/tutanak.pdf` }),
  },
  'GET /api/siteadmin/units/:unitId/enforcement-file.pdf': {
    call: async (w, a) => ({
      url: `/api/siteadmin/units/${await freshUnit(w, w.foreignOf(a).siteId)}/enforcement-file.pdf?asOf=2026-01-31`,
    }),
  },
  'POST /api/siteadmin/units/:unitId/enforcement/end': {
    // A fresh unit under icra since January, so each call has one to end.
    call: async (w, a) => {
      const unitId = await freshUnit(w, w.foreignOf(a).siteId);
      await w.t.db.insert(unitEnforcements).values({ unitId, startedOn: '2026-01-05' });
      return {
        url: `/api/siteadmin/units/${unitId}/enforcement/end`,
        payload: { endedAt: '2026-02-01', reason: 'Borç ödendi' },
      };
    },
  },
  'PUT /api/siteadmin/units/:unitId': {
    // The unit's own labels, so a call that goes through changes no door and collides with none.
    call: async (w, a) => {
      const { unitId } = w.foreignOf(a);
      const [row] = await w.t.db
        .select({ block: units.block, doorNumber: units.doorNumber })
        .from(units)
        .where(eq(units.id, unitId));
      return {
        url: `/api/siteadmin/units/${unitId}`,
        payload: { ...row, squareMeters: 95, roomCount: 3, landShareNumerator: 18, landShareDenominator: 1256 },
      };
    },
  },
  'POST /api/siteadmin/sites/:siteId/units': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/units`,
      payload: { units: [{ block: 'Y', doorNumber: `T${w.next()}` }] },
    }),
  },
  'GET /api/siteadmin/sites/:siteId/import-template.xlsx': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/import-template.xlsx` }),
  },
  // A dry run: the call goes through without writing, so the matrix can repeat it.
  'POST /api/siteadmin/sites/:siteId/imports': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/imports?dryRun=true`,
      ...multipartFile(Buffer.from(`Blok;Daire No\nY;T${w.next()}\n`), 'kurulum.csv'),
    }),
  },
  'GET /api/siteadmin/sites/:siteId/land-shares': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/land-shares` }),
  },
  'PUT /api/siteadmin/sites/:siteId/late-fee': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/late-fee`,
      payload: { dueDay: 10, lateFeeEnabled: false, lateFeeRatePercent: 5, lateFeeFrom: '2026-01-01' },
    }),
  },
  'GET /api/siteadmin/units/:unitId/transactions': {
    call: (w, a) => ({ url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/transactions` }),
  },
  'POST /api/siteadmin/units/:unitId/payments': {
    call: (w, a) => ({
      url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/payments`,
      payload: { kind: 'aidat', amount: 12.5, description: 'Yetki denemesi', method: 'nakit' },
    }),
  },
  'PUT /api/siteadmin/units/:unitId/resident': {
    call: (w, a) => ({
      url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/resident`,
      payload: { fullName: 'Yeni Sakin', phone: phoneFor(w.next()) },
    }),
  },
  'GET /api/siteadmin/units/:unitId/parties': {
    call: (w, a) => ({ url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/parties` }),
  },
  'PUT /api/siteadmin/units/:unitId/owners': {
    call: (w, a) => ({
      url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/owners`,
      payload: {
        owners: [{ fullName: 'Yeni Malik', phone: phoneFor(w.next()), shareNumerator: 1, shareDenominator: 1 }],
      },
    }),
  },
  'POST /api/siteadmin/units/:unitId/tenant': {
    // Each call moves a tenant into another unit of the site, so a second caller never meets a 409.
    call: (w, a) => ({
      url: `/api/siteadmin/units/${w.foreignOf(a).unitIds.pop()}/tenant`,
      payload: { fullName: 'Yeni Kiracı', phone: phoneFor(w.next()), since: '2026-01-01' },
    }),
  },
  'POST /api/siteadmin/units/:unitId/tenant/move-out': {
    // A fresh unit of the site with a tenant of its own, so every caller has one to move out.
    call: async (w, a) => {
      const unitId = await freshUnit(w, w.foreignOf(a).siteId);
      const [tenant] = await w.t.db
        .insert(users)
        .values({ fullName: 'Yetki Kiracı', phone: phoneFor(w.next()), role: 'Resident' })
        .returning({ id: users.id });
      await w.t.db
        .insert(unitTenancies)
        .values({ unitId, userId: tenant.id, fullName: 'Yetki Kiracı', since: '2026-01-01' });
      return { url: `/api/siteadmin/units/${unitId}/tenant/move-out`, payload: { date: '2026-02-28' } };
    },
  },
  'POST /api/siteadmin/units/:unitId/sale': {
    call: async (w, a) => ({
      url: `/api/siteadmin/units/${await freshUnit(w, w.foreignOf(a).siteId)}/sale`,
      payload: {
        date: '2026-03-01',
        owners: [{ fullName: 'Yetki Alıcı', phone: phoneFor(w.next()), shareNumerator: 1, shareDenominator: 1 }],
      },
    }),
  },
  'GET /api/siteadmin/units/:unitId/clearance.pdf': {
    // A fresh unit owes nothing, so the letter is given to whoever may have it.
    call: async (w, a) => ({ url: `/api/siteadmin/units/${await freshUnit(w, w.foreignOf(a).siteId)}/clearance.pdf` }),
  },
  'GET /api/siteadmin/units/:unitId/final-statements/:id': {
    // A final statement of a fresh unit of the site, as a sale keeps it.
    call: async (w, a) => {
      const unitId = await freshUnit(w, w.foreignOf(a).siteId);
      const given = { party: 'owners', from: '2026-01-01', to: '2026-01-31', items: [], payments: [], balance: 0 };
      const [statement] = await w.t.db
        .insert(finalStatements)
        .values({ unitId, party: 'owners', fromDay: given.from, toDay: given.to, balanceKurus: 0, statement: given })
        .returning({ id: finalStatements.id });
      return { url: `/api/siteadmin/units/${unitId}/final-statements/${statement.id}` };
    },
  },
  'GET /api/me/units/:unitId/account': {
    call: (w, a) => ({ url: `/api/me/units/${w.foreignOf(a).unitId}/account` }),
  },
  'GET /api/me/final-statements': { call: () => ({ url: '/api/me/final-statements' }) },
  'GET /api/me/tickets': { call: () => ({ url: '/api/me/tickets' }) },
  'POST /api/me/tickets': {
    call: (w, a) => ({
      url: '/api/me/tickets',
      payload: {
        unitId: w.foreignOf(a).unitId,
        category: 'asansor',
        title: 'Asansör çalışmıyor',
        description: 'B blok',
      },
    }),
  },
  'GET /api/me/tickets/:id': {
    call: async (w, a) => ({ url: `/api/me/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}` }),
  },
  'POST /api/me/tickets/:id/rating': {
    call: async (w, a) => ({
      url: `/api/me/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}/rating`,
      payload: { rating: 5 },
    }),
  },
  'POST /api/me/tickets/:id/attachments': {
    call: async (w, a) => ({
      url: `/api/me/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}/attachments`,
      ...multipartFile(SAMPLE_FILES.png, 'foto.png'),
    }),
  },
  'GET /api/me/tickets/:id/attachments/:attachmentId': {
    call: async (w, a) => {
      const { ticketId, attachmentId } = await ticketFileOf(w, w.foreignOf(a).siteId);
      return { url: `/api/me/tickets/${ticketId}/attachments/${attachmentId}` };
    },
  },
  'POST /api/siteadmin/tickets/:id/attachments': {
    call: async (w, a) => ({
      url: `/api/siteadmin/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}/attachments`,
      ...multipartFile(SAMPLE_FILES.png, 'foto.png'),
    }),
  },
  'GET /api/siteadmin/tickets/:id/attachments/:attachmentId': {
    call: async (w, a) => {
      const { ticketId, attachmentId } = await ticketFileOf(w, w.foreignOf(a).siteId);
      return { url: `/api/siteadmin/tickets/${ticketId}/attachments/${attachmentId}` };
    },
  },
  'GET /api/me/ticket-notices': { call: () => ({ url: '/api/me/ticket-notices' }) },
  'POST /api/me/ticket-notices/:id/read': {
    call: async (w, a) => ({
      method: 'POST',
      url: `/api/me/ticket-notices/${await ticketNoticeOf(w, w.foreignOf(a).siteId)}/read`,
    }),
  },
  'GET /api/me/sites/:siteId/tickets/stats': {
    call: async (w) => ({ url: `/api/me/sites/${await siteWithoutResidents(w)}/tickets/stats` }),
  },
  'GET /api/siteadmin/sites/:siteId/tickets/stats': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/tickets/stats` }),
  },
  'GET /api/siteadmin/tickets': {
    call: (w, a) => ({ url: `/api/siteadmin/tickets?siteId=${w.foreignOf(a).siteId}&status=open` }),
  },
  'POST /api/siteadmin/tickets': {
    call: (w, a) => ({
      url: '/api/siteadmin/tickets',
      payload: { siteId: w.foreignOf(a).siteId, category: 'bahce', title: 'Çimler', description: 'Biçilmeli' },
    }),
  },
  'GET /api/siteadmin/tickets/:id': {
    call: async (w, a) => ({ url: `/api/siteadmin/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}` }),
  },
  'PATCH /api/siteadmin/tickets/:id': {
    // A fresh ticket each call, so a change by one caller never makes the next one a 409.
    call: async (w, a) => ({
      url: `/api/siteadmin/tickets/${await ticketOf(w, w.foreignOf(a).siteId)}`,
      payload: { status: 'assigned', assignee: { kind: 'staff', name: 'Kapıcı Ali' }, dueDate: '2099-01-01' },
    }),
  },
  'DELETE /api/siteadmin/units/:unitId/resident': {
    call: (w, a) => ({ url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/resident` }),
  },
  'POST /api/siteadmin/transactions/:id/reverse': {
    // Each call reverses another row, so a successful reversal never makes the next call a 409.
    call: (w, a) => ({
      url: `/api/siteadmin/transactions/${w.foreignOf(a).paymentIds.pop()}/reverse`,
      payload: { reason: 'Yetki denemesi' },
    }),
  },
  'GET /api/siteadmin/additional-charges': {
    call: (w, a) => ({ url: `/api/siteadmin/additional-charges?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/additional-charges': {
    call: (w, a) => ({
      url: '/api/siteadmin/additional-charges',
      payload: { siteId: w.foreignOf(a).siteId, title: `Yetki ${w.next()}`, amountPerUnit: 10 },
    }),
  },
  'POST /api/siteadmin/additional-charges/:id/reverse': {
    // A fresh ek bütçe of the other site each call, so a call that goes through undoes one of its own.
    call: async (w, a) => {
      const { siteId } = w.foreignOf(a);
      const [charge] = await w.t.db
        .insert(additionalCharges)
        .values({ siteId, title: `Geri Al ${w.next()}`, amountPerUnitKurus: 1000 })
        .returning({ id: additionalCharges.id });
      return { url: `/api/siteadmin/additional-charges/${charge.id}/reverse`, payload: { reason: 'Yetki denemesi' } };
    },
  },
  'GET /api/siteadmin/sites/:siteId/card-payments': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/card-payments` }),
  },
  'PUT /api/siteadmin/sites/:siteId/card-payments': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/card-payments`,
      payload: { enabled: true, commissionRatePercent: 1.75 },
    }),
  },
  'GET /api/siteadmin/sites/:siteId/card-payments/checkouts': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/card-payments/checkouts?status=pending` }),
  },
  'POST /api/me/units/:unitId/card-payments': {
    call: (w, a) => ({ url: `/api/me/units/${w.foreignOf(a).unitId}/card-payments`, payload: { chargeIds: [1] } }),
  },
  'GET /api/me/card-payments/:id': {
    call: async (w, a) => ({
      url: `/api/me/card-payments/${(await cardCheckoutOf(w, w.foreignOf(a).siteId, w.foreignOf(a).unitId)).id}`,
    }),
  },
  'POST /api/payments/callback/:provider': {
    // No session: the fake provider's signed callback of a fresh checkout, declined (nothing to post).
    call: async (w, a) => {
      const { orderId } = await cardCheckoutOf(w, w.foreignOf(a).siteId, w.foreignOf(a).unitId);
      return {
        url: '/api/payments/callback/fake',
        payload: signedFakeCallback(w.t.app.config.payment.fakeSecret, {
          orderId,
          status: 'failed',
          paidAmount: 0,
          commission: 0,
        }),
      };
    },
  },
  'GET /api/siteadmin/accounts': {
    call: (w, a) => ({ url: `/api/siteadmin/accounts?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/accounts': {
    call: (w, a) => ({
      url: '/api/siteadmin/accounts',
      payload: {
        siteId: w.foreignOf(a).siteId,
        name: `Yetki Hesabı ${w.next()}`,
        kind: 'banka',
        iban: 'TR87 0001 0009 1234 5678 9050 01',
        openingBalance: 100,
        openingDate: '2025-01-01',
      },
    }),
  },
  'GET /api/siteadmin/accounts/:id/movements': {
    call: async (w, a) => {
      const [accountId] = await accountsOf(w, w.foreignOf(a).siteId);
      return { url: `/api/siteadmin/accounts/${accountId}/movements?from=2025-01-01&page=1&pageSize=20` };
    },
  },
  'POST /api/siteadmin/transfers': {
    call: async (w, a) => {
      const [fromAccountId, toAccountId] = await accountsOf(w, w.foreignOf(a).siteId);
      return {
        url: '/api/siteadmin/transfers',
        payload: { fromAccountId, toAccountId, amount: 25, date: today().toISOString(), description: 'Yetki denemesi' },
      };
    },
  },
  'POST /api/siteadmin/transfers/:id/reverse': {
    call: async (w, a) => {
      const { siteId } = w.foreignOf(a);
      const [fromAccountId, toAccountId] = await accountsOf(w, siteId);
      const [row] = await w.t.db
        .insert(accountTransfers)
        .values({ siteId, fromAccountId, toAccountId, amountKurus: 2500, occurredAt: new Date(), description: 'Yetki' })
        .returning({ id: accountTransfers.id });
      return { url: `/api/siteadmin/transfers/${row.id}/reverse`, payload: { reason: 'Yetki denemesi' } };
    },
  },
  'GET /api/siteadmin/expense-categories': {
    call: (w, a) => ({ url: `/api/siteadmin/expense-categories?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/expense-categories': {
    call: (w, a) => ({
      url: '/api/siteadmin/expense-categories',
      payload: { siteId: w.foreignOf(a).siteId, name: `Yetki Kategorisi ${w.next()}` },
    }),
  },
  'GET /api/siteadmin/expenses': {
    call: (w, a) => ({ url: `/api/siteadmin/expenses?siteId=${w.foreignOf(a).siteId}&page=1&pageSize=20` }),
  },
  'POST /api/siteadmin/expenses': {
    call: async (w, a) => {
      const { siteId } = w.foreignOf(a);
      const [accountId] = await accountsOf(w, siteId);
      const [category] = await w.t.db
        .select({ id: expenseCategories.id })
        .from(expenseCategories)
        .where(eq(expenseCategories.siteId, siteId))
        .limit(1);
      return {
        url: '/api/siteadmin/expenses',
        payload: {
          siteId,
          accountId,
          categoryId: category.id,
          date: today().toISOString(),
          amount: 12.5,
          description: 'Yetki gideri',
        },
      };
    },
  },
  'POST /api/siteadmin/expenses/:id/reverse': {
    call: async (w, a) => ({
      url: `/api/siteadmin/expenses/${await expenseOf(w, w.foreignOf(a).siteId)}/reverse`,
      payload: { reason: 'Yetki denemesi' },
    }),
  },
  'POST /api/siteadmin/expenses/:id/attachments': {
    call: async (w, a) => ({
      url: `/api/siteadmin/expenses/${await expenseOf(w, w.foreignOf(a).siteId)}/attachments`,
      ...multipartFile(SAMPLE_FILES.pdf, 'fatura.pdf'),
    }),
  },
  'GET /api/siteadmin/expenses/:id/attachments/:attachmentId': {
    call: async (w, a) => {
      const { expenseId, attachmentId } = await attachmentOf(w, w.foreignOf(a).siteId);
      return { url: `/api/siteadmin/expenses/${expenseId}/attachments/${attachmentId}` };
    },
  },
  'GET /api/me/sites/:siteId/expenses/:id/attachments/:attachmentId': {
    call: async (w) => {
      const siteId = await siteWithoutResidents(w);
      await setUpSiteBooks(w.t.db, siteId);
      const { expenseId, attachmentId } = await attachmentOf(w, siteId);
      return { url: `/api/me/sites/${siteId}/expenses/${expenseId}/attachments/${attachmentId}` };
    },
  },
  'POST /api/siteadmin/accounts/:id/statement-imports': {
    call: async (w, a) => ({
      url: `/api/siteadmin/accounts/${await bankAccountOf(w, w.foreignOf(a).siteId)}/statement-imports?preset=akbank`,
      ...multipartFile(STATEMENT_CSV, 'ekstre.csv'),
    }),
  },
  'GET /api/siteadmin/statement-imports/:id': {
    call: async (w, a) => {
      const { siteId, unitId } = w.foreignOf(a);
      const { importId } = await statementImportOf(w, siteId, unitId);
      return { url: `/api/siteadmin/statement-imports/${importId}` };
    },
  },
  'POST /api/siteadmin/statement-imports/:id/confirm': {
    call: async (w, a) => {
      const { siteId, unitId } = w.foreignOf(a);
      const { importId, rowId } = await statementImportOf(w, siteId, unitId);
      return { url: `/api/siteadmin/statement-imports/${importId}/confirm`, payload: { rows: [{ rowId }] } };
    },
  },
  'GET /api/siteadmin/payments/:id/receipt.pdf': {
    call: async (w, a) => {
      const { siteId, unitId } = w.foreignOf(a);
      return { url: `/api/siteadmin/payments/${await paymentOf(w, siteId, unitId)}/receipt.pdf` };
    },
  },
  'GET /api/me/payments/:id/receipt.pdf': {
    call: async (w) => {
      const siteId = await siteWithoutResidents(w);
      await setUpSiteBooks(w.t.db, siteId);
      const unitId = await w.unit({ siteId, block: 'Z', doorNumber: String(w.next()) });
      return { url: `/api/me/payments/${await paymentOf(w, siteId, unitId)}/receipt.pdf` };
    },
  },
  'GET /api/receipts/verify': {
    call: async (w, a) => {
      const { siteId, unitId } = w.foreignOf(a);
      const id = await paymentOf(w, siteId, unitId);
      const [row] = await w.t.db
        .select({
          year: ledgerTransactions.receiptYear,
          no: ledgerTransactions.receiptNo,
          code: ledgerTransactions.receiptCode,
        })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, id));
      const number = `${row.year}-${String(row.no).padStart(6, '0')}`;
      return { url: `/api/receipts/verify?siteId=${siteId}&number=${number}&code=${row.code}` };
    },
  },
  'GET /api/siteadmin/units/:unitId/statement.pdf': {
    call: (w, a) => ({ url: `/api/siteadmin/units/${w.foreignOf(a).unitId}/statement.pdf?from=2026-01-01` }),
  },
  'GET /api/me/units/:unitId/statement.pdf': {
    call: (w, a) => ({ url: `/api/me/units/${w.foreignOf(a).unitId}/statement.pdf?from=2026-01-01` }),
  },
  'GET /api/siteadmin/sites/:siteId/debtors': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/debtors?minMonthsOverdue=0` }),
  },
  'GET /api/siteadmin/sites/:siteId/debtors.xlsx': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/debtors.xlsx` }),
  },
  'GET /api/siteadmin/sites/:siteId/debtors.csv': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/debtors.csv` }),
  },
  'GET /api/siteadmin/sites/:siteId/ledger.xlsx': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/ledger.xlsx?from=2026-01-01&to=2026-01-31`,
    }),
  },
  'GET /api/siteadmin/sites/:siteId/reports/monthly': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/reports/monthly?month=2026-01` }),
  },
  'GET /api/siteadmin/sites/:siteId/reports/monthly.pdf': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/reports/monthly.pdf?month=2026-01` }),
  },
  'GET /api/me/sites/:siteId/reports/monthly.pdf': {
    call: async (w) => ({ url: `/api/me/sites/${await siteWithoutResidents(w)}/reports/monthly.pdf?month=2026-01` }),
  },
  'GET /api/me/sites/:siteId/reports/monthly': {
    call: async (w) => ({ url: `/api/me/sites/${await siteWithoutResidents(w)}/reports/monthly?month=2026-01` }),
  },
  'GET /api/me/sites/:siteId/expenses': {
    call: async (w) => ({ url: `/api/me/sites/${await siteWithoutResidents(w)}/expenses?page=1` }),
  },
  'GET /api/siteadmin/budgets': {
    call: (w, a) => ({ url: `/api/siteadmin/budgets?siteId=${w.foreignOf(a).siteId}` }),
  },
  'GET /api/siteadmin/budgets/draft-from-actuals': {
    call: (w, a) => ({
      url: `/api/siteadmin/budgets/draft-from-actuals?siteId=${w.foreignOf(a).siteId}&periodStart=2026-01`,
    }),
  },
  'POST /api/siteadmin/budgets': {
    call: (w, a) => ({
      url: '/api/siteadmin/budgets',
      payload: { siteId: w.foreignOf(a).siteId, periodStart: '2027-01', lines: [] },
    }),
  },
  'PUT /api/siteadmin/budgets/:id': {
    call: async (w, a) => ({
      url: `/api/siteadmin/budgets/${await budgetOf(w, w.foreignOf(a).siteId)}`,
      payload: { lines: [] },
    }),
  },
  'POST /api/siteadmin/budgets/:id/serve': {
    call: async (w, a) => ({
      url: `/api/siteadmin/budgets/${await budgetOf(w, w.foreignOf(a).siteId)}/serve`,
      payload: { servedAt: '2026-01-05' },
    }),
  },
  'POST /api/siteadmin/budgets/:id/approve': {
    call: async (w, a) => ({
      url: `/api/siteadmin/budgets/${await budgetOf(w, w.foreignOf(a).siteId, 'served')}/approve`,
      payload: { decisionNo: 'K-1', decidedAt: '2026-01-10' },
    }),
  },
  'GET /api/siteadmin/budgets/:id/actuals': {
    call: async (w, a) => ({ url: `/api/siteadmin/budgets/${await budgetOf(w, w.foreignOf(a).siteId)}/actuals` }),
  },
  'GET /api/siteadmin/budgets/:id/budget.pdf': {
    call: async (w, a) => ({ url: `/api/siteadmin/budgets/${await budgetOf(w, w.foreignOf(a).siteId)}/budget.pdf` }),
  },
  'GET /api/me/sites/:siteId/budget': {
    call: async (w) => ({ url: `/api/me/sites/${await siteWithoutResidents(w)}/budget` }),
  },
  'GET /api/siteadmin/sites/:siteId/collections': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/collections` }),
  },
  'POST /api/siteadmin/payments/batch': {
    call: async (w, a) => {
      const { siteId, unitId, additionalChargeId } = w.foreignOf(a);
      const [accountId] = await accountsOf(w, siteId);
      return {
        url: '/api/siteadmin/payments/batch',
        payload: {
          siteId,
          accountId,
          method: 'havale',
          date: today().toISOString(),
          items: [
            { unitId, kind: 'aidat', amount: 12.5, description: 'Yetki denemesi' },
            { unitId, kind: 'ekbutce', additionalChargeId, amount: 5 },
          ],
        },
      };
    },
  },
  'POST /api/siteadmin/sites/:siteId/sms-campaigns/preview': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/sms-campaigns/preview`,
      payload: { kind: 'announcement', notificationId: w.foreignOf(a).notificationId },
    }),
  },
  'POST /api/siteadmin/sites/:siteId/sms-campaigns': {
    call: (w, a) => ({
      url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/sms-campaigns`,
      payload: { kind: 'announcement', notificationId: w.foreignOf(a).notificationId },
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  'GET /api/siteadmin/sites/:siteId/sms-campaigns': {
    call: (w, a) => ({ url: `/api/siteadmin/sites/${w.foreignOf(a).siteId}/sms-campaigns` }),
  },
  'GET /api/siteadmin/sites/:siteId/sms-campaigns/:id': {
    call: async (w, a) => {
      const { siteId } = w.foreignOf(a);
      const [row] = await w.t.db
        .insert(smsCampaigns)
        .values({ siteId, kind: 'debtReminder', monthsOverdueMoreThan: 1, pricePerMessageKurus: 20 })
        .returning({ id: smsCampaigns.id });
      return { url: `/api/siteadmin/sites/${siteId}/sms-campaigns/${row.id}` };
    },
  },
  'GET /api/siteadmin/notifications': {
    call: (w, a) => ({ url: `/api/siteadmin/notifications?siteId=${w.foreignOf(a).siteId}` }),
  },
  'POST /api/siteadmin/notifications': {
    call: (w, a) => ({
      url: '/api/siteadmin/notifications',
      payload: { siteId: w.foreignOf(a).siteId, title: 'Duyuru', message: 'Yetki denemesi' },
    }),
  },
  'PUT /api/siteadmin/notifications/:id': {
    call: (w, a) => ({
      url: `/api/siteadmin/notifications/${w.foreignOf(a).notificationId}`,
      payload: { title: 'Değişti', message: 'Yetki denemesi', startDate: today().toISOString(), endDate: inDays(3) },
    }),
  },
  'DELETE /api/siteadmin/notifications/:id': {
    // A notification of its own, so deleting it leaves the one the other calls use.
    call: async (w, a) => {
      const { siteId } = w.foreignOf(a);
      const rows = await w.t.db.execute(
        sql`insert into notifications (site_id, title, message, start_date, end_date) values (${siteId}, 'Silinecek', 'x', now(), now() + interval '1 day') returning id`,
      );
      return { url: `/api/siteadmin/notifications/${(rows as unknown as { rows: Array<{ id: number }> }).rows[0].id}` };
    },
  },
  'PATCH /api/notifications/:id/toggle': {
    call: (w, a) => ({
      url: `/api/notifications/${w.foreignOf(a).notificationId}/toggle`,
      payload: { isActive: false },
    }),
  },
  'POST /api/siteadmin/unblock-phone/:id': {
    call: async (w, a) => {
      await setBlocked(w.t, w.foreignOf(a).residentId, true);
      return { url: `/api/siteadmin/unblock-phone/${w.foreignOf(a).residentId}` };
    },
  },
  'GET /api/siteadmin/user-history/:userId': {
    call: (w, a) => ({ url: `/api/siteadmin/user-history/${w.foreignOf(a).residentId}` }),
  },

  // System administration.
  'GET /api/system/blocked-phones': { call: () => ({ url: '/api/system/blocked-phones' }) },
  'POST /api/system/block-phone/:id': {
    call: async (w, a) => {
      await setBlocked(w.t, w.foreignOf(a).residentId, false);
      return { url: `/api/system/block-phone/${w.foreignOf(a).residentId}` };
    },
  },
  'POST /api/system/unblock-phone/:id': {
    call: async (w, a) => {
      await setBlocked(w.t, w.foreignOf(a).residentId, true);
      return { url: `/api/system/unblock-phone/${w.foreignOf(a).residentId}` };
    },
  },
  'GET /api/system/user-history/:userId': {
    call: (w, a) => ({ url: `/api/system/user-history/${w.foreignOf(a).residentId}` }),
  },
  'GET /api/system/user-login-history/:userId': {
    call: (w) => ({ url: `/api/system/user-login-history/${w.userIds.resident}` }),
  },
  'GET /api/system/users': { call: () => ({ url: '/api/system/users' }) },
  'GET /api/system/sites': { call: () => ({ url: '/api/system/sites' }) },
  'POST /api/system/sites': {
    call: (w) => ({
      url: '/api/system/sites',
      payload: {
        name: `Yetki Sitesi ${w.next()}`,
        address: 'Test Cad. 1',
        blockCount: 1,
        unitCount: 4,
        monthlyDuesAmount: 500,
      },
    }),
  },
  'POST /api/system/sites/:siteId/admins': {
    call: (w, a) => {
      const n = w.next();
      const { siteId } = w.foreignOf(a);
      return {
        url: `/api/system/sites/${siteId}/admins`,
        payload: { siteId, fullName: 'Yetki Yöneticisi', email: `yetki-${n}@aidat.local`, password: 'Guvenli123' },
      };
    },
  },
  'GET /api/system/configurations': { call: () => ({ url: '/api/system/configurations' }) },
  'POST /api/system/configurations': {
    call: (w) => ({ url: '/api/system/configurations', payload: { key: `Yetki${w.next()}`, value: '1' } }),
  },
  'GET /api/system/configurations/history': {
    call: () => ({ url: '/api/system/configurations/history' }),
  },
  'GET /api/system/configurations/:key/history': {
    call: (w) => ({ url: `/api/system/configurations/${w.configKey}/history` }),
  },
  'PUT /api/system/configurations/:key': {
    call: (w) => ({ url: `/api/system/configurations/${w.configKey}`, payload: { value: `v${w.next()}` } }),
  },
  'DELETE /api/system/configurations/:key': {
    call: async (w) => {
      const key = `Silinecek${w.next()}`;
      await w.t.db.execute(sql`insert into configurations (key, value) values (${key}, 'x')`);
      return { url: `/api/system/configurations/${key}` };
    },
  },
  'GET /api/system/cache/status': { call: () => ({ url: '/api/system/cache/status' }) },
  'POST /api/system/cache/clear': { call: () => ({ url: '/api/system/cache/clear' }) },
  'GET /api/system/menus': { call: () => ({ url: '/api/system/menus' }) },
  'POST /api/system/menus': {
    call: (w) => ({ url: '/api/system/menus', payload: { label: 'Yetki', path: `/yetki-${w.next()}` } }),
  },
  'GET /api/system/menus/history': { call: () => ({ url: '/api/system/menus/history' }) },
  'GET /api/system/menus/:id/history': {
    call: (w) => ({ url: `/api/system/menus/${w.menuId}/history` }),
  },
  'POST /api/system/menus/cache/refresh': {
    call: () => ({ url: '/api/system/menus/cache/refresh' }),
  },
  'PUT /api/system/menus/:id': {
    call: (w) => ({
      url: `/api/system/menus/${w.menuId}`,
      payload: { label: 'Güvenlik', path: '/guvenlik', roles: 'SystemAdmin' },
    }),
  },
  'DELETE /api/system/menus/:id': {
    call: async (w) => {
      const [row] = await w.t.db
        .insert(menus)
        .values({ label: 'Silinecek', path: '/silinecek' })
        .returning({ id: menus.id });
      return { url: `/api/system/menus/${row.id}` };
    },
  },
};

/** A reference no code was ever issued for (public sign-in calls in the fuzz tests). */
export const unknownReference = () => randomUUID();
