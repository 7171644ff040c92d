import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationHistory, configurations } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;
const BASE = '/api/system/configurations';

async function lastHistory(key: string) {
  const [row] = await t.db
    .select()
    .from(configurationHistory)
    .where(eq(configurationHistory.configurationKey, key))
    .orderBy(desc(configurationHistory.id))
    .limit(1);
  return row;
}

async function historyCount(key: string) {
  return (
    await t.db
      .select({ id: configurationHistory.id })
      .from(configurationHistory)
      .where(eq(configurationHistory.configurationKey, key))
  ).length;
}

async function frontendConfig(): Promise<Array<{ key: string; value: string }>> {
  return (await t.call({ method: 'GET', url: '/api/auth/frontend-config' })).body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

describe('GET /api/system/configurations', () => {
  it('lists every entry by key with all fields', async () => {
    const res = await t.call({ method: 'GET', url: BASE, as: system });
    expect(res.statusCode).toBe(200);
    const keys = res.body.data.map((c: { key: string }) => c.key);
    expect(keys).toEqual([...keys].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const otp = res.body.data.find((c: { key: string }) => c.key === 'OtpCodeLength');
    expect(otp).toMatchObject({
      id: expect.any(Number),
      value: '6',
      description: expect.any(String),
      isFrontendVisible: true,
    });
    expect(new Date(otp.updatedAtUtc).toISOString()).toBe(otp.updatedAtUtc);
  });

  it('answers 401 anonymously and 403 to a Resident and an Admin', async () => {
    expect((await t.call({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: BASE, as: await t.login('mehmet') })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: BASE, as: await t.login('ayse') })).statusCode).toBe(403);
  });
});

