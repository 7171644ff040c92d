import { formatBalance, formatMoney, spreadOverMonths, TR_MONTHS } from '@aidat/shared';
import { expect, type Locator, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * 'İşletme Projesi' and 'Bütçe' (PRODUCT.md §13): Ayşe makes Güneş's budget of next year from the
 * last twelve months' expenses, raises a line, serves it (objection window, revaluation warning
 * against this year's approved budget of the demo), approves it and reads each unit's monthly dues;
 * Mehmet, who lives at Güneş, reads this year's budget against its spending, as Ayşe sees it.
 */

/** Today in Istanbul, the browsers' zone here (playwright.config.ts), as "YYYY-MM-DD". */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const year = Number(today.slice(0, 4));
const dayText = (iso: string) => iso.split('-').reverse().join('.');
const monthText = (month: string) => `${TR_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const shift = (month: string, delta: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** "38.400,00 ₺" or "-1.250,50 ₺" → kuruş. */
const kurusOf = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const percentText = (bps: number) => (bps / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });
/** Every row of a table's body (or foot), each as its cells' texts. */
const cellsOf = (rows: Locator) =>
  rows.evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent ?? '')));

const RAISED_LIRA = 500_000;
/** The manager's budget-vs-actual rows of this year, which the resident must see the same. */
let managerActuals: string[][] = [];

test.describe.configure({ mode: 'serial' });

test('Ayşe makes next year’s budget from last year’s expenses, serves and approves it', async ({ page }) => {
  const thisYear = `${monthText(`${year}-01`)} – ${monthText(`${year}-12`)}`;
  const nextYear = `${monthText(`${year + 1}-01`)} – ${monthText(`${year + 1}-12`)}`;
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/budgets');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletme Projesi' })).toBeVisible();

  // The demo's budget of this year, approved the December before; its figures are last year's.
  const approved = page.locator('article[data-testid^="budget-"]', { hasText: thisYear });
  await expect(approved).toContainText('Onaylandı');
  await expect(approved).toContainText(`Karar ${year - 1}/2 • 20.12.${year - 1}`);
  const comparedKurus = kurusOf((await approved.locator('.card-header .fw-semibold').textContent()) ?? '');
  await approved.getByRole('button', { name: /Bütçe ve gerçekleşen/ }).click();
  const actuals = approved.getByTestId('budget-actuals');
  await expect(actuals).toContainText(`${dayText(today)} itibarıyla, dönemin ${Number(today.slice(5, 7))}. ayı`);
  managerActuals = await cellsOf(actuals.locator('tbody tr, tfoot tr'));
  expect(kurusOf(managerActuals.at(-1)![0].replace(/^Toplam/, ''))).toBe(comparedKurus);

  // A new draft from the twelve months before this one.
  await page.getByRole('button', { name: 'Yeni işletme projesi' }).click();
  const form = page.getByTestId('new-budget-form');
  await form.getByLabel('Dönem başlangıcı').fill(`${year + 1}-01`);
  await form.getByRole('button', { name: 'Geçen yılın giderlerinden doldur' }).click();
  const current = today.slice(0, 7);
  await expect(form).toContainText(
    `${monthText(shift(current, -12))} – ${monthText(shift(current, -1))} arasındaki giderler kategori kategori önerildi.`,
  );
  const proposed = form.getByLabel(/^Yıllık tutar \(₺\) \d+$/);
  await expect(proposed).not.toHaveCount(0);
  const proposedKurus = (await proposed.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).map(
    kurusOf,
  );
  const proposedTotal = proposedKurus.reduce((a, b) => a + b, 0);
  await expect(form.getByTestId('budget-lines-total')).toHaveText(formatMoney(proposedTotal / 100));
  // Güneş's arsa payı is entered, so each line is proposed by it; this budget shares them equally.
  for (const split of await form.getByLabel(/^Dağıtım \d+$/).all()) {
    await expect(split).toHaveValue('landShare');
    await split.selectOption('equal');
  }
  await form.getByRole('button', { name: 'Taslak oluştur' }).click();
  await expect(page.getByText('Taslak oluşturuldu.')).toBeVisible();

  // The draft: its first line raised, saved, and now above last year's by more than the rate.
  const draft = page.locator('article[data-testid^="budget-"]', { hasText: nextYear });
  await expect(draft).toContainText('Taslak');
  await draft.getByLabel('Yıllık tutar (₺) 1', { exact: true }).fill(String(RAISED_LIRA));
  await draft.getByRole('button', { name: 'Kalemleri kaydet' }).click();
  await expect(page.getByText('Kaydedildi.')).toBeVisible();
  const totalKurus = proposedTotal - proposedKurus[0] + RAISED_LIRA * 100;
  await expect(draft.locator('.card-header')).toContainText(formatMoney(totalKurus / 100));
  const increase = percentText(Number((BigInt(totalKurus - comparedKurus) * 10_000n) / BigInt(comparedKurus)));
  const warning = `Toplam, geçen yılınkinden %${increase} fazla; yeniden değerleme oranını (%25,49) aşıyor.`;
  await expect(draft.getByTestId('revaluation-warning')).toContainText(warning);
  await expect(draft.getByTestId('revaluation-warning')).toContainText(
    `Geçen yıl: ${formatMoney(comparedKurus / 100)}; artış %${increase}`,
  );

  // Served today: the seven-day objection window, and the warning stays with the budget.
  await draft.getByRole('button', { name: 'Tebliğ et' }).click();
  await expect(page.getByText('İşletme projesi tebliğ edildi.')).toBeVisible();
  const served = draft;
  await expect(served).toContainText('Tebliğ edildi');
  const objectionEnds = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(served).toContainText(`Tebliğ tarihi: ${dayText(today)}`);
  await expect(served.getByTestId('objection-ends')).toHaveText(dayText(objectionEnds));
  await expect(served.getByTestId('revaluation-warning')).toContainText(warning);

  // Approved by the kurul today: from January every unit pays its equal share of each line, over twelve months.
  const decisionNo = `K-${Date.now().toString(36).slice(-5)}`;
  await served.getByLabel('Karar numarası').fill(decisionNo);
  await served.getByRole('button', { name: 'Onayla' }).click();
  const approval = served.getByTestId('budget-approval');
  await expect(approval).toContainText(
    `Aylık aidatlar ${monthText(`${year + 1}-01`)} ayından itibaren bu projeye göre tahakkuk eder.`,
  );
  await expect(served).toContainText(`Karar ${decisionNo} • ${dayText(today)}`);
  await expect(served).toContainText(`Aidat belirlediği ilk ay: ${monthText(`${year + 1}-01`)}`);
  const months = Array.from({ length: 12 }, (_, i) => monthText(shift(`${year + 1}-01`, i)));
  expect(await approval.locator('thead th').allInnerTexts()).toEqual(['Daire', 'Yıllık pay', ...months]);
  const units = await cellsOf(approval.locator('tbody tr'));
  expect(units.length).toBeGreaterThanOrEqual(24);
  const yearly = units.map((cells) => kurusOf(cells[1]));
  expect(yearly.reduce((a, b) => a + b, 0)).toBe(totalKurus);
  // Each line is split equally by itself, its kuruş left over going one each to some units.
  const lines = [RAISED_LIRA * 100, ...proposedKurus.slice(1)];
  const least = lines.reduce((sum, l) => sum + Math.floor(l / units.length), 0);
  const most = lines.reduce((sum, l) => sum + Math.ceil(l / units.length), 0);
  for (const [i, cells] of units.entries()) {
    expect(yearly[i]).toBeGreaterThanOrEqual(least);
    expect(yearly[i]).toBeLessThanOrEqual(most);
    expect(cells.slice(2)).toEqual(spreadOverMonths(yearly[i]).map((k) => formatMoney(k / 100)));
  }
});

test('Mehmet reads Güneş’s budget against its spending', async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.goto('/site-budget');
  await expect(page.getByRole('heading', { level: 1, name: 'Bütçe' })).toBeVisible();
  // Mehmet lives at Deniz and at Güneş: the picker offers both, Deniz first by name.
  await page.getByLabel('Site').selectOption({ label: 'Güneş Sitesi' });
  await expect(page.getByRole('heading', { level: 2, name: 'Güneş Sitesi' })).toBeVisible();
  const budget = page.getByTestId('site-budget');
  await expect(budget).toContainText(`İşletme projesi: ${monthText(`${year}-01`)} – ${monthText(`${year}-12`)}`);
  await expect(budget).toContainText(`Kurul kararı ${year - 1}/2 (20.12.${year - 1})`);
  const rows = budget.locator('tbody tr, tfoot tr');
  await expect(rows).toHaveCount(managerActuals.length);
  // The residents' figures are the manager's, line by line.
  expect(await cellsOf(rows)).toEqual(managerActuals);
  // And they add up: the difference is what was budgeted to date less what was spent.
  for (const [, toDate, spent, difference] of managerActuals) {
    expect(difference).toBe(formatBalance((kurusOf(toDate) - kurusOf(spent)) / 100));
  }
});
