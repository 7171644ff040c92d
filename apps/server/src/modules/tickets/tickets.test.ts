import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSiteAdmin,
  createUnit,
  demoSiteIds,
  demoUnitId,
  freshPhone,
  signIn,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { multipartFile, SAMPLE_FILES } from '../../../test/fixtures/multipart.js';
import {
  configurations,
  smsCampaignRecipients,
  smsCampaigns,
  ticketEvents,
  ticketNotices,
  tickets,
  units,
  users,
} from '../../db/schema/index.js';
import { closeResolvedAndTell } from './public.js';

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
    const cleaning = all.filter((x) => x.category === 'temizlik');
    expect(stats.byCategory.find((c: { category: string }) => c.category === 'temizlik')).toEqual({
      category: 'temizlik',
      open: cleaning.filter((x) => ['open', 'assigned', 'in_progress', 'resolved'].includes(x.status)).length,
      closed: cleaning.filter((x) => x.status === 'closed').length,
    });
    expect(cleaning.filter((x) => x.status === 'resolved').map((x) => x.id)).toContain(id);
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
    const run = await closeResolvedAndTell(t.db, 7, null);
    expect(run.closed).toBeGreaterThanOrEqual(1);
    expect(run.smsQueued).toBe(0);
    const seen = (await call('GET', `/api/me/tickets/${old}`, mehmet)).body.data;
    expect(seen.status).toBe('closed');
    expect(seen.events.at(-1)).toMatchObject({ type: 'status', status: 'closed', by: null });
    expect((await call('GET', `/api/me/tickets/${recent}`, mehmet)).body.data.status).toBe('resolved');
    expect(await closeResolvedAndTell(t.db, 7, null)).toEqual({ closed: 0, smsQueued: 0 });
    // The opener was told of the closing as of a manager's change; they read it by opening the ticket.
    const notices = await t.db.select().from(ticketNotices).where(eq(ticketNotices.ticketId, old));
    expect(notices.map((n) => n.status)).toEqual(['resolved', 'closed']);
    expect(notices.every((n) => n.readAt !== null)).toBe(true);
  });
});

/** Another resident of Güneş (B/2's): lives in the site, opened none of these tickets. */
async function neighbourLogin(): Promise<string> {
  const b2 = await demoUnitId(t, ids.gunes, 'B', '2');
  const [unit] = await t.db.select({ residentUserId: units.residentUserId }).from(units).where(eq(units.id, b2));
  if (unit.residentUserId === null) throw new Error('the demo flat B/2 of Güneş has a resident');
  return signIn(t, unit.residentUserId);
}

const upload = (as: string, id: number, data: Buffer, name: string, door = 'me') =>
  t.call({ method: 'POST', url: `/api/${door}/tickets/${id}/attachments`, as, ...multipartFile(data, name) });

