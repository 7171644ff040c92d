import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';

/**
 * Arıza and talep tickets (PRODUCT.md §17), the resident's side on a phone: Mehmet reports a
 * fault from his home with a photo taken on the spot, finds it under 'Taleplerim' and on its
 * page with the photo; once Ayşe has resolved a ticket of his, his home tells him so, the ticket
 * shows her note and he rates it. Titles are unique to the run: the demo data holds tickets of
 * his already.
 */
test.use({ viewport: PHONE_VIEWPORT });

const suffix = Date.now().toString(36).slice(-5);

/** A 1×1 PNG, as a phone's camera would hand over a (much larger) photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
}

/** 'Yeni Talep' filled in for Güneş A-5; the photo is optional. */
async function openTicket(page: Page, title: string, photo?: { name: string; buffer: Buffer }, shot?: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Talep' })).toBeVisible();
  await page.getByLabel('Daire').selectOption({ label: 'Güneş Sitesi — Blok A • Daire 5' });
  await page.getByLabel('Kategori').selectOption({ label: 'Asansör' });
  await page.getByLabel('Başlık').fill(title);
  await page.getByLabel('Açıklama').fill('Asansör 3. katta duruyor, kapısı açılmıyor.');
  if (photo) {
    await page
      .getByLabel('Fotoğraf veya PDF (isteğe bağlı)')
      .setInputFiles({ name: photo.name, mimeType: 'image/png', buffer: photo.buffer });
    await expect(page.getByTestId('ticket-file')).toContainText(photo.name);
  }
  await expectNoSidewaysScroll(page);
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(page).toHaveURL(/\/my-tickets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('Mehmet reports a fault with a photo from his home and finds it in the list and on its page', async ({ page }) => {
  const title = `Asansör durdu ${suffix}`;
  await signInWithCode(page, DEMO_PHONES.mehmet);
  // The home's tickets part comes after the units, once the page has painted.
  const part = page.getByTestId('home-tickets');
  await part.getByRole('link', { name: /Arıza \/ Talep Bildir/ }).click();
  await expect(page).toHaveURL(/\/my-tickets\/new$/);
  await openTicket(page, title, { name: 'asansor.png', buffer: PNG }, 'resident-new-ticket');
  await expect(page.getByText('Talebiniz iletildi.')).toBeVisible();

  // Its page: open, for his unit, with the photo as a thumbnail that opens the kept file.
  await expect(page.getByTestId('ticket-status').first()).toHaveText('Açık');
  await expect(page.getByText('Blok A • Daire 5')).toBeVisible();
  const photo = page.getByRole('link', { name: 'asansor.png (yeni sekmede açılır)' });
  await expect(photo).toHaveAttribute('target', '_blank');
  await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 1);
  const kept = await page.request.get((await photo.getAttribute('href')) ?? '');
  expect(kept.status()).toBe(200);
  expect(kept.headers()['content-type']).toContain('image/png');
  expect(Buffer.from(await kept.body()).equals(PNG)).toBe(true);
  await expect(page.getByTestId('ticket-events').getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'resident-ticket');

  // 'Taleplerim': newest first, with its status, category, unit and day.
  await page.getByRole('link', { name: 'Taleplerim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taleplerim' })).toBeVisible();
  const row = page.getByTestId('my-ticket-row').first();
  await expect(row).toContainText(title);
  await expect(row.getByTestId('ticket-status')).toHaveText('Açık');
  await expect(row).toContainText('Asansör • Blok A • Daire 5');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'resident-tickets');

  // The site's statistics count it, naming nobody.
  await page.getByRole('link', { name: /Sitemizin talep istatistikleri/ }).click();
  await page.getByLabel('Site').selectOption({ label: 'Güneş Sitesi' });
  const stats = page.getByTestId('ticket-stats');
  await expect(stats).toContainText('Açık');
  await expect(stats).not.toContainText(title);
  await expectNoSidewaysScroll(page);
});

test('Mehmet is told on his home when Ayşe resolves his ticket, reads her note and rates it', async ({
  page,
  browser,
}) => {
  const title = `Bahçe musluğu ${suffix}`;
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.goto('/my-tickets/new');
  const id = await openTicket(page, title);

  // Ayşe, the manager, resolves it with a note, in a browser of her own.
  const manager = await browser.newContext();
  const desk = await manager.newPage();
  await signInWithPassword(desk, 'ayse@aidat.local');
  await desk.goto(`/tickets/${id}`);
  await expect(desk.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const form = desk.getByTestId('ticket-action-form');
  await form.getByLabel('Yeni durum').selectOption({ label: 'Çözüldü' });
  await form.getByLabel('Not', { exact: true }).fill('Asansör firması kapı sensörünü değiştirdi.');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(desk.getByTestId('ticket-facts').getByTestId('ticket-status')).toHaveText('Çözüldü');
  await manager.close();

  // His home tells him; the notice leads to the ticket and is read.
  await page.goto('/');
  const notice = page.getByTestId('ticket-notice').filter({ hasText: title });
  await expect(notice).toHaveText(new RegExp(`Talebiniz “${title}”: Çözüldü`));
  await screenshot(page, 'resident-ticket-notice');
  await notice.getByRole('link', { name: 'Talebi görüntüle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('ticket-events')).toContainText('Asansör firması kapı sensörünü değiştirdi.');

  // Resolved and not yet rated: he rates it once; the form gives way to his rating.
  const rating = page.getByTestId('rating-form');
  await rating.getByText('5', { exact: true }).click();
  await rating.getByLabel('Yorum (isteğe bağlı)').fill('Aynı gün çözüldü, teşekkürler.');
  await rating.getByRole('button', { name: 'Değerlendir' }).click();
  await expect(page.getByTestId('ticket-rating')).toContainText('5 / 5');
  await expect(page.getByTestId('rating-form')).toHaveCount(0);

  // Back home, the notice is gone.
  await page.goto('/');
  await expect(page.getByTestId('home-tickets')).toBeVisible();
  await expect(page.getByTestId('ticket-notice').filter({ hasText: title })).toHaveCount(0);
});