describe('POST /api/system/configurations', () => {
  it('creates an entry, hidden from the frontend by default, with a CREATE history row', async () => {
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { key: 'Support.Phone', value: '4440000' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Konfigürasyon oluşturuldu');
    expect(res.body.data).toMatchObject({
      key: 'Support.Phone',
      value: '4440000',
      description: null,
      isFrontendVisible: false,
    });
    expect(await lastHistory('Support.Phone')).toMatchObject({
      action: 'CREATE',
      oldValue: null,
      newValue: '4440000',
      oldDescription: null,
      newDescription: null,
      oldIsFrontendVisible: null,
      newIsFrontendVisible: false,
      changedBy: 'Sistem Yöneticisi',
    });
    expect((await frontendConfig()).find((c) => c.key === 'Support.Phone')).toBeUndefined();
  });

  it('serves a new frontend-visible entry on the next frontend-config read', async () => {
    await frontendConfig(); // fills the cache
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { key: 'WelcomeText', value: 'Hoş geldiniz', description: 'Karşılama', isFrontendVisible: true },
    });
    expect(res.statusCode).toBe(201);
    expect(await frontendConfig()).toContainEqual({ key: 'WelcomeText', value: 'Hoş geldiniz' });
  });

  it('answers 409 for a duplicate key and writes no history', async () => {
    const before = await historyCount('Support.Phone');
    const res = await t.call({ method: 'POST', url: BASE, as: system, payload: { key: 'Support.Phone', value: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'Conflict', message: 'Bu anahtarla bir konfigürasyon zaten mevcut.' });
    expect(await historyCount('Support.Phone')).toBe(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing key', { value: '1' }, 'Anahtar alanı zorunludur.'],
    [
      'a key starting with a digit',
      { key: '1abc', value: '1' },
      'Anahtar bir harfle başlamalı; yalnızca harf, rakam, alt çizgi ve nokta içerebilir (en fazla 100 karakter).',
    ],
    [
      'a key with a space',
      { key: 'a b', value: '1' },
      'Anahtar bir harfle başlamalı; yalnızca harf, rakam, alt çizgi ve nokta içerebilir (en fazla 100 karakter).',
    ],
    [
      'a key over 100 characters',
      { key: `K${'x'.repeat(100)}`, value: '1' },
      'Anahtar bir harfle başlamalı; yalnızca harf, rakam, alt çizgi ve nokta içerebilir (en fazla 100 karakter).',
    ],
    ['a missing value', { key: 'Empty.Value' }, 'Değer alanı zorunludur.'],
    ['a blank value', { key: 'Empty.Value', value: '   ' }, 'Değer alanı zorunludur.'],
    [
      'a description over 500 characters',
      { key: 'Long.Desc', value: '1', description: 'x'.repeat(501) },
      'Açıklama en fazla 500 karakter olabilir.',
    ],
    [
      'a visibility that is not a boolean',
      { key: 'Vis', value: '1', isFrontendVisible: 'evet' },
      'Arayüzde görünür alanının türü geçersiz (doğru/yanlış bekleniyor).',
    ],
  ];
  for (const [what, payload, message] of invalid) {
    it(`rejects ${what}`, async () => {
      const res = await t.call({ method: 'POST', url: BASE, as: system, payload });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    });
  }

  it('type-checks a known key when it is created', async () => {
    await t.call({ method: 'DELETE', url: `${BASE}/OtpMaxAttempts`, as: system });
    const res = await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { key: 'OtpMaxAttempts', value: 'üç' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('OtpMaxAttempts değeri tam sayı olmalıdır.');
  });
});

describe('PUT /api/system/configurations/{key}', () => {
  it('updates value, description and visibility with an UPDATE history row of old and new values', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/OtpCodeLength`,
      as: system,
      payload: { value: '8', description: 'Kod uzunluğu', isFrontendVisible: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Konfigürasyon güncellendi');
    expect(res.body.data).toMatchObject({
      key: 'OtpCodeLength',
      value: '8',
      description: 'Kod uzunluğu',
      isFrontendVisible: false,
    });
    expect(await lastHistory('OtpCodeLength')).toMatchObject({
      action: 'UPDATE',
      oldValue: '6',
      newValue: '8',
      oldDescription: 'Doğrulama kodu uzunluğu',
      newDescription: 'Kod uzunluğu',
      oldIsFrontendVisible: true,
      newIsFrontendVisible: false,
      changedBy: 'Sistem Yöneticisi',
    });
    expect((await frontendConfig()).find((c) => c.key === 'OtpCodeLength')).toBeUndefined();
    const [row] = await t.db.select().from(configurations).where(eq(configurations.key, 'OtpCodeLength'));
    expect(row.value).toBe('8');
  });

  it('keeps description and visibility when they are left out', async () => {
    const res = await t.call({ method: 'PUT', url: `${BASE}/OtpTtlMinutes`, as: system, payload: { value: '5' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      value: '5',
      description: 'Doğrulama kodu geçerlilik süresi (dakika)',
      isFrontendVisible: true,
    });
    expect(await frontendConfig()).toContainEqual({ key: 'OtpTtlMinutes', value: '5' });
  });

  it('moves the updated time forward', async () => {
    const list = async () =>
      (await t.call({ method: 'GET', url: BASE, as: system })).body.data.find(
        (c: { key: string }) => c.key === 'Support.Phone',
      );
    const before = (await list()).updatedAtUtc;
    await t.call({ method: 'PUT', url: `${BASE}/Support.Phone`, as: system, payload: { value: '4441111' } });
    expect(new Date((await list()).updatedAtUtc).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  const typed: Array<[string, string, string]> = [
    ['OtpCodeLength', '3', 'OtpCodeLength değeri 4 ile 8 arasında olmalıdır.'],
    ['OtpCodeLength', '9', 'OtpCodeLength değeri 4 ile 8 arasında olmalıdır.'],
    ['OtpCodeLength', '6.5', 'OtpCodeLength değeri tam sayı olmalıdır.'],
    ['MaintenanceMode', 'evet', 'MaintenanceMode değeri true veya false olmalıdır.'],
    ['RevaluationRatePercent', '25.491', 'RevaluationRatePercent değeri en fazla iki ondalıklı bir sayı olmalıdır.'],
    ['RevaluationRatePercent', '1000.5', 'RevaluationRatePercent değeri 0 ile 1000 arasında olmalıdır.'],
  ];
  for (const [key, value, message] of typed) {
    it(`rejects ${value} for ${key} and leaves it unchanged`, async () => {
      const before = await historyCount(key);
      const res = await t.call({ method: 'PUT', url: `${BASE}/${key}`, as: system, payload: { value } });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await historyCount(key)).toBe(before);
    });
  }

  it('answers 404 for an unknown key', async () => {
    const res = await t.call({ method: 'PUT', url: `${BASE}/No.Such.Key`, as: system, payload: { value: '1' } });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Konfigürasyon bulunamadı.');
  });

  it('answers 400 for a malformed key in the path', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/${encodeURIComponent('bad key!')}`,
      as: system,
      payload: { value: '1' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 403 to an Admin and changes nothing', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/MaintenanceMode`,
      as: await t.login('ayse'),
      payload: { value: 'true' },
    });
    expect(res.statusCode).toBe(403);
    expect((await frontendConfig()).find((c) => c.key === 'MaintenanceMode')?.value).toBe('false');
  });
});

describe('DELETE /api/system/configurations/{key}', () => {
  it('deletes an entry with a DELETE history row keeping the old values', async () => {
    await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { key: 'Temp.Entry', value: 'geçici', description: 'Silinecek', isFrontendVisible: true },
    });
    expect(await frontendConfig()).toContainEqual({ key: 'Temp.Entry', value: 'geçici' });
    const res = await t.call({ method: 'DELETE', url: `${BASE}/Temp.Entry`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Konfigürasyon silindi');
    expect(await lastHistory('Temp.Entry')).toMatchObject({
      action: 'DELETE',
      oldValue: 'geçici',
      newValue: null,
      oldDescription: 'Silinecek',
      newDescription: null,
      oldIsFrontendVisible: true,
      newIsFrontendVisible: null,
      changedBy: 'Sistem Yöneticisi',
    });
    expect((await frontendConfig()).find((c) => c.key === 'Temp.Entry')).toBeUndefined();
    expect(await t.db.select().from(configurations).where(eq(configurations.key, 'Temp.Entry'))).toHaveLength(0);
  });

  it('answers 404 for an unknown key', async () => {
    const res = await t.call({ method: 'DELETE', url: `${BASE}/Temp.Entry`, as: system });
    expect(res.statusCode).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });

  it('answers 403 to a Resident', async () => {
    const res = await t.call({ method: 'DELETE', url: `${BASE}/OtpTtlMinutes`, as: await t.login('mehmet') });
    expect(res.statusCode).toBe(403);
  });
});
