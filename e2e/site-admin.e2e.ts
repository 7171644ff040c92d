import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * The site administrator's money round trip, on a phone-sized screen: Ayşe adds a unit, sets the
 * monthly dues (which charges the new unit this month, at this month's amount), assigns a
 * brand-new resident and records a payment; the resident then signs in with a code and sees the
 * resulting balance on '/'.
 * Names, door number and phone are unique per run so the spec does not depend on other specs.
 */
test.use({ viewport: PHONE_VIEWPORT });

const suffix = Date.now().toString(36).slice(-5);
const door = `E${suffix}`;
const residentName = `Deneme Sakin ${suffix}`;
// 555 999 xx xxx: a mobile number no demo user has.
const residentDigits = `555999${String(Date.now() % 10_000).padStart(4, '0')}`;
const tenantDigits = `555998${String(Date.now() % 10_000).padStart(4, '0')}`;

// The server stores block and door in Turkish capitals, whatever was typed.
const storedDoor = door.toLocaleUpperCase('tr-TR');
const unitRow = (page: Page) => page.locator(`[data-testid="unit-row"][data-unit="E-${storedDoor}"]`);

test('Ayşe adds a unit, sets dues, assigns a resident and records a payment; the resident sees the balance', async ({
  page,
}) => {
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);
  await expect(page.getByTestId('unit-row').first()).toBeVisible();

  // 'Yeni Daire Ekle': m² and rooms left empty become 0 on the server.
  const newUnit = page.getByTestId('new-unit-card');
  await newUnit.getByLabel('Blok').fill('E');
  await newUnit.getByLabel('Kapı No').fill(door);
  await newUnit.getByRole('button', { name: 'Daire Ekle' }).click();
  await expect(page.getByText('Daire eklendi')).toBeVisible();
  await expect(unitRow(page)).toContainText('Sakin yok');
  await expect(unitRow(page).locator('[data-tone]')).toHaveText('0,00 ₺');

  // 'Site Aylık Aidat': the same amount for every unit, from the first month not charged yet; the
  // new unit gets this month's charge at this month's amount.
  const dues = page.getByTestId('dues-card');
  await expect(dues.getByTestId('dues-current')).toContainText('Daire başı 1.250,00 ₺');
  await dues.getByLabel('Aylık aidat (daire başı)').fill('1.250');
  await dues.getByRole('button', { name: 'Aidatı Kaydet' }).click();
  await expect(dues.getByTestId('dues-success')).toContainText('Aidat oluşturuldu');
  await expect(dues.getByTestId('dues-success')).toContainText('ayından itibaren geçerli.');
  await expect(unitRow(page).locator('[data-tone]')).toHaveText('-1.250,00 ₺');

  // Assign a resident who has no account yet.
  await unitRow(page)
    .getByRole('button', { name: `Blok E • Daire ${storedDoor} işlemleri` })
    .click();
  await page.getByRole('button', { name: 'Sakin Ata' }).click();
  const residentDialog = page.getByTestId('resident-dialog');
  await residentDialog.getByLabel('Ad Soyad').fill(residentName);
  const phone = residentDialog.getByLabel('Cep telefonu');
  await phone.click();
  await phone.pressSequentially(residentDigits);
  await residentDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Sakin atandı')).toBeVisible();
  await expect(residentDialog).toBeHidden();
  await expect(unitRow(page)).toContainText(residentName);

  // Record a dues payment.
  await unitRow(page)
    .getByRole('button', { name: `Blok E • Daire ${storedDoor} işlemleri` })
    .click();
  await page.getByRole('button', { name: 'Ödeme Kaydet' }).click();
  const paymentDialog = page.getByTestId('payment-dialog');
  await paymentDialog.getByLabel('Tutar (₺)').fill('500,25');
  await paymentDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ödeme kaydedildi')).toBeVisible();
  await expect(paymentDialog).toBeHidden();
  await expect(unitRow(page).locator('[data-tone]')).toHaveText('-749,75 ₺');

  // The ledger shows the charge and the payment, newest first.
  await unitRow(page)
    .getByRole('button', { name: `Blok E • Daire ${storedDoor} işlemleri` })
    .click();
  await page.getByRole('button', { name: 'Hesap Hareketleri' }).click();
  const ledger = page.getByTestId('ledger-dialog');
  await expect(ledger.getByTestId('ledger-entry')).toHaveCount(2);
  await expect(ledger.getByTestId('ledger-entry').first()).toContainText('Aidat ödemesi');
  await expect(ledger.getByTestId('ledger-entry').first()).toContainText('+500,25 ₺');
  await expect(ledger.getByTestId('ledger-entry').nth(1)).toContainText(/Aidatı/);
  // The payment's receipt: a PDF, opened in a new tab.
  const receipt = ledger.getByTestId('ledger-entry').first().getByTestId('receipt-link');
  await expect(receipt).toHaveText(/Makbuz \d{4}-\d{6}/);
  await expect(receipt).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await ledger.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(ledger).toBeHidden();

  // A tenant moves in (PRODUCT.md §16): one tap from the row, the rent typed the Turkish way.
  await unitRow(page)
    .getByRole('button', { name: `Blok E • Daire ${storedDoor} malikleri ve kiracısı` })
    .click();
  const parties = page.getByTestId('parties-dialog');
  await expect(parties.getByTestId('tenant-section')).toContainText('Kiracı yok.');
  await parties.getByRole('button', { name: 'Kiracı Ekle' }).click();
  const tenantForm = parties.getByTestId('tenant-form');
  await tenantForm.getByLabel('Ad Soyad').fill(`Kiracı ${suffix}`);
  const tenantPhone = tenantForm.getByLabel('Cep telefonu');
  await tenantPhone.click();
  await tenantPhone.pressSequentially(tenantDigits);
  await tenantForm.getByLabel('Aylık kira (₺, isteğe bağlı)').fill('12.500,00');
  await tenantForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kiracı eklendi.')).toBeVisible();
  await expect(parties.getByTestId('tenant-row')).toContainText(`Kiracı ${suffix}`);
  await expect(parties.getByTestId('tenant-row')).toContainText('12.500,00 ₺');

  // The unit owes: no 'borcu yoktur' letter, the debt said in the server's sentence.
  await parties.getByRole('button', { name: 'Borcu Yoktur Yazısı' }).click();
  await expect(parties.getByTestId('clearance').getByRole('alert')).toContainText(
    'borcu var; borcu yoktur yazısı verilemez.',
  );

  // The tenant moves out today: what happens is said before it is done, then the final statement.
  await parties.getByRole('button', { name: 'Kiracı Çıkışı' }).click();
  await parties.getByTestId('move-out-form').getByRole('button', { name: 'Devam' }).click();
  await expect(parties.getByTestId('confirm-step')).toContainText(`Kiracı ${suffix} adlı kiracının kiracılığı`);
  await parties.getByRole('button', { name: 'Çıkışı Yap' }).click();
  await expect(page.getByText('Kiracının çıkışı yapıldı; son hesap özeti hazır.')).toBeVisible();
  const statement = parties.getByTestId('final-statement');
  await expect(statement).toContainText('Kiracılık');
  await expect(statement.getByTestId('party-balance')).toContainText('₺');
  await parties.getByRole('button', { name: 'Listeye Dön' }).click();
  await expect(parties.getByTestId('tenant-section')).toContainText('Kiracı yok.');
  await expect(parties.getByTestId('past-tenant-row')).toContainText(`Kiracı ${suffix}`);
  await expect(parties.getByTestId('party-event').first()).toContainText('Kiracı çıkışı');
  await parties.getByRole('button', { name: 'Kapat' }).last().click();
  await expect(parties).toBeHidden();

  // Nothing sticks out sideways on a 360 px screen, and the units table fits without scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  const table = page.getByRole('table', { name: 'Daireler' });
  expect(await table.evaluate((t) => t.getBoundingClientRect().width)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'site-admin-panel');

  // The new resident signs in with a code and sees the unit with its balance.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInWithCode(page, residentDigits);
  await expect(page.getByRole('heading', { level: 1, name: 'Dairelerim' })).toBeVisible();
  const row = page.getByTestId('unit-row').filter({ hasText: `Blok E • Daire ${storedDoor}` });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-tone]')).toHaveText('-749,75 ₺');
  await expect(row.locator('[data-tone]')).toHaveClass(/text-danger/);
  await expect(row.getByText('Sakin', { exact: true })).toBeVisible();

  // The former tenant has no unit left; their final statement is under 'Geçmiş Hesap Özetlerim'.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInWithCode(page, tenantDigits);
  await expect(page.getByText('Kayıtlı daire bulunmuyor.')).toBeVisible();
  await page.getByRole('link', { name: /Geçmiş Hesap Özetlerim/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geçmiş Hesap Özetlerim' })).toBeVisible();
  const card = page.getByTestId('final-statement-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Blok E • Daire ${storedDoor}`);
  await expect(card).toContainText('Kiracılık');
  await card.getByRole('button').click();
  await expect(card.getByTestId('party-balance')).toBeVisible();
  await screenshot(page, 'final-statements');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
});
