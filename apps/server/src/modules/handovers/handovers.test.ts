import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, handovers, meetingMotions, meetings, siteAdmins, users } from '../../db/schema/index.js';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { pdfText } from '../../../test/fixtures/pdf-text.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { setUpSiteBooks } from '../ledger/books/accounts/site-books.repository.js';
import { archiveSealerOf } from './archive-sealer.js';

let t: TestContext;
let w: World;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

const PASSWORD = 'Devir.12345';

/**
 * A site with its 'Kasa' (opened by setUpSiteBooks), a second kasa and a bank account, a unit in
 * debt with a payment into the Kasa, and two Admins: Ayşe, who also runs another site and lives in
 * a unit of it, and Burak.
 */
async function siteToHandOver() {
  counter += 1;
  const siteId = await w.site({ name: `Devir Sitesi ${counter}` });
  await setUpSiteBooks(t.db, siteId);
  const kasaId = await kasaOf(siteId);
  const kasa2 = await w.account({ siteId, name: 'Yedek Kasa', kind: 'kasa', openingBalance: 50 });
  const bankId = await w.account({ siteId, name: 'Ziraat', kind: 'banka', openingBalance: 1200.5 });
  const ayse = await w.siteAdmin(siteId, `Ayşe Devreden ${counter}`);
  const burak = await w.siteAdmin(siteId, `Burak Devreden ${counter}`);
  const otherSite = await w.site({ name: `Ayşe'nin Öteki Sitesi ${counter}` });
  await w.linkAdmin(otherSite, ayse.userId);
  const home = await w.unit({ siteId: otherSite, block: 'C', doorNumber: String(counter), residentId: ayse.userId });
  const unitId = await w.unit({ siteId, block: 'A', doorNumber: String(counter) });
  await w.ledgerRow(
    { unitId, siteId },
    { type: 'aidat_charge', amount: 1000, at: '2026-01-01T09:00:00.000Z', period: '2026-01', description: 'Ocak' },
  );
  const paid = await t.call({
    method: 'POST',
    url: `/api/siteadmin/units/${unitId}/payments`,
    as: ayse.cookie,
    payload: { kind: 'aidat', amount: 400.25, accountId: kasaId, method: 'nakit' },
  });
  expect(paid.statusCode).toBe(201);
  return { siteId, kasaId, kasa2, bankId, ayse, burak, otherSite, home, unitId };
}

async function kasaOf(siteId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.name, 'Kasa')));
  return row.id;
}

function newManager(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: `Cem Devralan ${counter}`,
    email: `cem-${counter}@devir.local`,
    phone: `0532${String(1000000 + counter).slice(-7)}`,
    password: PASSWORD,
    ...extra,
  };
}

/** An existing user linked as the new manager: nothing to hash, so refusals and repeats stay cheap. */
async function existingManager() {
  counter += 1;
  const person = await w.user({ fullName: `Cem Mevcut ${counter}` });
  return { newManager: { fullName: `Cem Mevcut ${counter}`, email: person.email }, linkExisting: true };
}

function body(s: Awaited<ReturnType<typeof siteToHandOver>>, extra: Record<string, unknown> = {}) {
  return {
    newManager: newManager(),
    decisionNo: '2026/3',
    decidedAt: '2026-01-15',
    cashCount: [
      { accountId: s.kasaId, countedAmount: 390.25 },
      { accountId: s.kasa2, countedAmount: '50,00' },
    ],
    note: 'Anahtarlar ve mühür teslim edildi.',
    ...extra,
  };
}

