import { expect, type Page, test } from './support/test';
import { screenshot } from './support/browser';
import { signInWithPassword } from './support/login';
import { expectNoSeriousFindings } from './support/axe';
import { istanbulDay as dayFromToday } from './support/dates';

/**
 * Arıza and talep tickets (PRODUCT.md §17), the manager's side: Ayşe takes a call and opens a
 * ticket on the resident's behalf through 'Yeni Talep', adds the photo they sent, gives it to a
 * firm, sets its due day, moves it to 'İşlemde' and then 'Çözüldü' with a note, and reads each
 * step in its history; the list then shows it resolved, and '/tickets?overdue=true' opens
 * filtered. The demo data may hold no ticket, so the test opens its own, under a title unique to
 * the run.
 */

const suffix = Date.now().toString(36).slice(-5);
const title = `Deneme asansör arızası ${suffix}`;

/** A day in Istanbul, `days` from today, as a date input takes it and as the page writes it. */
function istanbulDay(days: number): { input: string; text: string } {
  const input = dayFromToday(days);
  return { input, text: input.split('-').reverse().join('.') };
}

/** Saves the action form; each caller then waits for the change it made to show. */
async function save(page: Page) {
  await page.getByTestId('ticket-action-form').getByRole('button', { name: 'Kaydet' }).click();
}

test('Ayşe opens a ticket on a resident’s behalf, gives it to a firm and works it to resolved', async ({ page }) => {
  await signInWithPassword(page, 'ayse@aidat.local');
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Talepler' })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);
  await expect(page.getByTestId('ticket-stats')).toContainText('Ortalama çözüm süresi');

  // 'Yeni Talep': a phone call about the lift, for a unit, reported today.
  await page.getByRole('button', { name: 'Yeni Talep' }).click();
  const dialog = page.getByTestId('new-ticket-dialog');
  const unit = dialog.getByLabel('Daire (isteğe bağlı)');
  await expect(unit.locator('option')).not.toHaveCount(1);
  const unitLabel = (await unit.locator('option').nth(1).textContent()) ?? '';
  await unit.selectOption({ index: 1 });
  await dialog.getByLabel('Kategori').selectOption({ label: 'Asansör' });
  await dialog.getByLabel('Başlık').fill(title);
  await dialog.getByLabel('Açıklama').fill('Asansör 3. katta kapısı açık kalıyor; sakin telefonla bildirdi.');
  await expect(dialog.getByLabel('Bildirim tarihi')).toHaveValue(istanbulDay(0).input);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Talep açıldı').first()).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.getByTestId('ticket-facts');
  await expect(facts).toContainText(unitLabel);
  await expect(facts.getByTestId('ticket-status')).toHaveText('Açık');
  await expect(page.getByTestId('ticket-event')).toHaveCount(1);
  await expectNoSeriousFindings(page, '/tickets/:id');

  // The photo the resident sent by message, added to the ticket; its link opens the kept file.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page
    .getByLabel('Dosya ekle (PNG, JPEG, WebP veya PDF; en fazla 10 MB)')
    .setInputFiles({ name: 'asansor-kapisi.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Yükle' }).click();
  const file = page.getByRole('link', { name: 'asansor-kapisi.png (yeni sekmede açılır)' });
  await expect(file).toHaveAttribute('target', '_blank');
  const kept = await page.request.get((await file.getAttribute('href')) ?? '');
  expect(kept.status()).toBe(200);
  expect(kept.headers()['content-type']).toContain('image/png');

  // Given to a firm: an open ticket becomes 'Atandı'.
  const form = page.getByTestId('ticket-action-form');
  await form.getByLabel('Firma', { exact: true }).check();
  await form.getByLabel('Ad / firma adı').fill('Kone Asansör');
  await form.getByLabel('Telefon (isteğe bağlı)').pressSequentially('5321234567');
  await save(page);
  await expect(facts.getByTestId('ticket-status')).toHaveText('Atandı');
  await expect(facts).toContainText('Kone Asansör (Firma)');

  // The due day, three days on.
  const due = istanbulDay(3);
  await form.getByLabel('Bitiş tarihi').fill(due.input);
  await save(page);
  await expect(facts.getByTestId('ticket-due')).toHaveText(due.text);

  // 'İşlemde', then 'Çözüldü' with a note the resident reads.
  await form.getByLabel('Yeni durum').selectOption({ label: 'İşlemde' });
  await save(page);
  await expect(facts.getByTestId('ticket-status')).toHaveText('İşlemde');
  await form.getByLabel('Yeni durum').selectOption({ label: 'Çözüldü' });
  await form.getByLabel('Not', { exact: true }).fill('Kapı motoru değiştirildi.');
  await save(page);
  await expect(facts.getByTestId('ticket-status')).toHaveText('Çözüldü');

  // Every step is in the history, in order; the assignment of an open ticket is also its move to 'Atandı'.
  const events = page.getByTestId('ticket-event');
  await expect(events).toHaveText([
    /Talep açıldı/,
    /Atandı: Kone Asansör/,
    /Durum: Atandı/,
    new RegExp(`Bitiş tarihi: ${due.text.replace(/\./g, '\\.')}`),
    /Durum: İşlemde/,
    /Durum: Çözüldü.*Kapı motoru değiştirildi\./,
  ]);
  await expect(events.last()).toContainText('Ayşe');
  // A resolved ticket can only be closed now.
  await expect(form.getByLabel('Yeni durum').locator('option')).toHaveText(['Durum değişmesin', 'Kapandı']);
  await screenshot(page, 'manager-ticket');

  // Back on the list, the ticket shows resolved with its firm and due day.
  await page.getByRole('link', { name: 'Taleplere dön' }).click();
  const row = page.getByTestId('ticket-row').filter({ hasText: title });
  await expect(row).toContainText('Çözüldü');
  await expect(row).toContainText('Kone Asansör (Firma)');
  await expect(row).toContainText(due.text);
  await expect(row.getByTestId('overdue-marker')).toHaveCount(0);
  await screenshot(page, 'manager-tickets');

  // The admin panel's overdue link opens the list filtered.
  await page.goto('/tickets?overdue=true');
  await expect(page.getByLabel('Yalnızca gecikenler')).toBeChecked();
  await expect(page.getByTestId('ticket-row').filter({ hasText: title })).toHaveCount(0);
});
