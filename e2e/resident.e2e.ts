import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * The resident's journey on a phone: Mehmet signs in with the development code, sees his units in
 * both demo sites with signed, coloured balances and his sites' current notifications, then
 * opens a unit and expands its sections.
 */
test.use({ viewport: PHONE_VIEWPORT });

const siteGroup = (page: Page, siteName: string) =>
  page.getByTestId('site-group').filter({ has: page.getByRole('heading', { level: 2, name: siteName }) });

test('Mehmet sees his units by site with balances and notifications, and opens a unit', async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await expect(page.getByRole('heading', { level: 1, name: 'Dairelerim' })).toBeVisible();

  // Both demo sites, in name order, one row each.
  await expect(page.getByTestId('site-group').getByRole('heading', { level: 2 })).toHaveText([
    'Deniz Sitesi',
    'Güneş Sitesi',
  ]);
  const deniz = siteGroup(page, 'Deniz Sitesi');
  const gunes = siteGroup(page, 'Güneş Sitesi');
  await expect(deniz.getByTestId('unit-row')).toHaveCount(1);
  await expect(gunes.getByTestId('unit-row')).toHaveCount(1);

  // C-3 is in credit: green with '+'. A-5 owes: red with '-'. Turkish grouping, two decimals, ₺.
  const credit = deniz.getByTestId('unit-row').filter({ hasText: 'Blok C • Daire 3' }).locator('[data-tone]');
  await expect(credit).toHaveText(/^\+\d{1,3}(\.\d{3})*,\d{2} ₺$/);
  await expect(credit).toHaveClass(/text-success/);
  await expect(credit).toHaveCSS('color', 'rgb(25, 135, 84)');
  const debt = gunes.getByTestId('unit-row').filter({ hasText: 'Blok A • Daire 5' }).locator('[data-tone]');
  await expect(debt).toHaveText(/^-\d{1,3}(\.\d{3})*,\d{2} ₺$/);
  await expect(debt).toHaveClass(/text-danger/);
  await expect(debt).toHaveCSS('color', 'rgb(220, 53, 69)');

  // The current notification of each site shows; the pending and the expired ones do not.
  await expect(gunes.getByTestId('site-notice').filter({ hasText: 'Su kesintisi' })).toBeVisible();
  await expect(deniz.getByTestId('site-notice').filter({ hasText: 'Havuz sezonu' })).toBeVisible();
  await expect(page.getByText('Genel kurul toplantısı')).toHaveCount(0);
  await expect(page.getByText('Bahçe ilaçlaması')).toHaveCount(0);

  // Nothing may stick out sideways on a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'resident-home');

  // A notification can be dismissed.
  const notice = deniz.getByTestId('site-notice').filter({ hasText: 'Havuz sezonu' });
  await notice.getByRole('button', { name: 'Kapat' }).click();
  await expect(notice).toHaveCount(0);

  // The unit detail.
  const debtText = (await debt.textContent()) ?? '';
  await gunes.getByTestId('unit-row').filter({ hasText: 'Blok A • Daire 5' }).click();
  await expect(page).toHaveURL(/\/units\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Güneş Sitesi' })).toBeVisible();
  await expect(page.getByText('Blok A • Daire 5')).toBeVisible();
  await expect(page.locator('header [data-tone]')).toHaveText(debtText);

  const sections = page.getByTestId('ledger-section');
  await expect(sections).toHaveCount(2);
  const dues = sections.nth(0);
  const roof = sections.nth(1);
  await expect(dues.getByRole('button')).toContainText('Aidat');
  await expect(roof.getByRole('button')).toContainText('Çatı Onarımı');
  await expect(dues.getByTestId('transaction').first()).toBeHidden();

  await dues.getByRole('button').click();
  await expect(dues.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  const duesRows = dues.getByTestId('transaction');
  await expect(duesRows.first()).toBeVisible();
  await expect(duesRows.first()).toContainText(/Aidatı/);
  await expect(duesRows.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  expect(await duesRows.count()).toBeGreaterThanOrEqual(13);

  // Folding the long dues list away again keeps the screenshot to the header and the roof repair.
  await dues.getByRole('button').click();
  await expect(duesRows.first()).toBeHidden();
  await roof.getByRole('button').click();
  await expect(roof.getByTestId('transaction').filter({ hasText: 'Çatı Onarımı ödemesi (1. taksit)' })).toBeVisible();
  await expect(roof.getByTestId('transaction').filter({ hasText: 'Çatı Onarımı ek bütçesi' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  // Capture once the sections have finished sliding, from the top (the navigation bar is sticky).
  await expect(page.locator('.collapsing')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'resident-unit');

  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('unit-row')).toHaveCount(2);
});

test("Mehmet cannot open a neighbour's unit", async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  const href = await siteGroup(page, 'Güneş Sitesi').getByTestId('unit-row').first().getAttribute('href');
  const ownId = Number(href?.split('/').pop());
  // A-4, next to Mehmet's A-5, belongs to a neighbour.
  await page.goto(`/units/${ownId - 1}`);
  // The same answer as for a unit that does not exist, so ids cannot be probed (PRODUCT.md §4).
  await expect(page.getByTestId('error')).toHaveText(/Daire bulunamadı\./);
  await expect(page.getByTestId('ledger-section')).toHaveCount(0);
});
