import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteAdmin, createUnit, demoSiteIds, demoUnitId, freshPhone } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { ticketEvents, tickets, users } from '../../db/schema/index.js';
import { closeResolvedTickets } from './public.js';

// Arıza and talep tickets (PRODUCT.md §17): Mehmet (resident and owner of Güneş A/5) opens one, the
// manager Ayşe works it forward; Deniz's manager and other residents reach nothing of it.

let t: TestContext;
let ayse: string;
let mehmet: string;
let denizAdmin: string;
let ids: { gunes: number; deniz: number };
let a5: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  ayse = await t.login('ayse');
  mehmet = await t.login('mehmet');
  denizAdmin = (await createSiteAdmin(t, ids.deniz)).cookie;
  a5 = await demoUnitId(t, ids.gunes, 'A', '5');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: string, payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) });
const open = (as = mehmet, over: object = {}) =>
  call('POST', '/api/me/tickets', as, {
    unitId: a5,
    category: 'asansor',
    title: 'Asansör 3. katta duruyor',
    description: 'Kapısı açılmıyor.',
    ...over,
  });
const patch = (id: number, payload: object, as = ayse) => call('PATCH', `/api/siteadmin/tickets/${id}`, as, payload);

describe('POST /api/me/tickets', () => {
  it('opens a ticket for the caller’s unit with its first event, and lists it as theirs', async () => {
    const res = await open();
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      siteId: ids.gunes,
      unitId: a5,
      category: 'asansor',
      status: 'open',
      dueDate: null,
      assignee: null,
      isOverdue: false,
      events: [{ type: 'opened', status: 'open', by: 'Mehmet Demir' }],
    });
    const mine = await call('GET', '/api/me/tickets', mehmet);
    expect(mine.body.data.map((x: { id: number }) => x.id)).toContain(res.body.data.id);
  });

  it('refuses a unit that is not the caller’s as unknown, and bad input naming the field', async () => {
    const b2 = await demoUnitId(t, ids.gunes, 'B', '2');
    const notTheirs = await open(mehmet, { unitId: b2 });
    expect(notTheirs.statusCode).toBe(404);
    const unknown = await open(mehmet, { unitId: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(notTheirs.body.message).toBe(unknown.body.message);
    const category = await open(mehmet, { category: 'yangin' });
    expect([category.statusCode, category.body.details?.field]).toEqual([400, 'category']);
    const title = await open(mehmet, { title: 'x'.repeat(201) });
    expect([title.statusCode, title.body.details?.field]).toEqual([400, 'title']);
    const empty = await open(mehmet, { description: '   ' });
    expect([empty.statusCode, empty.body.details?.field]).toEqual([400, 'description']);
  });

  it('lets a tenant who does not live there as the resident open one for the flat they rent', async () => {
    const unitId = await createUnit(t, { siteId: ids.gunes, block: 'T', doorNumber: '1' });
    const phone = freshPhone();
    const moveIn = await call('POST', `/api/siteadmin/units/${unitId}/tenant`, ayse, {
      fullName: 'Kira Cı',
      phone,
      since: '2026-01-01',
    });
    expect(moveIn.statusCode).toBe(201);
    const [tenant] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const res = await open(await t.login(tenant.id), { unitId });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/me/tickets/:id', () => {
  it('shows the opener their ticket and anyone else the same 404 as an unknown one', async () => {
    const id = (await open()).body.data.id;
    expect((await call('GET', `/api/me/tickets/${id}`, mehmet)).statusCode).toBe(200);
    const other = await call('GET', `/api/me/tickets/${id}`, ayse);
    const unknown = await call('GET', '/api/me/tickets/99999999', mehmet);
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.body.message).toBe('Talep bulunamadı.');
  });
});

describe('PATCH /api/siteadmin/tickets/:id', () => {
  it('assigns, sets the due day, moves forward to resolved and closed, one event per change, seen by the opener', async () => {
    const id = (await open()).body.data.id;
    const assigned = await patch(id, {
      assignee: { kind: 'vendor', name: 'Yıldız Asansör', phone: '0532 111 22 33' },
      dueDate: '2099-01-10',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.data).toMatchObject({
      status: 'assigned',
      dueDate: '2099-01-10',
      assignee: { kind: 'vendor', name: 'Yıldız Asansör', phone: '+905321112233' },
    });
    expect((await patch(id, { status: 'in_progress', note: 'Parça sipariş edildi.' })).body.data.status).toBe(
      'in_progress',
    );
    expect((await patch(id, { status: 'resolved' })).body.data.status).toBe('resolved');
    const closed = await patch(id, { status: 'closed' });
    expect(closed.body.data.status).toBe('closed');
    const seen = (await call('GET', `/api/me/tickets/${id}`, mehmet)).body.data;
    expect(
      seen.events.map((e: { type: string; status: string; note: string | null }) => [e.type, e.status, e.note]),
    ).toEqual([
      ['opened', 'open', null],
      ['assigned', 'assigned', 'Yıldız Asansör'],
      ['due_date', 'assigned', '2099-01-10'],
      ['status', 'assigned', null],
      ['status', 'in_progress', 'Parça sipariş edildi.'],
      ['status', 'resolved', null],
      ['status', 'closed', null],
    ]);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row.resolvedAt).not.toBeNull();
  });

  it('refuses a change of a closed or rejected ticket, a step back, a rejection without a note and a due day before the report', async () => {
    const id = (await open()).body.data.id;
    const noNote = await patch(id, { status: 'rejected' });
    expect([noNote.statusCode, noNote.body.details?.field]).toEqual([400, 'note']);
    const early = await patch(id, { dueDate: '2020-01-01' });
    expect([early.statusCode, early.body.details?.field]).toEqual([400, 'dueDate']);
    const nothing = await patch(id, {});
    expect(nothing.statusCode).toBe(400);
    expect((await patch(id, { status: 'resolved' })).statusCode).toBe(200);
    const back = await patch(id, { status: 'in_progress' });
    expect(back.statusCode).toBe(409);
    expect(back.body.message).toBe('Talep “Çözüldü” durumundan “İşlemde” durumuna geçemez.');

    const other = (await open()).body.data.id;
    expect((await patch(other, { status: 'rejected', note: 'Site yönetiminin işi değil.' })).statusCode).toBe(200);
    const events = await t.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, other));
    const after = await patch(other, { note: 'Bir not daha' });
    expect(after.statusCode).toBe(409);
    expect(after.body.message).toBe('Kapatılmış ya da reddedilmiş bir talep değiştirilemez.');
    expect(await t.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, other))).toHaveLength(events.length);
  });

  it('is for the site’s managers only: another site’s Admin is refused and nothing changes', async () => {
    const id = (await open()).body.data.id;
    const res = await patch(id, { status: 'assigned' }, denizAdmin);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row.status).toBe('open');
  });
});

