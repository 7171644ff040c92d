import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuHistory, menus } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;
let resident: string;
let admin: string;
const BASE = '/api/system/menus';
const item = {
  label: 'Raporlar',
  path: '/reports',
  roles: 'Admin,SystemAdmin',
  displayOrder: 5,
  isActive: true,
  icon: 'bi bi-graph-up',
};

async function userMenu(as: string): Promise<Array<{ label: string; path: string }>> {
  const res = await t.call({ method: 'GET', url: '/api/menu', as });
  expect(res.statusCode).toBe(200);
  return res.body.data;
}

async function lastHistory(menuId: number) {
  const [row] = await t.db
    .select()
    .from(menuHistory)
    .where(eq(menuHistory.menuId, menuId))
    .orderBy(desc(menuHistory.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  resident = await t.login('mehmet');
  admin = await t.login('ayse');
});
afterAll(() => t.close());

describe('GET /api/system/menus', () => {
  it('lists every item, inactive ones too, by display order', async () => {
    const [seeded] = await t.db.select({ id: menus.id }).from(menus).limit(1);
    await t.db.update(menus).set({ isActive: false }).where(eq(menus.id, seeded.id));
    const res = await t.call({ method: 'GET', url: BASE, as: system });
    expect(res.statusCode).toBe(200);
    const orders = res.body.data.map((m: { displayOrder: number }) => m.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(res.body.data.find((m: { id: number }) => m.id === seeded.id).isActive).toBe(false);
    await t.db.update(menus).set({ isActive: true }).where(eq(menus.id, seeded.id));
  });

  it('answers 401 anonymously and 403 to a Resident and an Admin', async () => {
    expect((await t.call({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: BASE, as: resident })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: BASE, as: admin })).statusCode).toBe(403);
  });
});

