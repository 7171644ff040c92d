import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

let t: TestContext;
let system: string;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

const names = (body: { data: Array<{ fullName: string }> }) => body.data.map((u) => u.fullName);

describe('GET /api/system/users', () => {
  it('returns every user by id with the fields of the screen and the total in X-Total-Count', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(users);
    const res = await t.call({ method: 'GET', url: '/api/system/users', as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(Number(n));
    expect(res.headers['x-total-count']).toBe(String(n));
    const ids = res.body.data.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        {
          id: await t.userId('system'),
          fullName: 'Sistem Yöneticisi',
          email: 'sistem@aidat.local',
          phone: '+905550000001',
          role: 'SystemAdmin',
          isBlocked: false,
        },
        {
          id: await t.userId('ayse'),
          fullName: 'Ayşe Yılmaz',
          email: 'ayse@aidat.local',
          phone: '+905550000002',
          role: 'Admin',
          isBlocked: false,
        },
        {
          id: await t.userId('mehmet'),
          fullName: 'Mehmet Demir',
          email: 'mehmet@aidat.local',
          phone: '+905550000003',
          role: 'Resident',
          isBlocked: false,
        },
      ]),
    );
    // Nothing beyond the listed fields (no password hash, no failure count).
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['email', 'fullName', 'id', 'isBlocked', 'phone', 'role']);
  });

  it('shows a block made through the API in isBlocked', async () => {
    const mehmetId = await t.userId('mehmet');
    expect((await t.call({ method: 'POST', url: `/api/system/block-phone/${mehmetId}`, as: system })).statusCode).toBe(
      200,
    );
    const res = await t.call({ method: 'GET', url: '/api/system/users', as: system });
    expect(res.body.data.find((u: { id: number }) => u.id === mehmetId).isBlocked).toBe(true);
    expect(
      (await t.call({ method: 'POST', url: `/api/system/unblock-phone/${mehmetId}`, as: system })).statusCode,
    ).toBe(200);
  });

  it('searches by Turkish name, e-mail and phone digits in any spelling', async () => {
    const byName = await t.call({
      method: 'GET',
      url: `/api/system/users?search=${encodeURIComponent('Ayşe')}`,
      as: system,
    });
    expect(names(byName.body)).toEqual(['Ayşe Yılmaz']);
    const byEmail = await t.call({ method: 'GET', url: '/api/system/users?search=MEHMET@AIDAT', as: system });
    expect(names(byEmail.body)).toEqual(['Mehmet Demir']);
    const byPhone = await t.call({
      method: 'GET',
      url: `/api/system/users?search=${encodeURIComponent('(555) 000 00 01')}`,
      as: system,
    });
    expect(names(byPhone.body)).toEqual(['Sistem Yöneticisi']);
    expect(byPhone.headers['x-total-count']).toBe('1');
    const national = await t.call({
      method: 'GET',
      url: `/api/system/users?search=${encodeURIComponent('0555 000 00 02')}`,
      as: system,
    });
    expect(names(national.body)).toEqual(['Ayşe Yılmaz']);
    // Text with digits is not a phone: 'komsu1@' finds that e-mail, not every phone holding a 1.
    const mixed = await t.call({ method: 'GET', url: '/api/system/users?search=komsu1@', as: system });
    expect(mixed.body.data.map((u: { email: string }) => u.email)).toEqual(['komsu1@aidat.local']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    for (const search of ['%', '_', '\\']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/system/users?search=${encodeURIComponent(search)}`,
        as: system,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });

  it('pages with page and pageSize and still reports the total', async () => {
    const all = await t.call({ method: 'GET', url: '/api/system/users', as: system });
    const page2 = await t.call({ method: 'GET', url: '/api/system/users?page=2&pageSize=5', as: system });
    expect(page2.statusCode).toBe(200);
    expect(page2.body.data).toEqual(all.body.data.slice(5, 10));
    expect(page2.headers['x-total-count']).toBe(String(all.body.data.length));
    const beyond = await t.call({ method: 'GET', url: '/api/system/users?page=999&pageSize=5', as: system });
    expect(beyond.body.data).toEqual([]);
  });

  it('rejects bad paging and an over-long search with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'Sayfa en az 1 olmalıdır.'],
      ['pageSize=201', 'Sayfa boyutu en fazla 200 olabilir.'],
      ['page=abc', 'Sayfa alanının türü geçersiz (sayı bekleniyor).'],
      [`search=${'a'.repeat(101)}`, 'Arama en fazla 100 karakter olabilir.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.call({ method: 'GET', url: `/api/system/users?${query}`, as: system });
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'ValidationError', message });
    }
  });

  it('refuses an Admin and a Resident with 403, anonymous with 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/system/users', as: await t.login('ayse') })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/system/users', as: await t.login('mehmet') })).statusCode).toBe(
      403,
    );
    const anon = await t.call({ method: 'GET', url: '/api/system/users' });
    expect(anon.statusCode).toBe(401);
    expect(anon.body).toMatchObject({ isSuccess: false, code: 'Unauthorized' });
  });
});