describe('POST /api/me/tickets/:id/attachments', () => {
  it('keeps up to 5 photos or PDFs, sniffed by content, once per content, on the opener’s ticket', async () => {
    const id = (await open()).body.data.id;
    const first = await upload(mehmet, id, SAMPLE_FILES.png, 'asansör.exe');
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toMatchObject({
      fileName: 'asansör.png',
      contentType: 'image/png',
      size: SAMPLE_FILES.png.length,
    });
    const again = await upload(mehmet, id, SAMPLE_FILES.png, 'başka ad.png');
    expect([again.statusCode, again.body.data.id]).toEqual([200, first.body.data.id]);
    const wrong = await upload(mehmet, id, SAMPLE_FILES.html, 'foto.png');
    expect(wrong.statusCode).toBe(415);
    for (const [i, data] of [SAMPLE_FILES.pdf, SAMPLE_FILES.jpeg, SAMPLE_FILES.webp].entries())
      expect((await upload(mehmet, id, data, `dosya-${i}`)).statusCode).toBe(201);
    // The manager may add one for a ticket opened on someone's behalf: the fifth.
    const fifth = await upload(
      ayse,
      id,
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('2')]),
      'tutanak.pdf',
      'siteadmin',
    );
    expect(fifth.statusCode).toBe(201);
    const full = await upload(mehmet, id, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('3')]), 'x.pdf');
    expect([full.statusCode, full.body.message]).toEqual([409, 'Bir talebe en fazla 5 dosya eklenebilir.']);
    const ticket = (await call('GET', `/api/me/tickets/${id}`, mehmet)).body.data;
    expect(ticket.attachments.map((a: { contentType: string }) => a.contentType)).toEqual([
      'image/png',
      'application/pdf',
      'image/jpeg',
      'image/webp',
      'application/pdf',
    ]);
  });

  it('serves the photos to the opener and the site’s managers only', async () => {
    const id = (await open()).body.data.id;
    const file = (await upload(mehmet, id, SAMPLE_FILES.png, 'kapi.png')).body.data.id;
    const mine = await t.call({ method: 'GET', url: `/api/me/tickets/${id}/attachments/${file}`, as: mehmet });
    expect([mine.statusCode, mine.headers['content-type'], mine.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(mine.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const manager = await t.call({ method: 'GET', url: `/api/siteadmin/tickets/${id}/attachments/${file}`, as: ayse });
    expect(manager.statusCode).toBe(200);
    const neighbour = await neighbourLogin();
    const other = await t.call({ method: 'GET', url: `/api/me/tickets/${id}/attachments/${file}`, as: neighbour });
    expect(other.statusCode).toBe(404);
    expect((await upload(neighbour, id, SAMPLE_FILES.jpeg, 'x.jpg')).statusCode).toBe(404);
    const foreignManager = await t.call({
      method: 'GET',
      url: `/api/siteadmin/tickets/${id}/attachments/${file}`,
      as: denizAdmin,
    });
    expect(foreignManager.statusCode).toBe(403);
  });

  it('refuses a file for a closed or rejected ticket', async () => {
    const id = (await open()).body.data.id;
    expect((await patch(id, { status: 'rejected', note: 'Site dışı.' })).statusCode).toBe(200);
    const res = await upload(mehmet, id, SAMPLE_FILES.png, 'x.png');
    expect(res.statusCode).toBe(409);
  });
});

describe('the opener is told of a status change', () => {
  const setSms = (value: 'true' | 'false') =>
    t.db.update(configurations).set({ value }).where(eq(configurations.key, 'TicketSmsOnStatus'));

  it('gets an in-app notice per status change (not for a note), reads it, and only theirs', async () => {
    const id = (await open()).body.data.id;
    expect((await patch(id, { note: 'Firmaya haber verildi.' })).statusCode).toBe(200);
    expect((await patch(id, { assignee: { kind: 'vendor', name: 'Asansör A.Ş.' } })).statusCode).toBe(200);
    const notices = (await call('GET', '/api/me/ticket-notices', mehmet)).body.data.filter(
      (n: { ticketId: number }) => n.ticketId === id,
    );
    expect(notices).toMatchObject([{ ticketId: id, title: 'Asansör 3. katta duruyor', status: 'assigned' }]);
    const neighbour = await neighbourLogin();
    const foreign = await call('POST', `/api/me/ticket-notices/${notices[0].id}/read`, neighbour);
    expect(foreign.statusCode).toBe(404);
    const read = await call('POST', `/api/me/ticket-notices/${notices[0].id}/read`, mehmet);
    expect([read.statusCode, read.body.data]).toEqual([200, { id: notices[0].id }]);
    expect((await call('POST', `/api/me/ticket-notices/${notices[0].id}/read`, mehmet)).statusCode).toBe(200);
    const after = (await call('GET', '/api/me/ticket-notices', mehmet)).body.data;
    expect(after.some((n: { ticketId: number }) => n.ticketId === id)).toBe(false);
  });

  it('queues one SMS to the opener through the SMS log when TicketSmsOnStatus is on, none when off', async () => {
    const id = (await open()).body.data.id;
    const smsOf = async () =>
      t.db
        .select({ text: smsCampaignRecipients.text, phone: smsCampaignRecipients.phone })
        .from(smsCampaignRecipients)
        .innerJoin(smsCampaigns, eq(smsCampaigns.id, smsCampaignRecipients.campaignId))
        .where(eq(smsCampaigns.kind, 'ticketStatus'));
    const before = (await smsOf()).length;
    expect((await patch(id, { status: 'in_progress' })).statusCode).toBe(200);
    expect(await smsOf()).toHaveLength(before);
    await setSms('true');
    try {
      await t.app.settings.invalidate();
      expect((await patch(id, { status: 'resolved', note: 'Kapı ayarlandı.' })).statusCode).toBe(200);
    } finally {
      await setSms('false');
      await t.app.settings.invalidate();
    }
    const sent = await smsOf();
    expect(sent).toHaveLength(before + 1);
    const [mehmetRow] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.fullName, 'Mehmet Demir'));
    expect(sent.at(-1)).toEqual({
      phone: mehmetRow.phone,
      text: 'Gunes Sitesi: "Asansor 3. katta duruyor" talebinizin durumu: Cozuldu. Ayrintilar Aidat uygulamasinda.',
    });
  });
});

