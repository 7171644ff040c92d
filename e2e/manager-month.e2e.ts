import { expect, type Page, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';

/**
 * A manager's month without surprises (the manager's-month issue): a manager of two sites picks one
 * and every page opens on it; half-filled Tahsilat rows are not lost to a link or the Back button
 * without a question; an amount that reads two ways is refused naming its row; an expense is saved
 * with its invoice in one step; the debtor list gives the phone to call. The manager, their second
 * site and every name are this spec's own, so no other spec's data changes under it: the manager
 * also runs the demo's Deniz Sitesi, which no other spec's manager does.
 */
const suffix = Date.now().toString(36).slice(-6);
const siteName = `Ay Sonu ${suffix}`;
const email = `ay.sonu.${suffix}@example.com`;
const password = 'Yonetici.2026';
const description = `Su faturası ${suffix}`;

const siteSelect = (page: Page) => page.getByLabel('Site', { exact: true });

test("a manager's month: the chosen site stays, unsaved rows are asked about, an expense takes its invoice", async ({
  page,
  browser,
}) => {
  test.slow();

  await test.step('the SystemAdmin makes a new manager of a new site and of Deniz Sitesi', async () => {
    await signInWithCode(page, DEMO_PHONES.system);
    await page.goto('/sysadmin');
    const create = page.getByTestId('create-site-card');
    await create.getByLabel('Site adı').fill(siteName);
    await create.getByLabel('Adres').fill('Deneme Sok. No:3, Bornova / İzmir');
    await create.getByLabel('Blok sayısı').fill('1');
    await create.getByLabel('Daire sayısı').fill('4');
    await create.getByLabel('Aylık aidat (₺)').fill('750');
    await create.getByRole('button', { name: 'Site Oluştur' }).click();
    await expect(page.getByText('Site oluşturuldu')).toBeVisible();

    const assign = page.getByTestId('assign-admin-card');
    await assign.getByLabel('Site', { exact: true }).selectOption({ label: siteName });
    await assign.getByLabel('Ad soyad').fill(`Ay Sonu ${suffix}`);
    await assign.getByLabel('E-posta').fill(email);
    await assign.getByLabel('Şifre').fill(password);
    await assign.getByRole('button', { name: 'Yönetici Ata' }).click();
    await expect(assign.getByTestId('assign-admin-success')).toHaveText(/Yönetici atandı/);
    // The same person for Deniz: an existing user is made its manager only when asked to.
    await assign.getByLabel('Site', { exact: true }).selectOption({ label: 'Deniz Sitesi' });
    await assign.getByLabel('Ad soyad').fill(`Ay Sonu ${suffix}`);
    await assign.getByLabel('E-posta').fill(email);
    await assign.getByLabel('Şifre').fill(password);
    await assign.getByRole('button', { name: 'Yönetici Ata' }).click();
    await assign.getByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' }).click();
    await expect(assign.getByTestId('assign-admin-success')).toHaveText(/Mevcut kullanıcı siteye yönetici yapıldı/);
  });

  const manager = await (await browser.newContext()).newPage();
  await signInWithPassword(manager, email, password);

  await test.step('the site chosen on one page is the one every other page opens on', async () => {
    await manager.goto('/debtors');
    await expect(manager.getByRole('heading', { level: 1, name: 'Borçlu Listesi' })).toBeVisible();
    await siteSelect(manager).selectOption({ label: 'Deniz Sitesi' });
    // Deniz's debtors, each with the phone to call when a resident is linked.
    await expect(manager.getByTestId('debtor-row').first()).toBeVisible();
    for (const path of ['/collections', '/expenses', '/admin']) {
      await manager.goto(path);
      await expect(siteSelect(manager).locator('option:checked')).toHaveText('Deniz Sitesi');
    }
  });

  await test.step('Tahsilat: an amount that reads two ways is refused naming its row, nothing is sent', async () => {
    await manager.goto('/collections');
    await expect(manager.getByRole('heading', { level: 1, name: 'Tahsilat' })).toBeVisible();
    const amount = manager.getByTestId('collection-amount').first();
    await amount.fill('1,465.63');
    await manager.getByRole('button', { name: 'Kaydet' }).click();
    await expect(manager.getByTestId('collection-problem')).toContainText(
      "1. satır: Tutar '1,465.63' iki farklı tutar olarak okunabilir",
    );
  });

  await test.step('leaving half-filled rows asks first: a link, then the Back button', async () => {
    // The rows typed above are still unsaved. 'Giderler' is in the bar's 'Para' group.
    await manager.getByTestId('main-menu').getByRole('button', { name: 'Para' }).click();
    await manager.getByTestId('main-menu').getByRole('link', { name: 'Giderler' }).click();
    const question = manager.getByRole('dialog', { name: 'Kaydedilmemiş girişler var' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(question).toBeHidden();
    await expect(manager).toHaveURL(/\/collections$/);
    await expect(manager.getByTestId('collection-amount').first()).toHaveValue('1,465.63');

    // Back, to the page before Tahsilat (the panel, opened last in the step before).
    await manager.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click();
    await expect(manager).toHaveURL(/\/admin$/);
  });

  await test.step('a new expense is saved with its invoice in the same step', async () => {
    await manager.goto('/expenses');
    await expect(siteSelect(manager).locator('option:checked')).toHaveText('Deniz Sitesi');
    await manager.getByRole('button', { name: 'Yeni Gider' }).click();
    const dialog = manager.getByTestId('new-expense-dialog');
    await dialog.getByLabel('Kategori').selectOption({ label: 'Su' });
    // Deniz pays from its one account, Vakıfbank, its default.
    await expect(dialog.getByLabel('Hesap').locator('option:checked')).toHaveText('Vakıfbank');
    await dialog.getByLabel('Tutar (₺)').fill('12,50');
    await dialog.getByLabel('Açıklama').fill(description);
    await dialog.getByLabel('Fatura / belge (isteğe bağlı)').setInputFiles({
      name: 'su-faturasi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(manager.getByText('Gider ve belgesi kaydedildi')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = manager.getByTestId('expense-row').filter({ hasText: description });
    await expect(row.getByRole('link', { name: /su-faturasi\.pdf/ })).toBeVisible();
  });

  await manager.context().close();
});