describe('GET, POST /api/siteadmin/tickets', () => {
  it('opens one on someone’s behalf with a past report day, and lists the site’s tickets filtered and paged, overdue marked', async () => {
    const phoned = await call('POST', '/api/siteadmin/tickets', ayse, {
      siteId: ids.gunes,
      category: 'bahce',
      title: 'Bahçe sulaması bozuk',
      description: 'Kapıcının turunda görüldü.',
      reportedAt: '2026-01-05',
    });
    expect(phoned.statusCode).toBe(201);
    expect(phoned.body.data).toMatchObject({ unitId: null, reportedAt: '2026-01-04T21:00:00.000Z' });
    const late = await patch(phoned.body.data.id, { dueDate: '2026-01-20' });
    expect(late.body.data.isOverdue).toBe(true);

    const future = await call('POST', '/api/siteadmin/tickets', ayse, {
      siteId: ids.gunes,
      category: 'bahce',
      title: 'x',
      description: 'y',
      reportedAt: '2099-01-01',
    });
    expect([future.statusCode, future.body.details?.field]).toEqual([400, 'reportedAt']);
    const denizUnit = await demoUnitId(t, ids.deniz, 'C', '1');
    const wrongUnit = await call('POST', '/api/siteadmin/tickets', ayse, {
      siteId: ids.gunes,
      unitId: denizUnit,
      category: 'bahce',
      title: 'x',
      description: 'y',
    });
    expect(wrongUnit.statusCode).toBe(403);

    const list = await call('GET', `/api/siteadmin/tickets?siteId=${ids.gunes}&category=bahce&overdue=true`, ayse);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.data.map((x: { id: number }) => x.id)).toEqual([phoned.body.data.id]);
    expect(list.body.data).toMatchObject({ page: 1, totalCount: 1, totalPages: 1 });
    const page = await call('GET', `/api/siteadmin/tickets?siteId=${ids.gunes}&pageSize=2&page=1`, ayse);
    expect(page.body.data.data).toHaveLength(2);
    expect(page.body.data.totalCount).toBeGreaterThan(2);
    const foreign = await call('GET', `/api/siteadmin/tickets?siteId=${ids.gunes}`, denizAdmin);
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/me/tickets/:id/rating', () => {
  it('takes the opener’s rating once after resolution: 409 before it and a second time; 1–5 only', async () => {
    const id = (await open()).body.data.id;
    const rate = (payload: object, as = mehmet) => call('POST', `/api/me/tickets/${id}/rating`, as, payload);
    const early = await rate({ rating: 5 });
    expect([early.statusCode, early.body.message]).toEqual([409, 'Talep çözülmeden değerlendirilemez.']);
    expect((await patch(id, { status: 'resolved' })).statusCode).toBe(200);
    const bad = await rate({ rating: 6 });
    expect([bad.statusCode, bad.body.details?.field]).toEqual([400, 'rating']);
    expect((await rate({ rating: 4 }, ayse)).statusCode).toBe(404);
    const rated = await rate({ rating: 4, comment: 'Hızlı çözüldü.' });
    expect(rated.statusCode).toBe(200);
    expect(rated.body.data.rating).toBe(4);
    const again = await rate({ rating: 1 });
    expect([again.statusCode, again.body.message]).toEqual([409, 'Bu talep zaten değerlendirildi.']);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, id));
    expect([row.rating, row.ratingComment]).toEqual([4, 'Hızlı çözüldü.']);
  });
});

