import { DataExport } from '@aidat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { eq } from 'drizzle-orm';
import {
  ledgerTransactions,
  loginHistory,
  ticketAttachments,
  ticketEvents,
  tickets,
  users,
} from '../../db/schema/index.js';
import { createSession } from '../../lib/sessions.js';
import { DEMO_PARTIES } from '../../db/seed/demo-parties.js';
import { exportFileName } from './data-export.service.js';
import { buildWorld, type World } from '../../../test/factories/index.js';

let t: TestContext;
let w: World;
let world: { siteId: number; residentId: number };
let neighbourId: number;
let mine: number;
let theirs: number;
let payment: number;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  world = {
    siteId: await w.site({ name: 'Veri Sitesi' }),
    residentId: (await w.user({ fullName: 'Sakin Veri Sitesi', phone: '+905591234567' })).id,
  };
  const [neighbour] = await t.db
    .insert(users)
    .values({ fullName: 'Komşu Kişi', phone: '+905419998877', email: 'komsu@veri.local', role: 'Resident' })
    .returning({ id: users.id });
  neighbourId = neighbour.id;
  mine = await w.unit({ siteId: world.siteId, block: 'A', doorNumber: '1', residentId: world.residentId });
  theirs = await w.unit({ siteId: world.siteId, block: 'A', doorNumber: '2', residentId: neighbourId });
  const roof = await w.additionalCharge({
    siteId: world.siteId,
    title: 'Çatı Onarımı',
    amount: 300,
    chargedAt: new Date('2026-03-01T09:00:00Z'),
  });
  const at = (unitId: number) => ({ unitId, siteId: world.siteId });
  await w.ledgerRow(at(mine), {
    type: 'aidat_charge',
    amount: 1250,
    at: '2026-03-01T00:00:00Z',
    description: 'Mart 2026 Aidatı',
    period: '2026-03',
  });
  payment = await w.ledgerRow(at(mine), {
    type: 'aidat_payment',
    amount: 1000.5,
    at: '2026-03-10T00:00:00Z',
    description: 'Ödeme',
  });
  // As the payment call numbers it (PRODUCT.md §11); the factory posts rows without a receipt.
  await t.db
    .update(ledgerTransactions)
    .set({ receiptYear: 2026, receiptNo: 42, receiptCode: 'K7M2P9QX' })
    .where(eq(ledgerTransactions.id, payment));
  await w.ledgerRow(at(mine), {
    type: 'aidat_payment',
    amount: 1000.5,
    at: '2026-03-11T00:00:00Z',
    description: 'İptal: Ödeme (Yanlış daireye girildi)',
    reverses: payment,
    reason: 'Yanlış daireye girildi',
  });
  await w.ledgerRow(at(mine), {
    type: 'ekbutce_charge',
    amount: 300,
    at: '2026-03-01T09:00:00Z',
    description: 'Çatı Onarımı',
    chargeId: roof,
  });
  await w.ledgerRow(at(theirs), {
    type: 'aidat_payment',
    amount: 777.77,
    at: '2026-03-05T00:00:00Z',
    description: 'Komşunun ödemesi',
  });
  await t.db.insert(loginHistory).values([
    {
      userId: world.residentId,
      attemptType: 0,
      isSuccess: true,
      ipAddress: '198.51.100.1',
      attemptedAtUtc: new Date('2026-04-01T08:00:00Z'),
    },
    {
      userId: world.residentId,
      attemptType: 1,
      isSuccess: false,
      ipAddress: '198.51.100.1',
      attemptedAtUtc: new Date('2026-04-02T08:00:00Z'),
      failureReason: 'Doğrulama kodu hatalı',
    },
    {
      userId: neighbourId,
      attemptType: 0,
      isSuccess: true,
      ipAddress: '203.0.113.99',
      attemptedAtUtc: new Date('2026-04-03T08:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

async function exportAs(userId: number) {
  const { token } = await createSession(t.db, userId, 1);
  return t.call({ method: 'GET', url: '/api/me/data-export', as: `aidat_session=${token}` });
}

describe('GET /api/me/data-export', () => {
  it('answers 401 without a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/data-export' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'Unauthorized' });
  });

  it("gives a resident their profile, unit, the unit's ledger and their login history as a dated download", async () => {
    const res = await exportAs(world.residentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="aidat-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ isSuccess: true, code: 'Success', message: 'Verileriniz hazırlandı.' });
    const data = DataExport.parse(res.body.data);

    expect(data.about).toContain('KVKK');
    expect(data.profile).toMatchObject({
      id: world.residentId,
      fullName: 'Sakin Veri Sitesi',
      role: 'Resident',
      isBlocked: false,
      administeredSites: [],
    });
    expect(data.profile.phone).toMatch(/^\+90559\d{7}$/);
    expect(data.units).toHaveLength(1);
    const [unit] = data.units;
    expect(unit).toMatchObject({
      unitId: mine,
      siteId: world.siteId,
      siteName: 'Veri Sitesi',
      block: 'A',
      doorNumber: '1',
      // What the manager recorded for this flat's resident is theirs to see too (KVKK art. 11).
      recordedResidentName: data.profile.fullName,
    });
    expect(unit.transactions.map((e) => [e.type, e.amount, e.additionalChargeTitle, e.reversesId])).toEqual([
      ['aidat_charge', 1250, null, null],
      ['ekbutce_charge', 300, 'Çatı Onarımı', null],
      ['aidat_payment', 1000.5, null, null],
      ['aidat_payment', -1000.5, null, payment],
    ]);
    expect(unit.transactions[0].dateUtc).toBe('2026-03-01T00:00:00.000Z');
    // A reversal reads 'Düzeltme: <what it corrects>'; the manager's reason is not the resident's (PRODUCT.md §15).
    expect(unit.transactions[3].description).toBe('Düzeltme: Ödeme');
    expect(JSON.stringify(data)).not.toContain('Yanlış daireye girildi');
    // A payment carries its receipt number; charges and the reversal have none.
    expect(unit.transactions.map((e) => e.receiptNo)).toEqual([null, null, '2026-000042', null]);
    expect(data.loginHistory).toEqual([
      {
        attemptedAtUtc: '2026-04-02T08:00:00.000Z',
        attemptType: 1,
        isSuccess: false,
        ipAddress: '198.51.100.1',
        failureReason: 'Doğrulama kodu hatalı',
      },
      {
        attemptedAtUtc: '2026-04-01T08:00:00.000Z',
        attemptType: 0,
        isSuccess: true,
        ipAddress: '198.51.100.1',
        failureReason: null,
      },
    ]);
  });

  it('holds nothing of the neighbour on the same site, and no secrets', async () => {
    const text = (await exportAs(world.residentId)).payload;
    for (const foreign of [
      'Komşu',
      '+905419998877',
      'komsu@veri.local',
      '777.77',
      '203.0.113.99',
      `"unitId":${theirs}`,
    ]) {
      expect(text).not.toContain(foreign);
    }
    for (const secret of ['password', 'Hash', 'token', 'createdBy']) expect(text).not.toContain(secret);

    // And the other way round: the neighbour's file has only the neighbour.
    const theirsExport = DataExport.parse((await exportAs(neighbourId)).body.data);
    expect(theirsExport.profile.fullName).toBe('Komşu Kişi');
    expect(theirsExport.units.map((u) => u.unitId)).toEqual([theirs]);
    expect(theirsExport.units[0].transactions.map((e) => e.amount)).toEqual([777.77]);
    expect(theirsExport.loginHistory.map((a) => a.ipAddress)).toEqual(['203.0.113.99']);
  });

  it('lists the sites an Admin manages; an Admin living nowhere has no units', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/data-export', as: await t.login('ayse') });
    expect(res.statusCode).toBe(200);
    const data = DataExport.parse(res.body.data);
    expect(data.profile).toMatchObject({ fullName: 'Ayşe Yılmaz', role: 'Admin' });
    expect(data.profile.administeredSites.map((s) => s.siteName)).toContain('Güneş Sitesi');
    expect(data.units).toEqual([]);
  });

  it('includes what the person owns and rents (PRODUCT.md §16), past and current', async () => {
    const [sari] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PARTIES.sari.phone));
    const [kerem] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, DEMO_PARTIES.yalcinKerem.phone));
    const tenant = DataExport.parse(
      (await t.call({ method: 'GET', url: '/api/me/data-export', as: await t.login(sari.id) })).body.data,
    );
    expect(tenant.tenancies).toEqual([
      expect.objectContaining({ siteName: 'Güneş Sitesi', block: 'B', doorNumber: '9', monthlyRent: 12500 }),
    ]);
    expect(tenant.tenancies[0].until).not.toBeNull();
    const owner = DataExport.parse(
      (await t.call({ method: 'GET', url: '/api/me/data-export', as: await t.login(kerem.id) })).body.data,
    );
    expect(owner.ownerships).toEqual([
      expect.objectContaining({ block: 'A', doorNumber: '3', shareNumerator: 1, shareDenominator: 2, until: null }),
    ]);
    expect(owner.units).toEqual([]);
  });
});

