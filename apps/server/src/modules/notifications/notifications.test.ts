import { istanbulStartOfToday } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sites } from '../../db/schema/index.js';
import { DEMO_SITES } from '../../db/seed/demo-data.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

const DAY = 86_400_000;
const URL = '/api/siteadmin/notifications';

let t: TestContext;
let ayse: string;
let system: string;
let mehmet: string;
let gunesId: number;
let denizId: number;
/** A notification at Deniz Sitesi, which Ayşe does not administer. */
let denizNotificationId: number;

const siteId = async (name: string) =>
  (await t.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name)))[0].id;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A valid management-screen body at Güneş, starting in an hour, ending in two days. */
const draft = (over: Record<string, unknown> = {}) => ({
  siteId: gunesId,
  title: 'Otopark boyası',
  message: 'Otopark zemini boyanacaktır.',
  startDate: new Date(Date.now() + 3_600_000).toISOString(),
  endDate: later(2),
  isActive: true,
  ...over,
});

async function create(as: string, over: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: URL,
    payload: draft(over),
    as,
  });
  expect(res.statusCode).toBe(200);
  return res.body.data as {
    id: number;
    siteId: number;
    title: string;
    startDate: string;
    endDate: string;
    isActive: boolean;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  gunesId = await siteId(DEMO_SITES.gunes.name);
  denizId = await siteId(DEMO_SITES.deniz.name);
  const [row] = await t.db
    .insert(notifications)
    .values({
      siteId: denizId,
      title: 'Deniz duyurusu',
      message: 'Sadece Deniz Sitesi için.',
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    })
    .returning({ id: notifications.id });
  denizNotificationId = row.id;
});
afterAll(() => t.close());

