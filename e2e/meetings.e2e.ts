import { expect, test } from './support/test';
import { screenshot } from './support/browser';
import { signInWithPassword } from './support/login';
import { istanbulDay } from './support/dates';

/**
 * The genel kurul (PRODUCT.md §18), the manager's side: Ayşe opens 'Genel Kurul' from the menu's
 * 'İletişim' group, drafts an olağan meeting a month ahead through the wizard (the second session
 * offered a week after the first, the agenda reordered), reads who the çağrı reaches by which
 * channel and the last day it may go out, sends it and sees the deliveries; then records the second
 * session's hazirun with everyone present, puts a motion for an agenda item to the vote, marks
 * 'Tümü Kabul' and reads KABUL; marking it held before its day is refused with the server's
 * sentence. The title is unique to the run.
 */

const suffix = Date.now().toString(36).slice(-5);
const title = `Deneme genel kurulu ${suffix}`;

test('Ayşe drafts a kurul meeting, sends the çağrı, records the hazirun and a decision', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithPassword(page, 'ayse@aidat.local');

  // The menu: 'Yönetim Paneli' stays a link on the bar, 'Genel Kurul' sits in 'İletişim'.
  const menu = page.getByTestId('main-menu');
  await expect(menu.getByRole('link', { name: 'Yönetim Paneli' })).toBeVisible();
  await menu.getByRole('button', { name: 'İletişim' }).click();
  await screenshot(page, 'meetings-menu');
  await menu.getByRole('link', { name: 'Genel Kurul' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Kurul' })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);

  // The wizard: the meeting, then its agenda.
  await page.getByRole('link', { name: 'Yeni Toplantı' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Toplantı' })).toBeVisible();
  await page.getByLabel('Başlık', { exact: true }).fill(title);
  const first = istanbulDay(30);
  await page.getByLabel('İlk toplantı: tarih ve saat').fill(`${first}T14:00`);
  await page.getByLabel('İlk toplantı: yer').fill('Site toplantı salonu');
  await expect(page.getByLabel('İkinci toplantı: tarih ve saat')).toHaveValue(`${istanbulDay(37)}T14:00`);
  await expect(page.getByLabel('İkinci toplantı: yer')).toHaveValue('Site toplantı salonu');
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByLabel('1. madde', { exact: true }).fill('İşletme projesinin görüşülmesi');
  await page.getByRole('button', { name: 'Madde ekle' }).click();
  await page.getByLabel('2. madde', { exact: true }).fill('Açılış ve divan seçimi');
  await page.getByRole('button', { name: '2. maddeyi yukarı taşı' }).click();
  await expect(page.getByLabel('1. madde', { exact: true })).toHaveValue('Açılış ve divan seçimi');
  await page.getByRole('button', { name: 'Toplantıyı Kaydet' }).click();

  // A draft is corrected before its çağrı: the first session moved a day earlier, in the same form.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await page.getByRole('link', { name: 'Düzenle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Toplantıyı Düzenle' })).toBeVisible();
  await expect(page.getByLabel('Başlık', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('İlk toplantı: tarih ve saat')).toHaveValue(`${first}T14:00`);
  await page.getByLabel('İlk toplantı: tarih ve saat').fill(`${istanbulDay(29)}T14:00`);
  await page.getByRole('button', { name: 'İleri' }).click();
  await expect(page.getByLabel('1. madde', { exact: true })).toHaveValue('Açılış ve divan seçimi');
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  await expect(page.getByText(`${istanbulDay(29).split('-').reverse().join('.')} 14:00`).first()).toBeVisible();

  // The çağrı: the preview, the last day, then 'Çağrı Gönder'.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taslak');
  await expect(page.getByTestId('call-by')).toContainText('Çağrı en geç');
  await expect(page.getByText(/kat malikine SMS, \d+ kat malikine e-posta gidecek/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kat malikleri ve çağrı kanalları' })).toContainText('Mehmet Demir');
  await expect(page.getByRole('link', { name: 'Çağrı Belgesi (PDF, imza sütunlu)' })).toHaveAttribute(
    'href',
    /\/notice\.pdf$/,
  );
  await page.getByRole('button', { name: 'Çağrı Gönder' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Çağrı Gönder' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Çağrı yapıldı');
  const deliveries = page.getByRole('table', { name: 'Gönderimler' });
  await expect(deliveries).toContainText('Mehmet Demir');
  await expect(deliveries).toContainText('SMS');

  // The hazirun of the second session (the demo units have no arsa payı entered, so the first
  // session's quorum by arsa payı cannot be met; the second needs none): everyone in person.
  await page.getByRole('button', { name: '2. Hazirun' }).click();
  await page.getByLabel('İkinci toplantı', { exact: true }).check();
  await expect(page.getByRole('table', { name: 'İkinci toplantı: hazirun' })).toContainText('Mehmet Demir');
  await page.getByRole('button', { name: 'Tümü Asaleten' }).click();
  await page.getByRole('button', { name: 'Hazirunu Kaydet' }).click();
  const quorum = page.getByTestId('quorum');
  await expect(quorum).toContainText('İkinci toplantıda yeter sayı aranmaz (KMK 30).');
  await expect(quorum).toContainText(/Katılan kat maliki: (\d+) \/ \1/);
  await expect(page.getByRole('link', { name: 'İkinci toplantı: Hazirun Cetveli (PDF)' })).toHaveAttribute(
    'href',
    /hazirun\.pdf\?session=second$/,
  );

  // A motion of the second session for the agenda's second item, everyone for it.
  await page.getByRole('button', { name: '3. Kararlar' }).click();
  await page.getByLabel('İkinci toplantı', { exact: true }).check();
  const form = page.getByRole('form', { name: 'Önerge Ekle' });
  await form.getByLabel('Gündem maddesi').selectOption({ label: '2. İşletme projesinin görüşülmesi' });
  await expect(form.getByLabel('Önerge', { exact: true })).toHaveValue('İşletme projesinin görüşülmesi');
  await form.getByRole('button', { name: 'Önergeyi Ekle' }).click();
  await page.getByRole('button', { name: 'Oyları Gir: İşletme projesinin görüşülmesi' }).click();
  const panel = page.getByRole('region', { name: 'İşletme projesinin görüşülmesi: oylar' });
  await panel.getByRole('button', { name: 'Tümü Kabul' }).click();
  await expect(panel.getByTestId('tally')).toContainText('Ret 0 · Çekimser 0 · Oy verilmedi 0');
  await panel.getByRole('button', { name: 'Oyları Kaydet' }).click();
  await expect(panel.getByRole('status')).toContainText('KABUL');
  await screenshot(page, 'meetings-votes');
  await expect(page.locator('[data-testid^="motion-"]')).toContainText('KABUL');

  // Before the first session's hour the meeting cannot be marked held: the server says so.
  await page.getByRole('button', { name: '4. Tutanak' }).click();
  await page.getByRole('button', { name: 'Toplantı Yapıldı' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Toplantı Yapıldı' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'İlk toplantının saati gelmeden' }).first()).toBeVisible();

  // The list shows it called.
  await page.getByRole('link', { name: 'Toplantılara dön' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Çağrı yapıldı');
});
