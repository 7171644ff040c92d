import { describe, expect, it } from 'vitest';
import { announcementSms, debtReminderSms, smsAmount } from './sms-texts.js';

const ascii = /^[\x20-\x7e]*$/;

describe('campaign SMS texts', () => {
  it('writes the reminder of one unit in ASCII with its amount, months and payment reference', () => {
    const text = debtReminderSms('Güneş Sitesi', [
      { label: 'A-5', totalKurus: 345_050, monthsOverdue: 3, reference: 'GNS-A5' },
    ]);
    expect(text).toBe(
      'Gunes Sitesi: A-5 nolu dairenin 3.450,50 TL aidat borcu (3 ay) bulunmaktadir. Odeme aciklamasi: GNS-A5. Bilgilendirme mesajidir.',
    );
    expect(smsAmount(5)).toBe('0,05');
  });

  it('shortens a long site name, never the amount or the reference, to stay in one SMS', () => {
    const text = debtReminderSms(`Çok Uzun İsimli ${'Yeşilvadi '.repeat(8)}Konutları`, [
      { label: 'B-12', totalKurus: 123_456_789, monthsOverdue: 14, reference: 'CKU-B12' },
    ]);
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text).toMatch(ascii);
    expect(text).toMatch(/^Cok Uzun Isimli Yesilvadi.*\.: B-12 nolu dairenin 1\.234\.567,89 TL aidat borcu \(14 ay\)/);
    expect(text).toContain('Odeme aciklamasi: CKU-B12. Bilgilendirme mesajidir.');
  });

  it('names every unit of a resident with several, the total and the most months', () => {
    const text = debtReminderSms('Deniz', [
      { label: 'A-1', totalKurus: 100_000, monthsOverdue: 2, reference: 'DNZ-A1' },
      { label: 'B-3', totalKurus: 50_000, monthsOverdue: 4, reference: 'DNZ-B3' },
    ]);
    expect(text).toBe(
      'Deniz: A-1, B-3 nolu dairelerinizin toplam 1.500,00 TL borcu (en cok 4 ay) bulunmaktadir. Bilgilendirme mesajidir.',
    );
  });

  it('sends the announcement with the site name on one line, cut with "..." past one SMS', () => {
    expect(announcementSms('Güneş', 'Su kesintisi', 'Yarın\n10:00-12:00 arası su yok.')).toBe(
      'Gunes: Su kesintisi - Yarin 10:00-12:00 arasi su yok.',
    );
    const long = announcementSms('Güneş', 'Genel kurul', 'Toplantı '.repeat(40));
    expect(long).toHaveLength(155);
    expect(long.endsWith('...')).toBe(true);
    expect(long).toMatch(ascii);
  });
});
