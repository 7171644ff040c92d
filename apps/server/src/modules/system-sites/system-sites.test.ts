import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;

const validSite = {
  name: 'Lale Sitesi',
  address: 'Çiçek Sok. No:1, Kadıköy / İstanbul',
  blockCount: 3,
  unitCount: 36,
  monthlyDuesAmount: 1499.99,
};

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

describe('GET /api/system/sites', () => {
  it('lists every site with its dues in lira', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/sites', as: system });
    expect(res.statusCode).toBe(200);
    const names = res.body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Güneş Sitesi', 'Deniz Sitesi']));
    const gunes = res.body.data.find((s: { name: string }) => s.name === 'Güneş Sitesi');
    expect(gunes).toMatchObject({ blockCount: 2, unitCount: 24, monthlyDuesAmount: 1250 });
    expect(Object.keys(gunes).sort()).toEqual([
      'address',
      'blockCount',
      'id',
      'monthlyDuesAmount',
      'name',
      'unitCount',
    ]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/sites' });
    expect(res.statusCode).toBe(401);
    expect(res.body.code).toBe('Unauthorized');
  });

  it('answers 403 to a Resident and to an Admin', async () => {
    for (const who of ['mehmet', 'ayse'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/system/sites', as: await t.login(who) });
      expect(res.statusCode).toBe(403);
      expect(res.body.code).toBe('Forbidden');
    }
  });
});

describe('POST /api/system/sites', () => {
  it('creates a site, trims its texts and stores the dues in kuruş', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/system/sites',
      as: system,
      payload: { ...validSite, name: '  Lale Sitesi  ', address: ` ${validSite.address} ` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Site oluşturuldu');
    expect(res.body.data).toMatchObject({ ...validSite, id: expect.any(Number) });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, res.body.data.id));
    expect(row.monthlyDuesKurus).toBe(149_999);
    expect(row.name).toBe('Lale Sitesi');
    const list = await t.call({ method: 'GET', url: '/api/system/sites', as: system });
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(res.body.data.id);
  });

  it('accepts zero dues', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/system/sites',
      as: system,
      payload: { ...validSite, name: 'Sıfır Sitesi', monthlyDuesAmount: 0 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.monthlyDuesAmount).toBe(0);
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { name: undefined }, 'Site adı alanı zorunludur.'],
    ['a blank name', { name: '   ' }, 'Site adı alanı zorunludur.'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'Site adı en fazla 200 karakter olabilir.'],
    ['a blank address', { address: ' ' }, 'Adres alanı zorunludur.'],
    // PRODUCT.md §2: single-line texts refuse control characters, naming the field.
    [
      'a name with a terminal escape',
      { name: 'Güneş\u001b[2J Sitesi' },
      'Site adı satır sonu, sekme veya başka bir kontrol karakteri içeremez.',
    ],
    [
      'an address with a line break inside',
      { address: 'Atatürk Cad.\nNo: 5' },
      'Adres satır sonu, sekme veya başka bir kontrol karakteri içeremez.',
    ],
    ['a missing block count', { blockCount: undefined }, 'Blok sayısı alanı zorunludur.'],
    ['a zero block count', { blockCount: 0 }, 'Blok sayısı en az 1 olmalıdır.'],
    ['a fractional unit count', { unitCount: 2.5 }, 'Daire sayısı tam sayı olmalıdır.'],
    ['an absurd unit count', { unitCount: 1_000_000 }, 'Daire sayısı en fazla 100000 olabilir.'],
    ['negative dues', { monthlyDuesAmount: -1 }, 'Aylık aidat tutarı negatif olamaz.'],
    [
      'dues with three decimals',
      { monthlyDuesAmount: 10.001 },
      'Aylık aidat tutarı en fazla iki ondalık basamak içerebilir.',
    ],
    [
      'dues typed so that they could mean two amounts',
      { monthlyDuesAmount: '1,500.00' },
      "Aylık aidat tutarı '1,500.00' iki farklı tutar olarak okunabilir: binlikleri noktayla, kuruşu virgülle (1.500,00) ya da yalnızca kuruşu noktayla (1500.00) yazın.",
    ],
    [
      'dues that are not an amount',
      { monthlyDuesAmount: [100] },
      'Aylık aidat tutarı alanının türü geçersiz (sayı bekleniyor).',
    ],
  ];
  for (const [what, change, message] of cases) {
    it(`rejects ${what}`, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/system/sites',
        as: system,
        payload: { ...validSite, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toBe(message);
    });
  }

  it('answers 403 to an Admin and changes nothing', async () => {
    const before = await t.db.select({ id: sites.id }).from(sites);
    const res = await t.call({
      method: 'POST',
      url: '/api/system/sites',
      as: await t.login('ayse'),
      payload: validSite,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select({ id: sites.id }).from(sites)).toHaveLength(before.length);
  });

  it('answers 401 before looking at the body of an anonymous call', async () => {
    const res = await t.call({ method: 'POST', url: '/api/system/sites', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
