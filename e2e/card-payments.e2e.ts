import { expect, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';

/**
 * Card payment online (PRODUCT.md §20) with the fake provider, as `npm start` runs it: Ayşe turns
 * card payment on for Güneş Sitesi in 'Kartla Ödemeler'; Mehmet, on his phone, opens 'Kartla Öde'
 * on A-5, ticks its oldest dues, goes on to the fake provider's page and declines there ('Reddet'),
 * so the demo's balances stay as they were; the page he is sent back to says the payment did not
 * go through, and Ayşe finds the checkout in her list as failed.
 */

test('Ayşe turns card payment on, and Mehmet goes through the fake provider’s page and declines', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithPassword(page, 'ayse@aidat.local');
  await page.goto('/card-checkouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Kartla Ödemeler' })).toBeVisible();
  const enabled = page.getByLabel('Sakinler borçlarını kartla ödeyebilsin');
  if (!(await enabled.isChecked())) await enabled.check();
  await page.getByLabel('Komisyon oranı (%)').fill('1,75');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kartla ödeme ayarları kaydedildi.').first()).toBeVisible();

  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    serviceWorkers: 'block',
  });
  const phone = await context.newPage();
  await signInWithCode(phone, DEMO_PHONES.mehmet);
  await phone.getByTestId('unit-row').filter({ hasText: 'Blok A • Daire 5' }).first().click();
  await expect(phone).toHaveURL(/\/units\/\d+$/);
  await phone.getByTestId('card-pay-link').click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Kartla Öde' })).toBeVisible();
  await phone.getByTestId('card-pay-item').first().check();
  await screenshot(phone, 'resident-card-pay');
  await phone.getByRole('button', { name: 'Ödeme sayfasını hazırla' }).click();
  await expect(phone.getByTestId('card-pay-ready')).toContainText('₺');
  await phone.getByTestId('card-pay-go').click();

  // The fake provider's hosted page: 'Öde' and 'Reddet'.
  await expect(phone).toHaveURL(/\/fake-pay\/[A-Za-z0-9]+$/);
  await expect(phone.getByRole('button', { name: 'Öde' })).toBeVisible();
  await phone.getByRole('button', { name: 'Reddet' }).click();
  await expect(phone.getByText('Ödeme reddedildi.')).toBeVisible();
  await phone.getByRole('link', { name: 'Aidat’a dön' }).click();
  await expect(phone).toHaveURL(/\/card-payments\/\d+$/);
  await expect(phone.getByTestId('card-payment-status')).toHaveText('Ödeme gerçekleşmedi');
  await context.close();

  await page.reload();
  const row = page.getByTestId('card-checkout-row').first();
  await expect(row).toContainText('A-5');
  await expect(row).toContainText('Başarısız');
});