describe('GET /api/siteadmin/notifications', () => {
  it("lists only the admin's own sites, newest first, in the API shape", async () => {
    const created = await create(ayse, { title: 'En yeni duyuru' });
    const res = await t.call({ method: 'GET', url: URL, as: ayse });
    expect(res.statusCode).toBe(200);
    const list = res.body.data as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((n) => n.siteId === gunesId)).toBe(true);
    expect(list[0]).toEqual({
      id: created.id,
      title: 'En yeni duyuru',
      message: 'Otopark zemini boyanacaktır.',
      startDate: created.startDate,
      endDate: created.endDate,
      siteId: gunesId,
      isActive: true,
    });
    expect(list.some((n) => n.id === denizNotificationId)).toBe(false);
  });

  it('filters by siteId and lets a SystemAdmin see every site', async () => {
    const deniz = await t.call({
      method: 'GET',
      url: `${URL}?siteId=${denizId}`,
      as: system,
    });
    expect(deniz.statusCode).toBe(200);
    expect(deniz.body.data.map((n: { siteId: number }) => n.siteId)).toEqual(expect.arrayContaining([denizId]));
    expect(deniz.body.data.every((n: { siteId: number }) => n.siteId === denizId)).toBe(true);
    const all = await t.call({ method: 'GET', url: URL, as: system });
    const siteIds = new Set(all.body.data.map((n: { siteId: number }) => n.siteId));
    expect(siteIds).toEqual(new Set([gunesId, denizId]));
  });

  it("refuses an admin asking for another site's list with 403", async () => {
    const res = await t.call({
      method: 'GET',
      url: `${URL}?siteId=${denizId}`,
      as: ayse,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('Forbidden');
  });

  it('refuses a resident with 403 and an anonymous caller with 401', async () => {
    expect((await t.call({ method: 'GET', url: URL, as: mehmet })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('rejects a siteId that is not a number with 400', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${URL}?siteId=abc`,
      as: ayse,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/Site/);
  });
});

describe('POST /api/siteadmin/notifications', () => {
  it("sends a panel notification from now for 30 days with the message 'Bildirim gönderildi'", async () => {
    const before = Date.now();
    const res = await t.call({
      method: 'POST',
      url: URL,
      payload: {
        siteId: gunesId,
        title: 'Panel duyurusu',
        message: 'Merhaba komşular',
      },
      as: ayse,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Bildirim gönderildi');
    const n = res.body.data;
    expect(n.isActive).toBe(true);
    const start = Date.parse(n.startDate);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(n.endDate) - start).toBe(30 * DAY);
  });

  it('stores the management fields as sent, in UTC', async () => {
    const startDate = new Date(Date.now() + DAY).toISOString().replace('Z', '+00:00');
    const n = await create(ayse, {
      startDate,
      endDate: later(3),
      isActive: false,
      title: '  Boşluklu başlık  ',
    });
    expect(n.title).toBe('Boşluklu başlık');
    expect(n.isActive).toBe(false);
    expect(n.startDate).toBe(new Date(startDate).toISOString());
    const [row] = await t.db
      .select({ startDate: notifications.startDate })
      .from(notifications)
      .where(eq(notifications.id, n.id));
    expect(row.startDate.toISOString()).toBe(n.startDate);
  });

  it('accepts a start at 00:00 of today in Istanbul', async () => {
    const startDate = istanbulStartOfToday().toISOString();
    const res = await t.call({
      method: 'POST',
      url: URL,
      payload: draft({ startDate }),
      as: ayse,
    });
    expect(res.statusCode).toBe(200);
  });

  const rejects: Array<[string, Record<string, unknown>, string]> = [
    ['rejects a blank title', { title: '   ' }, 'Başlık ve mesaj alanları zorunludur'],
    ['rejects a missing message', { message: undefined }, 'Başlık ve mesaj alanları zorunludur'],
    ['rejects a title over 200 characters', { title: 'x'.repeat(201) }, 'Başlık en fazla 200 karakter olabilir'],
    ['rejects a message over 1000 characters', { message: 'x'.repeat(1001) }, 'Mesaj en fazla 1000 karakter olabilir'],
    ['rejects a missing end date', { endDate: undefined }, 'Başlangıç ve bitiş tarihleri zorunludur'],
    ['rejects an empty start date', { startDate: '' }, 'Başlangıç ve bitiş tarihleri zorunludur'],
    [
      'rejects a start before today',
      {
        startDate: new Date(istanbulStartOfToday().getTime() - 60_000).toISOString(),
      },
      'Başlangıç tarihi bugünden önce olamaz',
    ],
    [
      'rejects an end equal to the start',
      // One instant for both: two calls to later() can fall a millisecond apart.
      ((at) => ({ startDate: at, endDate: at }))(later(1)),
      'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
    ],
    [
      'rejects an end before the start',
      { startDate: later(2), endDate: later(1) },
      'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
    ],
    [
      'rejects a date that is not ISO 8601',
      { startDate: '01.01.2099 10:00' },
      'Başlangıç tarihi geçerli bir tarih olmalıdır.',
    ],
    ['rejects a missing site', { siteId: undefined }, 'Site alanı zorunludur.'],
    [
      'rejects isActive that is not a boolean',
      { isActive: 'evet' },
      'Durum alanının türü geçersiz (doğru/yanlış bekleniyor).',
    ],
  ];
  for (const [name, over, message] of rejects) {
    it(name, async () => {
      const res = await t.call({
        method: 'POST',
        url: URL,
        payload: draft(over),
        as: ayse,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({
        isSuccess: false,
        code: 'ValidationError',
        message,
      });
    });
  }

  it('writes nothing when validation fails', async () => {
    const title = 'Geçersiz kayıt';
    await t.call({
      method: 'POST',
      url: URL,
      payload: draft({ title, endDate: undefined }),
      as: ayse,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.title, title))).toHaveLength(0);
  });

  it("refuses an admin sending to another site's residents with 403", async () => {
    const res = await t.call({
      method: 'POST',
      url: URL,
      payload: draft({ siteId: denizId }),
      as: ayse,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown site with 404 for a SystemAdmin and 403 for an admin', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: URL,
          payload: draft({ siteId: 999_999 }),
          as: system,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: URL,
          payload: draft({ siteId: 999_999 }),
          as: ayse,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a SystemAdmin send to any site', async () => {
    const n = await create(system, { siteId: denizId });
    expect(n.siteId).toBe(denizId);
  });

  it('refuses a resident with 403', async () => {
    expect((await t.call({ method: 'POST', url: URL, payload: draft(), as: mehmet })).statusCode).toBe(403);
  });
});

describe('PUT /api/siteadmin/notifications/{id}', () => {
  it('updates every field and answers the new notification', async () => {
    const n = await create(ayse);
    const payload = {
      id: n.id,
      ...draft({
        title: 'Güncel başlık',
        message: 'Güncel mesaj',
        startDate: later(1),
        endDate: later(5),
        isActive: false,
      }),
    };
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${n.id}`,
      payload,
      as: ayse,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      id: n.id,
      siteId: gunesId,
      title: 'Güncel başlık',
      message: 'Güncel mesaj',
      startDate: payload.startDate,
      endDate: payload.endDate,
      isActive: false,
    });
  });

  it('keeps a start in the past when editing a running notification', async () => {
    const [row] = await t.db
      .insert(notifications)
      .values({
        siteId: gunesId,
        title: 'Eski',
        message: 'Eski mesaj',
        startDate: new Date(Date.now() - 5 * DAY),
        endDate: new Date(Date.now() + DAY),
      })
      .returning({ id: notifications.id, startDate: notifications.startDate });
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${row.id}`,
      payload: {
        id: row.id,
        ...draft({
          title: 'Eski (düzeltildi)',
          startDate: row.startDate.toISOString(),
          endDate: later(2),
        }),
      },
      as: ayse,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.title).toBe('Eski (düzeltildi)');
  });

  it('applies the same validation texts', async () => {
    const n = await create(ayse);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Başlık ve mesaj alanları zorunludur'],
      [{ message: 'x'.repeat(1001) }, 'Mesaj en fazla 1000 karakter olabilir'],
      [{ startDate: null }, 'Başlangıç ve bitiş tarihleri zorunludur'],
      [{ startDate: later(3), endDate: later(2) }, 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır'],
    ];
    for (const [over, message] of cases) {
      const res = await t.call({
        method: 'PUT',
        url: `${URL}/${n.id}`,
        payload: { id: n.id, ...draft(over) },
        as: ayse,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('rejects a body id that differs from the path id', async () => {
    const n = await create(ayse);
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${n.id}`,
      payload: { ...draft(), id: n.id + 1000 },
      as: ayse,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('answers an unknown id with 404', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/987654`,
      payload: { id: 987654, ...draft() },
      as: ayse,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });

  it("refuses Ayşe editing Deniz Sitesi's notification with 403 and leaves it unchanged", async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${denizNotificationId}`,
      payload: {
        id: denizNotificationId,
        ...draft({ siteId: denizId, title: 'Ele geçirildi' }),
      },
      as: ayse,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.id, denizNotificationId));
    expect(row.title).toBe('Deniz duyurusu');
  });

  it('refuses moving a notification to a site the admin does not administer', async () => {
    const n = await create(ayse);
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${n.id}`,
      payload: { id: n.id, ...draft({ siteId: denizId }) },
      as: ayse,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db
      .select({ siteId: notifications.siteId })
      .from(notifications)
      .where(eq(notifications.id, n.id));
    expect(row.siteId).toBe(gunesId);
  });

  it('lets a SystemAdmin move a notification between sites', async () => {
    const n = await create(ayse);
    const res = await t.call({
      method: 'PUT',
      url: `${URL}/${n.id}`,
      payload: { id: n.id, ...draft({ siteId: denizId }) },
      as: system,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.siteId).toBe(denizId);
  });
});

describe('DELETE /api/siteadmin/notifications/{id}', () => {
  it('deletes an own notification', async () => {
    const n = await create(ayse);
    const res = await t.call({
      method: 'DELETE',
      url: `${URL}/${n.id}`,
      as: ayse,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, data: null });
    expect(await t.db.select().from(notifications).where(eq(notifications.id, n.id))).toHaveLength(0);
    expect((await t.call({ method: 'DELETE', url: `${URL}/${n.id}`, as: ayse })).statusCode).toBe(404);
  });

  it("refuses Ayşe deleting Deniz Sitesi's notification with 403", async () => {
    const res = await t.call({
      method: 'DELETE',
      url: `${URL}/${denizNotificationId}`,
      as: ayse,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, denizNotificationId))).toHaveLength(1);
  });

  it('rejects an id that is not a positive integer with 400', async () => {
    expect((await t.call({ method: 'DELETE', url: `${URL}/abc`, as: ayse })).statusCode).toBe(400);
    expect((await t.call({ method: 'DELETE', url: `${URL}/0`, as: ayse })).statusCode).toBe(400);
  });
});

describe('PATCH /api/notifications/{id}/toggle', () => {
  it('switches a notification off and on with the matching messages', async () => {
    const n = await create(ayse);
    const off = await t.call({
      method: 'PATCH',
      url: `/api/notifications/${n.id}/toggle`,
      payload: { isActive: false },
      as: ayse,
    });
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toBe('Bildirim pasif hale getirildi');
    expect(off.body.data).toMatchObject({
      id: n.id,
      isActive: false,
      title: n.title,
    });
    const on = await t.call({
      method: 'PATCH',
      url: `/api/notifications/${n.id}/toggle`,
      payload: { isActive: true },
      as: ayse,
    });
    expect(on.body.message).toBe('Bildirim aktif hale getirildi');
    expect(on.body.data.isActive).toBe(true);
  });

  it('requires isActive as a boolean', async () => {
    const n = await create(ayse);
    const res = await t.call({
      method: 'PATCH',
      url: `/api/notifications/${n.id}/toggle`,
      payload: {},
      as: ayse,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Durum alanı zorunludur.');
  });

  it("refuses Ayşe toggling Deniz Sitesi's notification, a resident, and answers 404 for an unknown id", async () => {
    const url = `/api/notifications/${denizNotificationId}/toggle`;
    expect(
      (
        await t.call({
          method: 'PATCH',
          url,
          payload: { isActive: false },
          as: ayse,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url,
          payload: { isActive: false },
          as: mehmet,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: '/api/notifications/987654/toggle',
          payload: { isActive: false },
          as: ayse,
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.db
      .select({ isActive: notifications.isActive })
      .from(notifications)
      .where(eq(notifications.id, denizNotificationId));
    expect(row.isActive).toBe(true);
  });
});

describe("a resident's view of managed notifications", () => {
  const mine = async () =>
    (await t.call({ method: 'GET', url: '/api/me/notifications', as: mehmet })).body.data as Array<{ id: number }>;

  it('shows a Güneş notification to Mehmet within its window and hides it once toggled off', async () => {
    const n = await create(ayse, {
      title: 'Mehmet görecek',
      startDate: new Date(Date.now() - 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
      endDate: later(1),
    });
    expect((await mine()).map((x) => x.id)).toContain(n.id);
    await t.call({
      method: 'PATCH',
      url: `/api/notifications/${n.id}/toggle`,
      payload: { isActive: false },
      as: ayse,
    });
    expect((await mine()).map((x) => x.id)).not.toContain(n.id);
  });

  it('does not show a notification that has not started yet', async () => {
    const n = await create(ayse, {
      title: 'Henüz değil',
      startDate: later(1),
      endDate: later(2),
    });
    expect((await mine()).map((x) => x.id)).not.toContain(n.id);
  });
});