const handOver = (as: string, siteId: number, payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/siteadmin/sites/${siteId}/handover`, as, payload, headers });
const get = (as: string, url: string) => t.call({ method: 'GET', url, as });

async function adminsOf(siteId: number): Promise<number[]> {
  const rows = await t.db.select({ userId: siteAdmins.userId }).from(siteAdmins).where(eq(siteAdmins.siteId, siteId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
const handoverCount = async (siteId: number) =>
  (await t.db.select({ id: handovers.id }).from(handovers).where(eq(handovers.siteId, siteId))).length;

describe('POST /api/siteadmin/sites/:siteId/handover', () => {
  it('gives the site to a new manager, takes it from every outgoing Admin and records the count', async () => {
    const s = await siteToHandOver();
    const payload = body(s);
    const res = await handOver(s.ayse.cookie, s.siteId, payload);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Devir-teslim tamamlandı. Site yeni yöneticiye devredildi.');
    const h = res.body.data;
    const [manager] = await t.db.select().from(users).where(eq(users.email, payload.newManager.email));
    expect(manager).toMatchObject({ fullName: payload.newManager.fullName, role: 'Admin', phone: expect.any(String) });
    expect(h).toMatchObject({
      siteId: s.siteId,
      by: { userId: s.ayse.userId, fullName: `Ayşe Devreden ${counter - 1}` },
      fromManagers: [
        { userId: s.ayse.userId, fullName: expect.stringMatching(/^Ayşe Devreden/) },
        { userId: s.burak.userId, fullName: expect.stringMatching(/^Burak Devreden/) },
      ],
      toManager: { userId: manager.id, fullName: payload.newManager.fullName },
      decisionNo: '2026/3',
      decidedAt: '2026-01-15',
      decisionId: null,
      note: 'Anahtarlar ve mühür teslim edildi.',
      cashCount: [
        { accountId: s.kasaId, accountName: 'Kasa', bookBalance: 400.25, countedAmount: 390.25, difference: -10 },
        { accountId: s.kasa2, accountName: 'Yedek Kasa', bookBalance: 50, countedAmount: 50, difference: 0 },
      ],
      accounts: [{ accountId: s.bankId, accountName: 'Ziraat', kind: 'banka', bookBalance: 1200.5 }],
    });
    // Its archive is sealed right after the commit, apart from the request.
    expect(h.archiveSha256).toBeNull();
    expect(new Date(h.at).toISOString()).toBe(h.at);

    // The outgoing Admins lose the site at once, Ayşe keeps her other site and her home.
    expect(await adminsOf(s.siteId)).toEqual([manager.id]);
    expect(await adminsOf(s.otherSite)).toEqual([s.ayse.userId]);
    expect((await get(s.ayse.cookie, `/api/siteadmin/sites/${s.siteId}/handovers`)).statusCode).toBe(403);
    expect((await get(s.burak.cookie, `/api/siteadmin/units?siteId=${s.siteId}`)).statusCode).toBe(403);
    expect((await get(s.ayse.cookie, `/api/siteadmin/units?siteId=${s.otherSite}`)).statusCode).toBe(200);
    expect((await get(s.ayse.cookie, '/api/me/units')).body.data.map((u: { unitId: number }) => u.unitId)).toContain(
      s.home,
    );

    // Each side finds its part in the KVKK export.
    const exported = await get(s.ayse.cookie, '/api/me/data-export');
    expect(JSON.parse(exported.payload).data.handovers).toEqual([
      {
        id: h.id,
        siteName: expect.stringMatching(/^Devir Sitesi/),
        atUtc: h.at,
        side: 'from',
        fullName: h.fromManagers[0].fullName,
      },
    ]);
    // The new manager and the SystemAdmin read it in the site's list.
    await archiveSealerOf(t.app).idle();
    const sealed = { ...h, archiveSha256: expect.stringMatching(/^[0-9a-f]{64}$/) };
    const cem = await w.signIn(manager.id);
    const list = await get(cem, `/api/siteadmin/sites/${s.siteId}/handovers`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toEqual([sealed]);
    expect((await get(await t.login('system'), `/api/siteadmin/sites/${s.siteId}/handovers`)).body.data).toEqual([
      sealed,
    ]);
  });

  it('prints the tutanak for the site’s managers and for the handover’s own managers only', async () => {
    const s = await siteToHandOver();
    const payload = body(s);
    const h = (await handOver(s.ayse.cookie, s.siteId, payload)).body.data;
    // Asked for at once, the tutanak waits for the archive's seal and prints its hash.
    const mine = await get(s.burak.cookie, `/api/me/handovers/${h.id}/tutanak.pdf`);
    expect(mine.statusCode).toBe(200);
    const [{ archiveSha256 }] = await t.db
      .select({ archiveSha256: handovers.archiveSha256 })
      .from(handovers)
      .where(eq(handovers.id, h.id));
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = pdfText(mine.rawPayload);
    for (const expected of [
      'DEVİR-TESLİM TUTANAĞI',
      `Devir Sitesi`,
      h.fromManagers[0].fullName,
      h.fromManagers[1].fullName,
      payload.newManager.fullName,
      'Karar no 2026/3, 15.01.2026',
      'Anahtarlar ve mühür teslim edildi.',
      '400,25 ₺',
      '390,25 ₺',
      '-10,00 ₺',
      'Ziraat: 1.200,50 ₺',
      `Arşivin (.zip) SHA-256 özeti: ${archiveSha256}`,
      'ledger.xlsx',
      'Teslim eden',
      'Teslim alan',
    ])
      expect(text).toContain(expected);

    const cem = await w.signIn(h.toManager.userId);
    expect((await get(cem, `/api/me/handovers/${h.id}/tutanak.pdf`)).statusCode).toBe(200);
    expect((await get(cem, `/api/siteadmin/handovers/${h.id}/tutanak.pdf`)).statusCode).toBe(200);
    expect((await get(await t.login('system'), `/api/siteadmin/handovers/${h.id}/tutanak.pdf`)).statusCode).toBe(200);
    // The outgoing managers keep only their own copy: not the managers' door.
    expect((await get(s.ayse.cookie, `/api/siteadmin/handovers/${h.id}/tutanak.pdf`)).statusCode).toBe(403);
    // Anyone else: the same 404 as an unknown handover.
    const stranger = await get(await t.login('mehmet'), `/api/me/handovers/${h.id}/tutanak.pdf`);
    expect(stranger.statusCode).toBe(404);
    expect((await get(await t.login('mehmet'), '/api/me/handovers/999999/tutanak.pdf')).body).toEqual(stranger.body);
  });

  it('is for the site’s Admins and SystemAdmins', async () => {
    const s = await siteToHandOver();
    const other = await w.siteAdmin(await w.site({ name: `Başka Devir Sitesi ${counter}` }));
    expect((await handOver(other.cookie, s.siteId, body(s))).statusCode).toBe(403);
    expect((await handOver(await t.login('mehmet'), s.siteId, body(s))).statusCode).toBe(403);
    expect(await handoverCount(s.siteId)).toBe(0);
    const res = await handOver(await t.login('system'), s.siteId, body(s));
    expect(res.statusCode).toBe(201);
    expect(res.body.data.by.fullName).toBe('Sistem Yöneticisi');
    expect((await handOver(await t.login('system'), 999999, body(s))).statusCode).toBe(404);
  });

  it('links an existing user only with linkExisting, keeping their password', async () => {
    const s = await siteToHandOver();
    const existing = await w.user({ fullName: 'Deniz Mevcut', password: 'Eski.12345' });
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, existing.id));
    const person = { fullName: 'Deniz Yazılan', email: existing.email, phone: existing.phone, password: PASSWORD };
    const refused = await handOver(s.ayse.cookie, s.siteId, body(s, { newManager: person }));
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    expect(refused.body.details).toEqual({ field: 'newManager.phone' });
    expect(await adminsOf(s.siteId)).toEqual([s.ayse.userId, s.burak.userId].sort((a, b) => a - b));
    expect(await handoverCount(s.siteId)).toBe(0);

    const { password: _p, ...withoutPassword } = person;
    const linked = await handOver(
      s.ayse.cookie,
      s.siteId,
      body(s, { newManager: withoutPassword, linkExisting: true }),
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.body.data.toManager).toEqual({ userId: existing.id, fullName: 'Deniz Mevcut' });
    const [after] = await t.db
      .select({ hash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.id, existing.id));
    expect(after).toEqual({ hash: before.hash, role: 'Admin' });
    expect(await adminsOf(s.siteId)).toEqual([existing.id]);
  });

  it('refuses an outgoing Admin as the new manager', async () => {
    const s = await siteToHandOver();
    const [burak] = await t.db.select().from(users).where(eq(users.id, s.burak.userId));
    const res = await handOver(
      s.ayse.cookie,
      s.siteId,
      body(s, { newManager: { fullName: burak.fullName, email: burak.email }, linkExisting: true }),
    );
    expect(res.statusCode).toBe(409);
    expect(await handoverCount(s.siteId)).toBe(0);
  });

  it('refuses bad input with a Turkish message naming the field, writing nothing', async () => {
    const s = await siteToHandOver();
    const bad = async (payload: object) => {
      const res = await handOver(s.ayse.cookie, s.siteId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      return { message: res.body.message, field: res.body.details?.field };
    };
    const linked = await existingManager();
    expect(await bad(body(s, { ...linked, cashCount: [{ accountId: s.kasaId, countedAmount: 1 }] }))).toEqual({
      message: 'Kasa sayımında “Yedek Kasa” kasası eksik (cashCount).',
      field: 'cashCount',
    });
    expect(
      await bad(
        body(s, {
          ...linked,
          cashCount: [
            { accountId: s.kasaId, countedAmount: 1 },
            { accountId: s.kasa2, countedAmount: 1 },
            { accountId: s.bankId, countedAmount: 1 },
          ],
        }),
      ),
    ).toEqual({
      message: 'Kasa sayımında (cashCount) yalnızca sitenin kasa hesapları sayılır.',
      field: 'cashCount.2.accountId',
    });
    expect((await bad(body(s, { cashCount: [{ accountId: s.kasaId, countedAmount: -1 }] }))).field).toBe(
      'cashCount.0.countedAmount',
    );
    expect((await bad(body(s, { cashCount: [{ accountId: s.kasaId, countedAmount: 1.234 }] }))).message).toMatch(
      /Sayılan tutar/,
    );
    expect((await bad(body(s, { cashCount: 'yok' }))).field).toBe('cashCount');
    expect(await bad(body(s, { decisionNo: undefined, decidedAt: undefined }))).toEqual({
      message: 'Kurul kararı gerekli: karar numarası (decisionNo) ve tarihi (decidedAt) ya da karar (decisionId).',
      field: 'decisionId',
    });
    expect((await bad(body(s, { decidedAt: undefined }))).field).toBe('decidedAt');
    expect((await bad(body(s, { decidedAt: '2026-02-30' }))).field).toBe('decidedAt');
    expect((await bad(body(s, { ...linked, decidedAt: '2999-01-01' }))).field).toBe('decidedAt');
    expect((await bad(body(s, { newManager: { ...newManager(), password: undefined } }))).field).toBe(
      'newManager.password',
    );
    expect((await bad(body(s, { newManager: { ...newManager(), fullName: 'Cem\u0007' } }))).field).toBe(
      'newManager.fullName',
    );
    expect((await bad(body(s, { newManager: { ...newManager(), email: 'yok' } }))).field).toBe('newManager.email');
    expect((await bad(body(s, { note: 'x'.repeat(2001) }))).field).toBe('note');
    expect((await bad(body(s, { decisionId: 'bir' }))).field).toBe('decisionId');
    expect(await handoverCount(s.siteId)).toBe(0);
    expect(await adminsOf(s.siteId)).toEqual([s.ayse.userId, s.burak.userId].sort((a, b) => a - b));
  });

  it('answers 404 for an account of another site in the count', async () => {
    const s = await siteToHandOver();
    const other = await siteToHandOver();
    const res = await handOver(
      s.ayse.cookie,
      s.siteId,
      body(s, {
        ...(await existingManager()),
        cashCount: [...body(s).cashCount, { accountId: other.kasaId, countedAmount: 1 }],
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.details).toEqual({ field: 'cashCount.2.accountId', row: 3 });
    expect(await handoverCount(s.siteId)).toBe(0);
  });

  it('names a passed countAndLandShare motion of the site’s kurul as the decision', async () => {
    const s = await siteToHandOver();
    const motion = async (siteId: number, values: { status: string; threshold: string; held?: boolean }) => {
      const [meeting] = await t.db
        .insert(meetings)
        .values({
          siteId,
          kind: 'olagan',
          title: 'Olağan Genel Kurul',
          firstAt: new Date('2026-01-10T08:00:00Z'),
          firstPlace: 'Salon',
          secondAt: new Date('2026-01-20T08:00:00Z'),
          secondPlace: 'Salon',
          status: values.held === false ? 'called' : 'held',
        })
        .returning({ id: meetings.id });
      const [row] = await t.db
        .insert(meetingMotions)
        .values({
          meetingId: meeting.id,
          session: 'second',
          title: 'Yönetici seçimi',
          threshold: values.threshold,
          status: values.status,
        })
        .returning({ id: meetingMotions.id });
      return row.id;
    };
    const typedless = { decisionNo: undefined, decidedAt: undefined, ...(await existingManager()) };
    const rejected = await motion(s.siteId, { status: 'rejected', threshold: 'countAndLandShare' });
    const res1 = await handOver(s.ayse.cookie, s.siteId, body(s, { ...typedless, decisionId: rejected }));
    expect([res1.statusCode, res1.body.message]).toEqual([409, 'Bu karar kabul edilmemiş.']);
    const majority = await motion(s.siteId, { status: 'passed', threshold: 'majority' });
    expect((await handOver(s.ayse.cookie, s.siteId, body(s, { ...typedless, decisionId: majority }))).statusCode).toBe(
      409,
    );
    const notHeld = await motion(s.siteId, { status: 'passed', threshold: 'countAndLandShare', held: false });
    expect((await handOver(s.ayse.cookie, s.siteId, body(s, { ...typedless, decisionId: notHeld }))).statusCode).toBe(
      409,
    );
    const elsewhere = await motion(s.otherSite, { status: 'passed', threshold: 'countAndLandShare' });
    const res2 = await handOver(s.ayse.cookie, s.siteId, body(s, { ...typedless, decisionId: elsewhere }));
    expect([res2.statusCode, res2.body.details]).toEqual([400, { field: 'decisionId' }]);
    expect(await handoverCount(s.siteId)).toBe(0);

    const passed = await motion(s.siteId, { status: 'passed', threshold: 'countAndLandShare' });
    const res = await handOver(s.ayse.cookie, s.siteId, body(s, { ...typedless, decisionId: passed }));
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ decisionId: passed, decisionNo: null, decidedAt: '2026-01-20' });
    const text = pdfText((await get(s.ayse.cookie, `/api/me/handovers/${res.body.data.id}/tutanak.pdf`)).rawPayload);
    expect(text).toContain(`Karar (önerge ${passed}): Yönetici seçimi, 20.01.2026`);
  });

  it('records one handover for a repeated Idempotency-Key', async () => {
    const s = await siteToHandOver();
    const payload = body(s, await existingManager());
    const headers = { 'idempotency-key': `devir-${counter}` };
    const first = await handOver(s.ayse.cookie, s.siteId, payload, headers);
    const again = await handOver(s.ayse.cookie, s.siteId, payload, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await handoverCount(s.siteId)).toBe(1);
  });
});