describe('expenses that name a ticket', () => {
  it('lists the expense and its reversal on the ticket, the reversal as Düzeltme for the opener', async () => {
    const id = (await open()).body.data.id;
    const q = `?siteId=${ids.gunes}`;
    const [category] = (await call('GET', `/api/siteadmin/expense-categories${q}`, ayse)).body.data;
    const accounts = (await call('GET', `/api/siteadmin/accounts${q}`, ayse)).body.data;
    const bank = accounts.find((a: { kind: string }) => a.kind === 'banka');
    const expense = await call('POST', '/api/siteadmin/expenses', ayse, {
      siteId: ids.gunes,
      accountId: bank.id,
      categoryId: category.id,
      date: '2026-03-02',
      amount: '1.250,50',
      description: 'Asansör kapı kilidi',
      vendor: 'Asansör A.Ş.',
      ticketId: id,
    });
    expect([expense.statusCode, expense.body.data.ticketId]).toEqual([201, id]);
    const reversal = await call('POST', `/api/siteadmin/expenses/${expense.body.data.id}/reverse`, ayse, {
      reason: 'Yanlış firma',
    });
    expect(reversal.statusCode).toBe(201);
    const managers = (await call('GET', `/api/siteadmin/tickets/${id}`, ayse)).body.data.expenses;
    expect(managers.map((e: { amount: number }) => e.amount)).toEqual([1250.5, -1250.5]);
    expect(managers[1].description).toContain('Yanlış firma');
    const opener = (await call('GET', `/api/me/tickets/${id}`, mehmet)).body.data.expenses;
    expect(opener[1].description).toBe('Düzeltme: Asansör kapı kilidi');
    expect(opener[0]).toMatchObject({ vendor: 'Asansör A.Ş.', categoryName: category.name, reversesId: null });
  });

  it('refuses a ticket of another site, naming ticketId, and writes nothing', async () => {
    const denizTicket = await call('POST', '/api/siteadmin/tickets', denizAdmin, {
      siteId: ids.deniz,
      category: 'bahce',
      title: 'Çim biçilmeli',
      description: 'Ön bahçe.',
    });
    const q = `?siteId=${ids.gunes}`;
    const [category] = (await call('GET', `/api/siteadmin/expense-categories${q}`, ayse)).body.data;
    const [account] = (await call('GET', `/api/siteadmin/accounts${q}`, ayse)).body.data;
    const res = await call('POST', '/api/siteadmin/expenses', ayse, {
      siteId: ids.gunes,
      accountId: account.id,
      categoryId: category.id,
      date: '2026-03-02',
      amount: 10,
      description: 'Yanlış talep',
      ticketId: denizTicket.body.data.id,
    });
    expect([res.statusCode, res.body.details?.field]).toEqual([400, 'ticketId']);
    const listed = (await call('GET', `/api/siteadmin/tickets/${denizTicket.body.data.id}`, denizAdmin)).body.data;
    expect(listed.expenses).toEqual([]);
  });
});
