import type { DebtorList, EnforcementDto } from '@aidat/shared';
import { expect, type Page, test } from './support/test';
import { signInWithPassword } from './support/login';

/**
 * A unit's icra takibi (PRODUCT.md §21), the manager's side: Ayşe puts a unit that owes under icra
 * from today with its office and file number, sees the 'İcra' badge on it in the units list and
 * finds it in the debtor list only under 'Sadece icradakiler' (and in its CSV), then ends it with
 * a reason and reads the period in its history. The unit is one of the demo's debtors never under
 * icra, found through the API, so a retry on the same server (where an icra ended today would
 * refuse a new one starting today) takes another.
 */

/** Today in Istanbul, the browsers' zone here (playwright.config.ts), as "YYYY-MM-DD" and as shown. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const todayText = today.split('-').reverse().join('.');
const suffix = Date.now().toString(36).slice(-5);
const fileNo = `2026/${suffix} E.`;

async function data<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A unit of Güneş Sitesi that owes and has never been under icra: its block and door. */
async function unitNeverUnderIcra(page: Page): Promise<{ block: string; door: string }> {
  const sites = await data<{ id: number; name: string }[]>(page, '/api/siteadmin/sites');
  const site = sites.find((s) => s.name === 'Güneş Sitesi');
  expect(site, 'the demo site').toBeDefined();
  const list = await data<DebtorList>(page, `/api/siteadmin/sites/${site?.id}/debtors?enforcement=false`);
  // From the smallest debts up: the rows other specs read first are the largest.
  for (const row of [...list.rows].reverse()) {
    const icra = await data<EnforcementDto>(page, `/api/siteadmin/units/${row.unitId}/enforcement`);
    if (icra.history.length === 0) return { block: row.block, door: row.doorNumber };
  }
  throw new Error('No demo debtor was left that has never been under icra.');
}

test('Ayşe puts a unit under icra, finds it marked in the units and debtor lists, and ends it', async ({ page }) => {
  await signInWithPassword(page, 'ayse@aidat.local');
  const { block, door } = await unitNeverUnderIcra(page);
  const label = `Blok ${block} • Daire ${door}`;

  await page.goto('/admin');
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);
  const row = page.locator(`[data-testid="unit-row"][data-unit="${block}-${door}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unit-enforcement')).toHaveCount(0);

  // 'İcra Takibi' from the row's menu: start it today, the day the form offers.
  await row.getByRole('button', { name: `${label} işlemleri` }).click();
  await page.getByRole('button', { name: 'İcra Takibi', exact: true }).click();
  const dialog = page.getByTestId('enforcement-dialog');
  await expect(dialog.getByText('Daire icra takibinde değil.')).toBeVisible();
  await expect(dialog.getByText('Bu dairenin icra takibi kaydı yok.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İcra Takibi Başlat' }).click();
  await expect(dialog.getByLabel('Başlangıç günü')).toHaveValue(today);
  await dialog.getByLabel('İcra dairesi (isteğe bağlı)').fill('İstanbul 12. İcra Dairesi');
  await dialog.getByLabel('Dosya numarası (isteğe bağlı)').fill(fileNo);
  await dialog.getByRole('button', { name: 'Başlat', exact: true }).click();
  await expect(page.getByText('İcra takibi başlatıldı.')).toBeVisible();
  const state = dialog.getByTestId('enforcement-state');
  await expect(state).toContainText(`${todayText} tarihinden beri icra takibinde`);
  await expect(state).toContainText('İstanbul 12. İcra Dairesi');
  await expect(state).toContainText(fileNo);
  await expect(dialog.getByTestId('enforcement-period')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: 'İcra dosyasını indir' })).toHaveAttribute(
    'href',
    new RegExp(`/enforcement-file\\.pdf\\?asOf=${today}$`),
  );
  await dialog.getByText('Kapat', { exact: true }).click();
  await expect(dialog).toBeHidden();

  // The units list marks it, the start day in the badge's title.
  const badge = row.getByTestId('unit-enforcement');
  await expect(badge).toHaveText(/İcra/);
  await expect(badge).toHaveAttribute('title', `${todayText} tarihinden beri icra takibinde`);

  // The debtor list: the unit is among those under icra, and not among the others.
  await page.goto('/debtors');
  const unitName = `${block} / ${door}`;
  const debtorRow = page.getByTestId('debtor-row').filter({ has: page.getByRole('rowheader', { name: unitName }) });
  await expect(debtorRow.getByTestId('debtor-enforcement')).toContainText(todayText);
  const filter = page.getByLabel('İcra takibi');
  await filter.selectOption({ label: 'Sadece icradakiler' });
  await expect(page.getByTestId('debtors-count')).toHaveText('1 daire');
  await expect(debtorRow).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'CSV' });
  await expect(csvLink).toHaveAttribute('href', /enforcement=true/);
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.ok()).toBe(true);
  const csvText = await csv.text();
  expect(csvText).toContain('İcra takibi başlangıcı');
  await filter.selectOption({ label: 'İcradakiler hariç' });
  await expect(page.getByTestId('debtor-row').first()).toBeVisible();
  await expect(debtorRow).toHaveCount(0);

  // End it today, for a reason; the history keeps the period, and the badge is gone.
  await page.goto('/admin');
  await row.getByRole('button', { name: `${label} işlemleri` }).click();
  await page.getByRole('button', { name: 'İcra Takibi', exact: true }).click();
  await dialog.getByRole('button', { name: 'İcra Takibini Sonlandır' }).click();
  await expect(dialog.getByLabel('Bitiş günü')).toHaveValue(today);
  await dialog.getByLabel('Sonlandırma gerekçesi').fill('Borç tahsil edildi');
  await dialog.getByRole('button', { name: 'Sonlandır', exact: true }).click();
  await expect(page.getByText('İcra takibi sonlandırıldı.')).toBeVisible();
  await expect(dialog.getByText('Daire icra takibinde değil.')).toBeVisible();
  const period = dialog.getByTestId('enforcement-period');
  await expect(period).toHaveCount(1);
  await expect(period).toContainText('Borç tahsil edildi');
  await expect(period).toContainText(fileNo);
  await dialog.getByText('Kapat', { exact: true }).click();
  await expect(row.getByTestId('unit-enforcement')).toHaveCount(0);
});