describe('ticket statistics', () => {
  it('counts a site’s tickets by status and category with the average days to resolve, for its managers and residents, naming nobody', async () => {
    const siteId = (await call('GET', '/api/siteadmin/sites', ayse)).body.data.find(
      (s: { id: number }) => s.id === ids.gunes,
    ).id;
    const id = (await open(mehmet, { category: 'temizlik' })).body.data.id;
    // Reported two days ago, resolved now: two days to resolve.
    await t.db
      .update(tickets)
      .set({ reportedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(tickets.id, id));
    expect((await patch(id, { status: 'resolved' })).statusCode).toBe(200);
    const manager = await call('GET', `/api/siteadmin/sites/${siteId}/tickets/stats`, ayse);
    expect(manager.statusCode).toBe(200);
    const stats = manager.body.data;
    const all = await t.db.select().from(tickets).where(eq(tickets.siteId, siteId));
    expect(stats.closed).toBe(all.filter((x) => x.status === 'closed').length);
    expect(stats.rejected).toBe(all.filter((x) => x.status === 'rejected').length);
    expect(stats.byCategory.find((c: { category: string }) => c.category === 'temizlik')).toEqual({
      category: 'temizlik',
      open: 1,
      closed: 0,
    });
    expect(stats.averageResolutionDays).toBeGreaterThan(0);
    const resident = await call('GET', `/api/me/sites/${siteId}/tickets/stats`, mehmet);
    expect(resident.body.data).toEqual(stats);
    expect(JSON.stringify(resident.body.data)).not.toMatch(/Mehmet|Asansör 3/);
    expect((await call('GET', `/api/siteadmin/sites/${siteId}/tickets/stats`, denizAdmin)).statusCode).toBe(403);
  });
});

describe('closing resolved tickets after TicketAutoCloseDays', () => {
  it('closes a ticket resolved longer ago than the setting, with its event, and leaves a recent one', async () => {
    const old = (await open()).body.data.id;
    const recent = (await open()).body.data.id;
    for (const id of [old, recent]) expect((await patch(id, { status: 'resolved' })).statusCode).toBe(200);
    await t.db
      .update(tickets)
      .set({ resolvedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(tickets.id, old));
    expect(await closeResolvedTickets(t.db, 7)).toBeGreaterThanOrEqual(1);
    const seen = (await call('GET', `/api/me/tickets/${old}`, mehmet)).body.data;
    expect(seen.status).toBe('closed');
    expect(seen.events.at(-1)).toMatchObject({ type: 'status', status: 'closed', by: null });
    expect((await call('GET', `/api/me/tickets/${recent}`, mehmet)).body.data.status).toBe('resolved');
    expect(await closeResolvedTickets(t.db, 7)).toBe(0);
  });
});
