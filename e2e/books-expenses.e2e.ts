import { expect, type Page, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode } from './support/login';
import { expectNoSeriousFindings } from './support/axe';

/**
 * The site's books (PRODUCT.md §10): Ayşe adds a category and an expense in it on 'Giderler',
 * attaches its invoice (a PDF, opened in a new tab), reverses it with a reason and reads 'Aylık
 * Rapor'; Mehmet, who lives in Güneş and Deniz, opens 'Sitemizin Hesapları', picks Güneş and drills
 * into a category of last month's demo expenses. Each screen is checked by axe once loaded. Names
 * are unique per run so the spec does not depend on other specs.
 */

const suffix = Date.now().toString(36).slice(-5);
const categoryName = `Deneme Kategori ${suffix}`;
const description = `Deneme gider ${suffix}`;

const rowOf = (page: Page, text: string) => page.getByTestId('expense-row').filter({ hasText: text });

test("Ayşe adds an expense in a new category, attaches its invoice, reverses it, and reads the month's report", async ({
  page,
}) => {
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Giderler' })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);
  await expect(page.getByTestId('expense-row').first()).toBeVisible();
  await expect(page.getByTestId('expenses-total')).toContainText('₺');
  await expectNoSeriousFindings(page, '/expenses');

  // 'Kategori Ekle'
  await page.getByRole('button', { name: 'Kategori Ekle' }).click();
  const categoryDialog = page.getByTestId('category-dialog');
  await categoryDialog.getByLabel('Kategori adı').fill(categoryName);
  await categoryDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kategori oluşturuldu')).toBeVisible();
  await expect(categoryDialog).toBeHidden();

  // 'Yeni Gider' in that category, from the default account, today.
  await page.getByRole('button', { name: 'Yeni Gider' }).click();
  const expenseDialog = page.getByTestId('new-expense-dialog');
  await expect(expenseDialog.getByLabel('Hesap')).not.toHaveValue('');
  await expenseDialog.getByLabel('Kategori').selectOption({ label: categoryName });
  await expenseDialog.getByLabel('Tutar (₺)').fill('1.234,56');
  await expenseDialog.getByLabel('Açıklama').fill(description);
  await expenseDialog.getByLabel('Firma / kişi (isteğe bağlı)').fill('Deneme Ltd.');
  await expenseDialog.getByLabel('Fatura no (isteğe bağlı)').fill(`F-${suffix}`);
  await expenseDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Gider kaydedildi')).toBeVisible();
  await expect(expenseDialog).toBeHidden();

  // Filtered to the new category: one row, and the filter's total is its amount.
  await page.getByLabel('Kategori').selectOption({ label: categoryName });
  await expect(page.getByTestId('expense-row')).toHaveCount(1);
  await expect(rowOf(page, description)).toContainText('1.234,56 ₺');
  await expect(rowOf(page, description)).toContainText(`Deneme Ltd. • Fatura No: F-${suffix}`);
  await expect(page.getByTestId('expenses-total')).toHaveText('1.234,56 ₺');

  // 'Belge Ekle': the invoice as a PDF, uploaded with progress; its link opens the kept file in a new tab.
  await rowOf(page, description)
    .getByRole('button', { name: `${description} için belge ekle` })
    .click();
  const attachDialog = page.getByTestId('attachment-dialog');
  const invoice = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await attachDialog
    .getByLabel('Dosya (PDF, JPEG, PNG veya WebP; en fazla 10 MB)')
    .setInputFiles({ name: 'Şubat faturası.pdf', mimeType: 'application/pdf', buffer: invoice });
  await attachDialog.getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('Belge eklendi')).toBeVisible();
  await expect(attachDialog).toBeHidden();
  const link = rowOf(page, description).getByTestId('attachment-link');
  await expect(link).toHaveText('Şubat faturası.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  const file = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);
  expect((await file.body()).equals(invoice)).toBe(true);

  // 'Ters Kayıt' with a reason: both rows stay, marked, and the total comes back to zero.
  await rowOf(page, description)
    .getByRole('button', { name: `${description} için ters kayıt` })
    .click();
  const reverseDialog = page.getByTestId('reverse-dialog');
  await reverseDialog.getByLabel('İptal nedeni').fill('Yanlış kayıt');
  await reverseDialog.getByRole('button', { name: 'Ters Kaydı Yap' }).click();
  await expect(page.getByText('Gider iptal edildi')).toBeVisible();
  await expect(reverseDialog).toBeHidden();
  await expect(page.getByTestId('expense-row')).toHaveCount(2);
  await expect(rowOf(page, `İptal: ${description} (Yanlış kayıt)`)).toContainText('İptal kaydı');
  await expect(page.getByTestId('expense-row').filter({ hasText: 'İptal edildi' })).toContainText(description);
  await expect(page.getByRole('button', { name: /için ters kayıt/ })).toHaveCount(0);
  await expect(page.getByTestId('expenses-total')).toHaveText('0,00 ₺');

  // 'Aylık Rapor': this month first, then the previous one.
  await page.goto('/monthly-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Aylık Rapor' })).toBeVisible();
  const title = page.getByRole('heading', { level: 2, name: /^Güneş Sitesi • / });
  await expect(title).toBeVisible();
  const thisMonth = await title.textContent();
  await expect(page.getByRole('button', { name: 'Sonraki ay' })).toBeDisabled();
  await page.getByRole('button', { name: 'Önceki ay' }).click();
  await expect(title).not.toHaveText(thisMonth ?? '');
  await expect(page.getByTestId('report-account').first()).toBeVisible();
  await expect(page.getByTestId('collection-rate')).toHaveText(/%\d/);
  await expect(page.getByTestId('report-expenses')).toContainText('Elektrik');
  // The month's ledger downloads as an .xlsx under an ASCII name.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Defteri Excel olarak indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/^site-defteri-\d+-(\d{4}-\d{2})-01-\1-\d{2}\.xlsx$/);
  await expectNoSeriousFindings(page, '/monthly-report');
});

test("Mehmet opens 'Sitemizin Hesapları' for Güneş and drills into a category", async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.goto('/site-books');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemizin Hesapları' })).toBeVisible();
  // Mehmet lives in both demo sites: a selector offers them.
  await page.getByLabel('Site').selectOption({ label: 'Güneş Sitesi' });
  await expect(page.getByRole('heading', { level: 2, name: /^Güneş Sitesi • / })).toBeVisible();
  // Last month is complete in the demo data.
  await page.getByRole('button', { name: 'Önceki ay' }).click();
  await expect(page.getByTestId('collection-rate')).toHaveText(/%\d/);
  await expect(page.getByTestId('books-income')).toContainText('Aidat');

  const electricity = page.getByTestId('books-expenses').getByRole('button', { name: /Elektrik/ });
  await electricity.click();
  await expect(electricity).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('list', { name: 'Elektrik gider kalemleri' });
  await expect(lines.getByTestId('expense-line').first()).toContainText('Ortak alan elektriği');
  await expect(lines).toContainText('Enerjisa');
  await expectNoSeriousFindings(page, '/site-books');
});