describe('POST /api/system/menus', () => {
  it('creates an item with a CREATE history row and shows it in the navigation of the roles it names', async () => {
    // Fill the navigation cache first: the write must invalidate it.
    expect((await userMenu(admin)).map((m) => m.path)).not.toContain('/reports');
    const res = await t.call({ method: 'POST', url: BASE, as: system, payload: item });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Menü başarıyla oluşturuldu');
    expect(res.body.data).toMatchObject({ ...item, id: expect.any(Number) });
    expect(await lastHistory(res.body.data.id)).toMatchObject({
      action: 'CREATE',
      oldLabel: null,
      newLabel: 'Raporlar',
      oldPath: null,
      newPath: '/reports',
      oldRoles: null,
      newRoles: 'Admin,SystemAdmin',
      changedBy: 'Sistem Yöneticisi',
    });
    expect((await userMenu(admin)).map((m) => m.path)).toContain('/reports');
    expect((await userMenu(resident)).map((m) => m.path)).not.toContain('/reports');
  });

  it('normalises roles and defaults the optional fields', async () => {
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { label: ' Yardım ', path: '/help', roles: ' systemadmin, Resident ,Resident' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      label: 'Yardım',
      roles: 'Resident,SystemAdmin',
      displayOrder: 0,
      isActive: true,
      icon: null,
      group: null,
    });
  });

  it("keeps an item's group, which the navigation carries for its dropdown", async () => {
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { label: 'Kasa Sayımı', path: '/cash-count', roles: 'Admin', group: 'money' },
    });
    expect([res.statusCode, res.body.data.group]).toEqual([201, 'money']);
    const menu = (await t.call({ method: 'GET', url: '/api/menu', as: admin })).body.data;
    expect(menu.find((m: { path: string }) => m.path === '/cash-count').group).toBe('money');
    // The baseline's items are grouped: the money screens together.
    expect(menu.find((m: { path: string }) => m.path === '/collections').group).toBe('money');
  });

  it('treats empty roles as every role', async () => {
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { label: 'Herkes', path: '/everyone', roles: '' },
    });
    expect(res.body.data.roles).toBe('');
    for (const who of [resident, admin, system])
      expect((await userMenu(who)).map((m) => m.path)).toContain('/everyone');
  });

  it('keeps an inactive item out of the navigation', async () => {
    await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { label: 'Gizli', path: '/hidden', isActive: false },
    });
    expect((await userMenu(system)).map((m) => m.path)).not.toContain('/hidden');
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing label', { label: undefined }, 'Etiket ve Yol alanları zorunludur'],
    ['a blank label', { label: '  ' }, 'Etiket ve Yol alanları zorunludur'],
    ['a missing path', { path: undefined }, 'Etiket ve Yol alanları zorunludur'],
    ['an empty path', { path: '' }, 'Etiket ve Yol alanları zorunludur'],
    [
      'a path without a leading slash',
      { path: 'reports' },
      'Yol "/" ile başlayan bir uygulama içi adres olmalıdır ("//" ile başlamamalı, boşluk içermemelidir).',
    ],
    ['a label over 100 characters', { label: 'x'.repeat(101) }, 'Etiket en fazla 100 karakter olabilir.'],
    [
      'an unknown role',
      { roles: 'Admin,Guest' },
      'Roller yalnızca Resident, Admin ve SystemAdmin içerebilir (virgülle ayrılmış).',
    ],
    ['a fractional display order', { displayOrder: 1.5 }, 'Sıra alanının türü geçersiz (sayı bekleniyor).'],
    ['a display order sent as text', { displayOrder: 'ilk' }, 'Sıra alanının türü geçersiz (sayı bekleniyor).'],
    ['an icon over 100 characters', { icon: 'i'.repeat(101) }, 'İkon en fazla 100 karakter olabilir.'],
    [
      'an unknown group',
      { group: 'finance' },
      'Grup şunlardan biri olmalıdır: site, money, people, communication, system.',
    ],
  ];
  for (const [what, change, message] of invalid) {
    it(`rejects ${what}`, async () => {
      const res = await t.call({ method: 'POST', url: BASE, as: system, payload: { ...item, ...change } });
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toBe(message);
    });
  }

  it('answers 403 to an Admin', async () => {
    const res = await t.call({ method: 'POST', url: BASE, as: admin, payload: item });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/system/menus/{id}', () => {
  it('updates an item with an UPDATE history row and refreshes the navigation', async () => {
    const created = (
      await t.call({
        method: 'POST',
        url: BASE,
        as: system,
        payload: { label: 'Eski', path: '/old', roles: 'Resident' },
      })
    ).body.data;
    expect((await userMenu(resident)).map((m) => m.label)).toContain('Eski');
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      as: system,
      payload: { label: 'Yeni', path: '/new', roles: 'Admin', displayOrder: 7, isActive: true, icon: 'bi bi-star' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Menü başarıyla güncellendi');
    expect(res.body.data).toMatchObject({
      id: created.id,
      label: 'Yeni',
      path: '/new',
      roles: 'Admin',
      displayOrder: 7,
      icon: 'bi bi-star',
    });
    expect(await lastHistory(created.id)).toMatchObject({
      action: 'UPDATE',
      oldLabel: 'Eski',
      newLabel: 'Yeni',
      oldPath: '/old',
      newPath: '/new',
      oldRoles: 'Resident',
      newRoles: 'Admin',
      changedBy: 'Sistem Yöneticisi',
    });
    expect((await userMenu(resident)).map((m) => m.label)).not.toContain('Eski');
    expect((await userMenu(admin)).map((m) => m.label)).toContain('Yeni');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.call({ method: 'PUT', url: `${BASE}/999999`, as: system, payload: item });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Menü bulunamadı.');
    expect((await t.call({ method: 'PUT', url: `${BASE}/abc`, as: system, payload: item })).statusCode).toBe(400);
    expect((await t.call({ method: 'PUT', url: `${BASE}/99999999999`, as: system, payload: item })).statusCode).toBe(
      400,
    );
  });

  it('validates the body like create', async () => {
    const [seeded] = await t.db.select({ id: menus.id }).from(menus).limit(1);
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/${seeded.id}`,
      as: system,
      payload: { ...item, label: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Etiket ve Yol alanları zorunludur');
  });
});

describe('DELETE /api/system/menus/{id}', () => {
  it('deletes an item with a DELETE history row and removes it from the navigation', async () => {
    const created = (
      await t.call({ method: 'POST', url: BASE, as: system, payload: { label: 'Silinecek', path: '/gone' } })
    ).body.data;
    expect((await userMenu(resident)).map((m) => m.path)).toContain('/gone');
    const res = await t.call({ method: 'DELETE', url: `${BASE}/${created.id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Menü başarıyla silindi');
    expect(await lastHistory(created.id)).toMatchObject({
      action: 'DELETE',
      oldLabel: 'Silinecek',
      newLabel: null,
      oldPath: '/gone',
      newPath: null,
      oldRoles: '',
      newRoles: null,
    });
    expect((await userMenu(resident)).map((m) => m.path)).not.toContain('/gone');
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${created.id}`, as: system })).statusCode).toBe(404);
  });

  it('answers 403 to a Resident', async () => {
    const [seeded] = await t.db.select({ id: menus.id }).from(menus).limit(1);
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${seeded.id}`, as: resident })).statusCode).toBe(403);
  });
});

describe('POST /api/system/menus/cache/refresh', () => {
  it('reloads the navigation after a change made behind the API', async () => {
    expect((await userMenu(system)).map((m) => m.path)).not.toContain('/direct');
    await t.db.insert(menus).values({ label: 'Doğrudan', path: '/direct', roles: '' });
    // The cached copy does not know about the row yet.
    expect((await userMenu(system)).map((m) => m.path)).not.toContain('/direct');
    const res = await t.call({ method: 'POST', url: `${BASE}/cache/refresh`, as: system });
    expect(res.statusCode).toBe(200);
    const active = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.isActive, true));
    expect(res.body.data.activeCount).toBe(active.length);
    expect((await userMenu(system)).map((m) => m.path)).toContain('/direct');
  });

  it('answers 403 to an Admin', async () => {
    expect((await t.call({ method: 'POST', url: `${BASE}/cache/refresh`, as: admin })).statusCode).toBe(403);
  });
});