describe('exportFileName', () => {
  it('includes the tickets the person opened (PRODUCT.md §17) with their history and file names, nobody else’s', async () => {
    const ticket = (siteId: number, unitId: number, openedBy: number, title: string) =>
      t.db
        .insert(tickets)
        .values({ siteId, unitId, openedBy, category: 'asansor', title, description: 'Kapı açılmıyor.' })
        .returning({ id: tickets.id })
        .then(([row]) => row.id);
    const own = await ticket(world.siteId, mine, world.residentId, 'Asansör arızası');
    await ticket(world.siteId, theirs, neighbourId, 'Komşunun talebi');
    await t.db.insert(ticketEvents).values([
      { ticketId: own, type: 'opened', status: 'open', byUserId: world.residentId },
      { ticketId: own, type: 'status', status: 'in_progress', note: 'Firma çağrıldı.', byUserId: neighbourId },
    ]);
    await t.db.insert(ticketAttachments).values({
      ticketId: own,
      fileName: 'asansor.png',
      contentType: 'image/png',
      size: 3,
      sha256: 'a'.repeat(64),
      data: Buffer.from('png'),
    });
    const data = DataExport.parse((await exportAs(world.residentId)).body.data);
    expect(data.tickets).toEqual([
      expect.objectContaining({
        id: own,
        siteName: 'Veri Sitesi',
        block: 'A',
        doorNumber: '1',
        title: 'Asansör arızası',
        attachments: [{ fileName: 'asansor.png', contentType: 'image/png', size: 3 }],
        events: [
          expect.objectContaining({ type: 'opened', status: 'open', note: null }),
          expect.objectContaining({ type: 'status', status: 'in_progress', note: 'Firma çağrıldı.' }),
        ],
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Komşunun talebi');
  });

  it('is dated by the Istanbul calendar day', () => {
    expect(exportFileName(new Date('2026-11-23T20:59:59Z'))).toBe('aidat-verilerim-2026-11-23.json');
    expect(exportFileName(new Date('2026-11-23T21:00:00Z'))).toBe('aidat-verilerim-2026-11-24.json');
  });
});
