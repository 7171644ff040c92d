import { describe, expect, it } from 'vitest';
import { istanbulStartOfToday } from '../dates.js';
import { NOTIFICATION_RULE_MESSAGES as M } from '../messages/notifications.js';
import {
  CreateNotificationReq,
  notificationDraftError,
  notificationStatus,
  UpdateNotificationReq,
} from './notifications.js';

const start = new Date('2026-03-10T09:00:00.000Z');
const end = new Date('2026-03-20T18:00:00.000Z');
const span = {
  isActive: true,
  startDate: start.toISOString(),
  endDate: end.toISOString(),
};

describe('notificationStatus', () => {
  it("is 'Beklemede' one millisecond before the start", () => {
    expect(notificationStatus(span, new Date(start.getTime() - 1))).toBe('Beklemede');
  });

  it("is 'Aktif' exactly at the start and exactly at the end", () => {
    expect(notificationStatus(span, start)).toBe('Aktif');
    expect(notificationStatus(span, end)).toBe('Aktif');
  });

  it("is 'Süresi Dolmuş' one millisecond after the end", () => {
    expect(notificationStatus(span, new Date(end.getTime() + 1))).toBe('Süresi Dolmuş');
  });

  it("is 'Pasif' whenever inactive, before, during or after the span", () => {
    const off = { ...span, isActive: false };
    for (const at of [new Date(start.getTime() - 1), start, new Date(end.getTime() + 1)]) {
      expect(notificationStatus(off, at)).toBe('Pasif');
    }
  });

  it('accepts Date objects as well as ISO text', () => {
    expect(
      notificationStatus({ isActive: true, startDate: start, endDate: end }, new Date('2026-03-15T00:00:00Z')),
    ).toBe('Aktif');
  });
});

describe('notificationDraftError', () => {
  // 12:00 in Istanbul on 10 March 2026 (UTC+3).
  const now = new Date('2026-03-10T09:00:00.000Z');
  const todayMidnight = istanbulStartOfToday(now);
  const ok = {
    title: 'Asansör bakımı',
    message: 'Asansör bakımda.',
    startDate: todayMidnight,
    endDate: new Date(todayMidnight.getTime() + 86_399_000),
  };

  it('accepts a form starting today at 00:00 (Istanbul) and ending at 23:59', () => {
    expect(notificationDraftError(ok, 'create', now)).toBeNull();
  });

  it('requires title and message, blank after trimming counting as empty', () => {
    expect(notificationDraftError({ ...ok, title: '   ' }, 'create', now)).toBe(M.required);
    expect(notificationDraftError({ ...ok, message: '' }, 'update', now)).toBe(M.required);
  });

  it('limits the title to 200 and the message to 1000 characters', () => {
    expect(notificationDraftError({ ...ok, title: 'x'.repeat(200) }, 'create', now)).toBeNull();
    expect(notificationDraftError({ ...ok, title: 'x'.repeat(201) }, 'create', now)).toBe(M.titleTooLong);
    expect(notificationDraftError({ ...ok, message: 'x'.repeat(1000) }, 'create', now)).toBeNull();
    expect(notificationDraftError({ ...ok, message: 'x'.repeat(1001) }, 'create', now)).toBe(M.messageTooLong);
  });

  it('requires both dates', () => {
    expect(notificationDraftError({ ...ok, startDate: null }, 'create', now)).toBe(M.datesRequired);
    expect(notificationDraftError({ ...ok, endDate: null }, 'update', now)).toBe(M.datesRequired);
  });

  it('refuses a start before the Istanbul calendar day on create only', () => {
    const yesterdayLate = new Date(todayMidnight.getTime() - 60_000);
    expect(notificationDraftError({ ...ok, startDate: yesterdayLate }, 'create', now)).toBe(M.startBeforeToday);
    expect(notificationDraftError({ ...ok, startDate: yesterdayLate }, 'update', now)).toBeNull();
  });

  it('requires the end to be after the start', () => {
    expect(notificationDraftError({ ...ok, endDate: ok.startDate }, 'create', now)).toBe(M.endNotAfterStart);
    expect(notificationDraftError({ ...ok, endDate: new Date(todayMidnight.getTime() - 1) }, 'update', now)).toBe(
      M.endNotAfterStart,
    );
  });

  it('uses the exact texts of the specification', () => {
    expect(M).toEqual({
      required: 'Başlık ve mesaj alanları zorunludur',
      titleTooLong: 'Başlık en fazla 200 karakter olabilir',
      messageTooLong: 'Mesaj en fazla 1000 karakter olabilir',
      datesRequired: 'Başlangıç ve bitiş tarihleri zorunludur',
      startBeforeToday: 'Başlangıç tarihi bugünden önce olamaz',
      endNotAfterStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
    });
  });
});

describe('CreateNotificationReq', () => {
  it('gives a panel notification (no dates) a 30-day span starting now, active', () => {
    const before = Date.now();
    const parsed = CreateNotificationReq.parse({
      siteId: 1,
      title: ' Duyuru ',
      message: 'Metin',
    });
    expect(parsed.title).toBe('Duyuru');
    expect(parsed.isActive).toBe(true);
    expect(parsed.startDate.getTime()).toBeGreaterThanOrEqual(before);
    expect(parsed.endDate.getTime() - parsed.startDate.getTime()).toBe(30 * 86_400_000);
  });

  it('treats one missing date as both dates missing', () => {
    const res = CreateNotificationReq.safeParse({
      siteId: 1,
      title: 'a',
      message: 'b',
      startDate: '2099-01-01T00:00:00Z',
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(M.datesRequired);
  });

  it('names a malformed date', () => {
    const res = CreateNotificationReq.safeParse({
      siteId: 1,
      title: 'a',
      message: 'b',
      startDate: 'yarın',
      endDate: '2099-01-01T00:00:00Z',
    });
    expect(res.error?.issues[0].message).toBe('Başlangıç tarihi geçerli bir tarih olmalıdır.');
  });
});

describe('UpdateNotificationReq', () => {
  it('requires the dates even though create from the panel may omit them', () => {
    const res = UpdateNotificationReq.safeParse({ title: 'a', message: 'b' });
    expect(res.error?.issues[0].message).toBe(M.datesRequired);
  });

  it('accepts a span that started in the past', () => {
    const res = UpdateNotificationReq.safeParse({
      title: 'a',
      message: 'b',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-01-02T00:00:00+03:00',
    });
    expect(res.success).toBe(true);
    expect(res.data?.endDate.toISOString()).toBe('2020-01-01T21:00:00.000Z');
  });
});
