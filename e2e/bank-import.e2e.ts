import { expect, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * 'Banka Ekstresi' (PRODUCT.md §14): Ayşe uploads a statement of Güneş's bank account from
 * 'Hesaplar', sees the row matched to A-1 by its payment reference, confirms it with one click and
 * gets its receipt; a reload of the review shows it posted. The description is unique per run, so
 * the row's hash is new each time.
 */
test('Ayşe uploads a bank statement, reviews it and confirms it in one click', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = [yesterday.getDate(), yesterday.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(yesterday.getFullYear()))
    .join('.');
  const csv = `Tarih;Açıklama;Tutar\n${day};HAVALE GNS-A1 AIDAT ${suffix};12,34\n`;

  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Ziraat Bankası hesabına banka ekstresi yükle' }).click();
  const panel = page.getByTestId('statement-panel');
  await panel
    .getByLabel('Ekstre dosyası')
    .setInputFiles({ name: 'ekstre.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await panel.getByRole('button', { name: 'Yükle ve Kontrol Et' }).click();

  const row = panel.getByTestId('statement-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ödeme kodu açıklamada');
  await expect(panel.getByTestId('statement-totals')).toContainText('1 ödeme: 12,34 ₺');
  await expect(page).toHaveURL(/aktarim=\d+/);

  await panel.getByRole('button', { name: 'Onayla ve Kaydet' }).click();
  await expect(panel.getByTestId('statement-confirmed')).toContainText('1 ödeme ve 0 gider kaydedildi');

  await page.reload();
  await expect(page.getByTestId('statement-panel').getByTestId('statement-row')).toContainText('Ödeme kaydedildi');
});
