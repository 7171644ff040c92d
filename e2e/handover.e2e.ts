import { expect, test } from './support/test';
import { screenshot } from './support/browser';
import { DEMO_PASSWORD, signInWithPassword } from './support/login';
import { expectNoSeriousFindings } from './support/axe';
import { istanbulDay } from './support/dates';

/**
 * The yearly change of manager (devir-teslim, PRODUCT.md §19): Ayşe hands a site over in
 * 'Devir-Teslim'. The site is made for this test by the SystemAdmin, with Ayşe as its manager, so
 * the demo sites every other file works on stay hers: a handover takes the site from her at once.
 * Its name sorts after the demo sites, so a run stopped halfway leaves no other file a different
 * first site. Every name and e-mail is unique per run.
 */
const suffix = Date.now().toString(36).slice(-6);
const siteName = `Zeytin Sitesi ${suffix}`;
const newManager = `Yeni Yönetici ${suffix}`;
const newEmail = `devralan.${suffix}@example.com`;
const newPassword = 'Devralan.2026';

test('Ayşe hands a site over to a new manager, keeps the tutanak, and the new manager takes the site', async ({
  page,
  browser,
  baseURL,
}) => {
  // A site set up, a four-step wizard gone through twice, the archive sealed, a second sign-in.
  test.slow();

  await test.step('the SystemAdmin makes a site with Ayşe as its manager', async () => {
    const context = await browser.newContext({ baseURL });
    const system = await context.newPage();
    await signInWithPassword(system, 'sistem@aidat.local');
    const created = await system.request.post('/api/system/sites', {
      data: {
        name: siteName,
        address: 'Zeytin Sok. No:1, Urla / İzmir',
        blockCount: 1,
        unitCount: 4,
        monthlyDuesAmount: 500,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const siteId: number = (await created.json()).data.id;
    const linked = await system.request.post(`/api/system/sites/${siteId}/admins`, {
      data: { siteId, fullName: 'Ayşe Yılmaz', email: 'ayse@aidat.local', password: DEMO_PASSWORD, linkExisting: true },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    await context.close();
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithPassword(page, 'ayse@aidat.local');

  await test.step("Ayşe opens 'Devir-Teslim' from the bar's 'Kişiler' group and chooses the site", async () => {
    // A bank account of the site, listed read only beside the kasa.
    const sites = await page.request.get('/api/siteadmin/sites');
    const siteId: number = (await sites.json()).data.find((s: { name: string }) => s.name === siteName).id;
    const bank = await page.request.post('/api/siteadmin/accounts', {
      data: {
        siteId,
        name: 'Zeytin Bankası',
        kind: 'banka',
        iban: 'TR270001500015800731234567',
        openingBalance: 15000,
        openingDate: istanbulDay(-30),
      },
    });
    expect(bank.ok(), await bank.text()).toBe(true);

    const menu = page.getByTestId('main-menu');
    await expect(menu.getByRole('link', { name: 'Yönetim Paneli' })).toBeVisible();
    await menu.getByRole('button', { name: 'Kişiler' }).click();
    await menu.getByRole('link', { name: 'Devir-Teslim' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devir-Teslim' })).toBeVisible();
    await page.getByLabel('Site', { exact: true }).selectOption({ label: siteName });
    await expect(page.getByTestId('handover-history').getByTestId('empty')).toHaveText(/devir-teslim kaydı yok/);
  });

  const wizard = page.getByTestId('handover-wizard');
  const next = (step: string) => wizard.getByRole('form', { name: step }).getByRole('button', { name: 'İleri' });
  const back = (step: string) => wizard.getByRole('form', { name: step }).getByRole('button', { name: 'Geri' });

  await test.step('the new manager, the decision and the cash count', async () => {
    // A registered user's e-mail first (Mehmet, a resident): the server asks before linking him.
    await wizard.getByLabel('Ad soyad').fill(newManager);
    await wizard.getByLabel('E-posta').fill('mehmet@aidat.local');
    await wizard.getByLabel('Şifre', { exact: true }).fill(newPassword);
    await next('Yeni yönetici').click();

    const decision = wizard.getByRole('form', { name: 'Kurul kararı' });
    await expect(decision.getByText(/yapılmış bir genel kurulunda/)).toBeVisible();
    await decision.getByLabel('Karar numarası').fill(`KK-${suffix}`);
    await decision.getByLabel('Karar tarihi').fill(istanbulDay(-3));
    await next('Kurul kararı').click();

    const cash = wizard.getByRole('form', { name: 'Kasa sayımı' });
    await expect(cash.getByRole('table', { name: 'Banka ve POS hesapları' })).toContainText('Zeytin Bankası');
    await cash.getByLabel('Kasa: sayılan tutar (₺)').fill('125,50');
    await expect(cash.getByTestId('handover-kasa-difference')).toContainText('125,50');
    await screenshot(page, 'handover-cash-count');
    await next('Kasa sayımı').click();

    const confirm = wizard.getByRole('form', { name: 'Not ve onay' });
    await confirm.getByLabel('Not (isteğe bağlı)').fill('Anahtarlar ve sözleşme dosyası teslim edildi.');
    await expect(confirm.getByTestId('handover-confirm')).toContainText(
      `${siteName}, ${newManager} adlı yeni yöneticiye devredilecek.`,
    );
    await expect(confirm.getByTestId('handover-confirm')).toContainText('Siz dahil bu sitenin bütün yöneticileri');
    await confirm.getByRole('button', { name: 'Siteyi Devret' }).click();
    const refusal = confirm.getByTestId('handover-error');
    await expect(refusal).toContainText('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    await expect(refusal.getByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' })).toBeVisible();
    await screenshot(page, 'handover-existing-user');
    await expectNoSeriousFindings(page, '/handover (a registered user)');
  });

  let tutanak = '';
  await test.step('not Mehmet: back to a new user, then the handover', async () => {
    await back('Not ve onay').click();
    await back('Kasa sayımı').click();
    await back('Kurul kararı').click();
    const email = wizard.getByLabel('E-posta');
    await expect(email).toHaveClass(/is-invalid/);
    await email.fill(newEmail);
    await next('Yeni yönetici').click();
    await next('Kurul kararı').click();
    await expect(wizard.getByLabel('Kasa: sayılan tutar (₺)')).toHaveValue('125,50');
    await next('Kasa sayımı').click();
    await wizard.getByRole('button', { name: 'Siteyi Devret' }).click();

    const result = page.getByTestId('handover-result');
    await expect(result).toContainText(`${siteName} artık ${newManager} tarafından yönetiliyor.`);
    await expect(result.getByRole('table', { name: 'Kasa sayımı' })).toContainText('125,50');
    await screenshot(page, 'handover-result');
    await expectNoSeriousFindings(page, '/handover (done)');
    tutanak = (await result.getByTestId('handover-tutanak').getAttribute('href')) ?? '';
    expect(tutanak).toMatch(/^\/api\/me\/handovers\/\d+\/tutanak\.pdf$/);
    // Hers to keep, though the site is not hers any more: the PDF (it waits for the archive's seal).
    const pdf = await page.request.get(tutanak, { timeout: 60_000 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step("the site is gone from Ayşe's sites", async () => {
    await page.getByTestId('handover-result').getByRole('button', { name: 'Tamam' }).click();
    const site = page.getByLabel('Site', { exact: true });
    await expect(site).toContainText('Güneş Sitesi');
    await expect(site).not.toContainText(siteName);
    const sites = await page.request.get('/api/siteadmin/sites');
    expect((await sites.json()).data.map((s: { name: string }) => s.name)).not.toContain(siteName);
  });

  await test.step('the new manager signs in with the e-mail and password and finds the site', async () => {
    const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    const manager = await context.newPage();
    await signInWithPassword(manager, newEmail, newPassword);
    await manager.goto('/handover');
    await expect(manager.getByRole('heading', { level: 1, name: 'Devir-Teslim' })).toBeVisible();
    await expect(manager.getByLabel('Site', { exact: true })).toContainText(siteName);
    const record = manager.getByRole('table', { name: 'Devir-teslim kayıtları' }).getByRole('row').nth(1);
    await expect(record).toContainText('Ayşe Yılmaz');
    await expect(record).toContainText(newManager);
    await expect(record).toContainText(`KK-${suffix}`);
    // The incoming manager keeps the tutanak too.
    expect((await manager.request.get(tutanak)).status()).toBe(200);
    await context.close();
  });
});
