import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * The manager's books (PRODUCT.md §10): Ayşe records two units' payments as one Tahsilat batch by
 * keyboard alone, sees the summary and the default account's balance go up on 'Hesaplar', then moves
 * money between Güneş's two accounts. Rows and balances are read from the page, so the spec does
 * not depend on the demo's exact figures or on other specs.
 */

/** "+48.500,00 ₺" → 48500. */
async function lira(cell: Locator): Promise<number> {
  const text = (await cell.textContent()) ?? '';
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

const balanceOf = (page: Page, account: string) =>
  page.locator(`[data-testid="account-row"][data-account="${account}"] [data-testid="account-balance"]`);

async function expectAccessible(page: Page) {
  await expect(page.getByTestId('loading')).toHaveCount(0);
  // The start-up splash overlays the page until its fade ends; between its steps no animation runs.
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect.soft(serious).toEqual([]);
}

test('Ayşe records two payments in one batch by keyboard, sees the bank balance rise, makes a transfer and reverses it', async ({
  page,
}) => {
  await signInWithCode(page, DEMO_PHONES.ayse);

  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesaplar' })).toBeVisible();
  await expect(balanceOf(page, 'Ziraat Bankası')).toBeVisible();
  const bankBefore = await lira(balanceOf(page, 'Ziraat Bankası'));
  const kasaBefore = await lira(balanceOf(page, 'Kasa'));
  await expectAccessible(page);

  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Tahsilat' })).toBeVisible();
  await expect(page.getByLabel('Hesap', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('Hesap', { exact: true }).locator('option:checked')).toHaveText(
    'Ziraat Bankası (varsayılan)',
  );
  const rows = page.getByTestId('debt-row');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);

  // The last unit's first line and the line just before it, which is another unit's: Tab from one
  // to the other crosses only the last unit's own lines, and Enter in the last field saves.
  const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-line') ?? ''));
  const lastUnit = keys[keys.length - 1].split(':')[0];
  const firstOfLast = keys.findIndex((k) => k.split(':')[0] === lastUnit);
  const amounts = page.getByTestId('collection-amount');
  await amounts.nth(firstOfLast - 1).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('100');
  for (let i = firstOfLast - 1; i < keys.length - 1; i += 1) await page.keyboard.press('Tab');
  await expect(amounts.last()).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('150,50');
  await expect(page.getByTestId('collection-total')).toContainText('250,50 ₺');
  await page.keyboard.press('Enter');

  const summary = page.getByTestId('batch-summary');
  await expect(summary).toContainText('2 ödeme kaydedildi');
  await expect(summary).toContainText('Toplam: 250,50 ₺');
  await expect(summary).toContainText('Ziraat Bankası: 250,50 ₺');
  await expect(page.getByTestId('collection-total')).toContainText('0,00 ₺');

  await page.goto('/accounts');
  await expect.poll(() => lira(balanceOf(page, 'Ziraat Bankası'))).toBeCloseTo(bankBefore + 250.5, 2);

  // 'Virman': from the default bank account into the kasa.
  const transfer = page.getByTestId('transfer-card');
  // Until chosen, the transfer goes from the default account to the next one.
  await expect(transfer.getByLabel('Gönderen hesap').locator('option:checked')).toHaveText(/^Ziraat Bankası /);
  await expect(transfer.getByLabel('Alan hesap').locator('option:checked')).toHaveText(/^Kasa /);
  await transfer.getByLabel('Tutar (₺)').fill('50');
  await transfer.getByRole('button', { name: 'Virmanı Kaydet' }).click();
  await expect(page.getByText('Transfer kaydedildi')).toBeVisible();
  await expect.poll(() => lira(balanceOf(page, 'Kasa'))).toBeCloseTo(kasaBefore + 50, 2);
  await expect.poll(() => lira(balanceOf(page, 'Ziraat Bankası'))).toBeCloseTo(bankBefore + 200.5, 2);

  await page.getByRole('button', { name: 'Kasa hesap hareketlerini göster' }).click();
  const movements = page.getByTestId('movements-card');
  await expect(movements.getByTestId('movement-row').first()).toContainText('Gelen virman');
  await expect(movements.getByTestId('movement-row').first()).toContainText('Karşı hesap: Ziraat Bankası');

  // The transfer was a mistake: its 'Ters Kayıt' sends the money back, and both stay in the books.
  await movements.getByRole('button', { name: 'Virman için ters kayıt' }).first().click();
  const reverse = page.getByTestId('reverse-transfer-dialog');
  await reverse.getByLabel('İptal nedeni').fill('Yanlış hesap');
  await reverse.getByRole('button', { name: 'Ters Kaydı Yap' }).click();
  await expect(page.getByText('Transfer iptal edildi')).toBeVisible();
  await expect(reverse).toBeHidden();
  await expect.poll(() => lira(balanceOf(page, 'Kasa'))).toBeCloseTo(kasaBefore, 2);
  await expect(movements.getByTestId('movement-row').first()).toContainText('İptal: Virman (Yanlış hesap)');
  await expect(movements.getByRole('button', { name: 'Virman için ters kayıt' })).toHaveCount(0);
});

test("Ayşe reads 'Borçlu Listesi', narrows it, and downloads it for Excel", async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/debtors');
  await expect(page.getByRole('heading', { level: 1, name: 'Borçlu Listesi' })).toBeVisible();
  const rows = page.getByTestId('debtor-row');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);
  // Two months or more: asked of the server, and every row shown is that late.
  const filtered = page.waitForResponse((r) => r.url().includes('/debtors?minMonthsOverdue=2'));
  await page.getByLabel('Geciken ay', { exact: true }).selectOption({ label: '2 ay ve üzeri' });
  expect((await filtered).status()).toBe(200);
  await expect(page.getByTestId('loading')).toHaveCount(0);
  for (const months of await rows.locator('td:last-child').allTextContents())
    expect(Number(months)).toBeGreaterThanOrEqual(2);
  const csv = await page.request.get((await page.getByRole('link', { name: 'CSV' }).getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString('utf8');
  expect(text.startsWith('\uFEFFBlok;Daire;Sakin;Telefon;Aidat borcu;')).toBe(true);
});
