import { and, eq } from 'drizzle-orm';
import { SYSTEM_MESSAGES } from '@aidat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAdmins, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;
let siteId: number;
let otherSiteId: number;

const url = (id: number) => `/api/system/sites/${id}/admins`;

async function newSite(name: string): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/system/sites',
    as: system,
    payload: { name, address: 'Test Cad. 1', blockCount: 1, unitCount: 4, monthlyDuesAmount: 100 },
  });
  return res.body.data.id;
}

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function isLinked(site: number, userId: number) {
  const rows = await t.db
    .select()
    .from(siteAdmins)
    .where(and(eq(siteAdmins.siteId, site), eq(siteAdmins.userId, userId)));
  return rows.length === 1;
}

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  siteId = await newSite('Atama Sitesi');
  otherSiteId = await newSite('İkinci Atama Sitesi');
});
afterAll(() => t.close());

describe('POST /api/system/sites/{siteId}/admins', () => {
  it('creates a new Admin with a hashed password and links them to the site', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: system,
      payload: {
        siteId,
        fullName: ' Yeni Yönetici ',
        email: ' Yeni.Yonetici@Example.com ',
        phone: '+90 (555) 123 45 67',
        password: 'Yonetici.2026',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Yönetici atandı');
    expect(res.body.data).toMatchObject({
      siteId,
      created: true,
      user: {
        fullName: 'Yeni Yönetici',
        email: 'yeni.yonetici@example.com',
        phone: '+905551234567',
        role: 'Admin',
        isBlocked: false,
      },
    });
    const row = await userByEmail('yeni.yonetici@example.com');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Yonetici.2026', row.passwordHash)).toBe(true);
    expect(await isLinked(siteId, row.id)).toBe(true);
  });

  it('lets the new Admin sign in with the password', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login-by-password',
      payload: { identifier: 'yeni.yonetici@example.com', password: 'Yonetici.2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: 'yeni.yonetici@example.com', role: 'Admin' });
  });

  it('accepts an assignment without a phone', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: system,
      payload: {
        siteId,
        fullName: 'Telefonsuz Yönetici',
        email: 'telefonsuz@example.com',
        phone: '',
        password: 'Sifre.2026x',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.phone).toBeNull();
  });

  it('answers 409 when the same person is linked to the same site twice', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: system,
      payload: { siteId, fullName: 'Yeni Yönetici', email: 'yeni.yonetici@example.com', password: 'Yonetici.2026' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.code).toBe('Conflict');
    expect(res.body.message).toBe('Bu kullanıcı zaten bu sitenin yöneticisi.');
  });

  it('links an existing Admin to a second site only when asked, without replacing their password', async () => {
    const before = await userByEmail('yeni.yonetici@example.com');
    const payload = {
      siteId: otherSiteId,
      fullName: 'Başka Ad',
      email: 'yeni.yonetici@example.com',
      password: 'Farkli.2027',
    };
    const silent = await t.call({ method: 'POST', url: url(otherSiteId), as: system, payload });
    expect(silent.statusCode).toBe(409);
    expect(silent.body.message).toBe('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    expect(await isLinked(otherSiteId, before.id)).toBe(false);

    const res = await t.call({
      method: 'POST',
      url: url(otherSiteId),
      as: system,
      payload: { ...payload, linkExisting: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(SYSTEM_MESSAGES.existingUserMadeAdmin);
    expect(res.body.data).toMatchObject({
      created: false,
      user: { id: before.id, fullName: 'Yeni Yönetici', role: 'Admin' },
    });
    const after = await userByEmail('yeni.yonetici@example.com');
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await isLinked(otherSiteId, before.id)).toBe(true);
  });

  it("answers 409 for a Resident's e-mail or phone and changes nothing (PRODUCT.md §4)", async () => {
    const mehmetId = await t.userId('mehmet');
    const [before] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    // The details name the field that matched the registered user.
    for (const [contact, field] of [
      [{ email: 'mehmet@aidat.local' }, 'email'],
      [{ email: 'bambaska@example.com', phone: '05550000003' }, 'phone'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: url(siteId),
        as: system,
        payload: { siteId, fullName: 'Mehmet Demir', password: 'Mehmet.2026', ...contact },
      });
      expect(res.statusCode).toBe(409);
      expect(res.body.code).toBe('Conflict');
      expect(res.body.message).toBe('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
      expect(res.body.details).toEqual({ field });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    expect(after).toEqual(before);
    expect(await isLinked(siteId, mehmetId)).toBe(false);
  });

  it('with linkExisting promotes a Resident found by phone, keeps their e-mail and leaves the password', async () => {
    const mehmetId = await t.userId('mehmet');
    const [before] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: system,
      payload: {
        siteId,
        fullName: 'Mehmet Demir',
        email: 'mehmet@aidat.local',
        phone: '05550000003',
        password: 'Mehmet.2026',
        linkExisting: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Mevcut kullanıcı siteye yönetici yapıldı; şifresi değiştirilmedi.');
    expect(res.body.data).toMatchObject({
      created: false,
      user: { id: mehmetId, role: 'Admin', email: 'mehmet@aidat.local' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    expect(row.passwordHash).toBe(before.passwordHash);
    expect(await isLinked(siteId, mehmetId)).toBe(true);
  });

  it('never demotes a SystemAdmin', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(otherSiteId),
      as: system,
      payload: {
        siteId: otherSiteId,
        fullName: 'Sistem',
        email: 'sistem@aidat.local',
        password: 'Baska.2026',
        linkExisting: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.role).toBe('SystemAdmin');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sistem@aidat.local'));
    expect(row.role).toBe('SystemAdmin');
  });

  it("answers 409 when the e-mail belongs to someone other than the phone's user", async () => {
    const res = await t.call({
      method: 'POST',
      url: url(otherSiteId),
      as: system,
      payload: {
        siteId: otherSiteId,
        fullName: 'Karışık',
        email: 'ayse@aidat.local',
        phone: '+905550000003',
        password: 'Karisik.2026',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Bu e-posta adresi başka bir kullanıcıya ait.');
  });

  it('answers 400 when the path and body site ids disagree', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: system,
      payload: { siteId: otherSiteId, fullName: 'X Y', email: 'xy@example.com', password: 'Gecerli.2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Adresteki ve gövdedeki site kimlikleri aynı olmalıdır.');
    expect(await userByEmail('xy@example.com')).toBeUndefined();
  });

  it('answers 404 for an unknown site', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(999999),
      as: system,
      payload: { siteId: 999999, fullName: 'X Y', email: 'xy@example.com', password: 'Gecerli.2026' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a weak password', { password: 'kisa1' }, 'Şifre en az 8 karakter olmalıdır.'],
    ['a password without a digit', { password: 'sadeceharf' }, 'Şifre en az bir harf ve bir rakam içermelidir.'],
    ['a missing password', { password: undefined }, 'Şifre alanı zorunludur.'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'E-posta geçerli bir e-posta adresi olmalıdır.'],
    ['a missing full name', { fullName: '  ' }, 'Ad soyad alanı zorunludur.'],
    [
      'a landline phone',
      { phone: '02121234567' },
      'Telefon numarası geçerli bir cep telefonu olmalıdır (+90 5xx xxx xx xx).',
    ],
  ];
  for (const [what, change, message] of invalid) {
    it(`rejects ${what}`, async () => {
      const res = await t.call({
        method: 'POST',
        url: url(siteId),
        as: system,
        payload: { siteId, fullName: 'Geçerli Ad', email: 'gecerli@example.com', password: 'Gecerli.2026', ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    });
  }

  it('answers 400 for a path id that is not a number or is beyond the id range', async () => {
    const bad = await t.call({ method: 'POST', url: '/api/system/sites/abc/admins', as: system, payload: {} });
    expect(bad.statusCode).toBe(400);
    const huge = await t.call({ method: 'POST', url: url(99999999999), as: system, payload: {} });
    expect(huge.statusCode).toBe(400);
  });

  it('answers 403 to an Admin', async () => {
    const res = await t.call({
      method: 'POST',
      url: url(siteId),
      as: await t.login('ayse'),
      payload: { siteId, fullName: 'Z', email: 'z@example.com', password: 'Gecerli.2026' },
    });
    expect(res.statusCode).toBe(403);
  });
});
