import { expect, type Locator, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode } from './support/login';
import { TR_MONTHS } from '@aidat/shared';

/**
 * Ayşe manages Güneş Sitesi's notifications: creates one with the date-time picker, follows its
 * status through toggle and edit, deletes it; and a notification she publishes now reaches
 * Mehmet's home page. Every record is created here under a unique title.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Local midnight `days` from today, in the browser's zone (the config pins Europe/Istanbul). */
async function dayFromToday(page: Page, days: number): Promise<{ day: number; month: number; year: number }> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return { day: d.getDate(), month: d.getMonth(), year: d.getFullYear() };
  }, days);
}

/** Opens a picker from its label, picks a day (moving month by month if needed) and a time, and presses 'Seç'. */
async function pick(dialog: Locator, label: string, when: { day: number; month: number; year: number }, time: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  const panel = dialog.page().getByRole('dialog', { name: 'Tarih ve saat seçin' });
  await expect(panel).toBeVisible();
  const name = new RegExp(`(^|, )${when.day} ${TR_MONTHS[when.month]} ${when.year} `);
  for (let i = 0; i < 2 && (await panel.getByRole('button', { name }).count()) === 0; i++) {
    await panel.getByRole('button', { name: 'Sonraki aya git' }).click();
  }
  await panel.getByRole('button', { name }).first().click();
  await panel.getByLabel('Saat').fill(time);
  await panel.getByRole('button', { name: 'Seç', exact: true }).click();
  await expect(panel).toHaveCount(0);
}

const two = (n: number) => String(n).padStart(2, '0');
const shown = (d: { day: number; month: number; year: number }, time: string) =>
  `${two(d.day)}.${two(d.month + 1)}.${d.year} ${time}`;

async function openNotifications(page: Page) {
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirim Yönetimi' })).toBeVisible();
  await expect(page.getByTestId('notification-row').first()).toBeVisible();
}

const row = (page: Page, title: string) => page.getByTestId('notification-row').filter({ hasText: title });

test('Ayşe creates a notification with the picker, toggles, edits and deletes it', async ({ page }) => {
  await openNotifications(page);
  const title = unique('Asansör bakımı');

  await page.getByRole('button', { name: 'Yeni Bildirim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bildirim' });
  // SPEC §5 defaults: today 00:00 to today 23:59.
  const today = await dayFromToday(page, 0);
  await expect(dialog.getByLabel('Başlangıç tarihi')).toHaveValue(shown(today, '00:00'));
  await expect(dialog.getByLabel('Bitiş tarihi')).toHaveValue(shown(today, '23:59'));

  // Validation is shown before any call.
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect(dialog.getByTestId('notification-form-error')).toHaveText('Başlık ve mesaj alanları zorunludur');

  await dialog.getByLabel('Başlık').fill(title);
  await expect(dialog.getByText(`${title.length}/200`)).toBeVisible();
  await dialog.getByLabel('Mesaj').fill('Asansör yarın sabah bakıma alınacaktır.');

  // The start picker offers no day before today.
  await dialog.getByLabel('Başlangıç tarihi', { exact: true }).click();
  const yesterday = await dayFromToday(page, -1);
  if (yesterday.month === today.month) {
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^${yesterday.day} ${TR_MONTHS[yesterday.month]} ${yesterday.year} `),
      }),
    ).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  const tomorrow = await dayFromToday(page, 1);
  const later = await dayFromToday(page, 3);
  await pick(dialog, 'Başlangıç tarihi', tomorrow, '09:00');
  await pick(dialog, 'Bitiş tarihi', later, '18:30');
  await expect(dialog.getByLabel('Başlangıç tarihi')).toHaveValue(shown(tomorrow, '09:00'));
  await expect(dialog.getByLabel('Bitiş tarihi')).toHaveValue(shown(later, '18:30'));
  await dialog.getByRole('button', { name: 'Oluştur' }).click();

  await expect(page.getByText('Bildirim başarıyla oluşturuldu')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const created = row(page, title);
  await expect(created).toContainText(shown(tomorrow, '09:00'));
  await expect(created).toContainText(shown(later, '18:30'));
  await expect(created.getByTestId('notification-status')).toHaveText('Beklemede');

  // Toggle off.
  await created.getByRole('button', { name: 'Pasif yap' }).click();
  await expect(page.getByText('Bildirim pasif hale getirildi')).toBeVisible();
  await expect(created.getByTestId('notification-status')).toHaveText('Pasif');

  // Edit: a new title, start today 00:00 through 'Bugün', and active again.
  const edited = `${title} (güncel)`;
  await created.getByRole('button', { name: 'Düzenle' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Bildirimi Düzenle' });
  await expect(editDialog.getByLabel('Başlık')).toHaveValue(title);
  await editDialog.getByLabel('Başlık').fill(edited);
  await editDialog.getByLabel('Başlangıç tarihi', { exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Tarih ve saat seçin' });
  await panel.getByRole('button', { name: 'Bugün', exact: true }).click();
  await panel.getByLabel('Saat').fill('00:00');
  await panel.getByRole('button', { name: 'Seç', exact: true }).click();
  await editDialog.getByLabel('Aktif').check();
  await editDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bildirim başarıyla güncellendi')).toBeVisible();
  const updated = row(page, edited);
  await expect(updated).toContainText(shown(today, '00:00'));
  await expect(updated.getByTestId('notification-status')).toHaveText('Aktif');

  // Delete, with confirmation.
  await updated.getByRole('button', { name: 'Sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bildirimi Sil' });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Bildirim başarıyla silindi')).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
});

test('a notification Ayşe publishes now appears on Mehmet’s home page', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await openNotifications(page);
  const title = unique('Otopark temizliği');

  await page.getByRole('button', { name: 'Yeni Bildirim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Bildirim' });
  await dialog.getByLabel('Başlık').fill(title);
  await dialog.getByLabel('Mesaj').fill('Otopark cumartesi günü temizlenecektir.');
  // Start today 00:00 (the default) and end tomorrow, so the window surely includes now.
  await dialog.getByLabel('Bitiş tarihi', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Tarih ve saat seçin' })).toBeInViewport({ ratio: 0.9 });
  await screenshot(page, 'notifications-picker-phone');
  await page.keyboard.press('Escape');
  await pick(dialog, 'Bitiş tarihi', await dayFromToday(page, 1), '23:59');
  await screenshot(page, 'notifications-create-phone');
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('Bildirim başarıyla oluşturuldu')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, title).getByTestId('notification-status')).toHaveText('Aktif');
  await screenshot(page, 'notifications-list-phone');

  const mehmetContext = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const mehmet = await mehmetContext.newPage();
  try {
    await signInWithCode(mehmet, DEMO_PHONES.mehmet);
    const gunes = mehmet.getByTestId('site-group').filter({
      has: mehmet.getByRole('heading', { level: 2, name: 'Güneş Sitesi' }),
    });
    await expect(gunes.getByTestId('site-notice').filter({ hasText: title })).toBeVisible();
    await expect(gunes.getByTestId('site-notice').filter({ hasText: title })).toContainText(
      'Otopark cumartesi günü temizlenecektir.',
    );
  } finally {
    await mehmetContext.close();
  }
});
