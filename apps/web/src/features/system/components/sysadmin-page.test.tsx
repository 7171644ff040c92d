import type { SiteDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SysadminPage } from './sysadmin-page';

const GUNES: SiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'Ataşehir / İstanbul',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

// Typing through user-event takes seconds on a busy two-core machine; 5 s is too tight.
describe('SysadminPage', { timeout: 20_000 }, () => {
  it('lists the sites with dues in lira', async () => {
    mockFetch({ 'GET /api/system/sites': [GUNES] });
    renderAt('/sysadmin', <SysadminPage />);
    const table = await screen.findByTestId('sites-table');
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Güneş Sitesi', 'Ataşehir / İstanbul', '2', '24', '1.250,00 ₺']);
  });

  it('creates a site once every field is filled, and lists it', async () => {
    const user = userEvent.setup();
    let sites = [GUNES];
    const created: SiteDto = {
      id: 2,
      name: 'Lale Sitesi',
      address: 'Kadıköy',
      blockCount: 3,
      unitCount: 36,
      monthlyDuesAmount: 1499.99,
    };
    const fetchMock = mockFetch({
      'GET /api/system/sites': () => envelopeResponse(sites),
      'POST /api/system/sites': () => {
        sites = [GUNES, created];
        return envelopeResponse(created, { status: 201 });
      },
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('create-site-card');
    const submit = within(card).getByRole('button', { name: 'Site Oluştur' });
    await user.type(within(card).getByLabelText('Site adı'), 'Lale Sitesi');
    await user.type(within(card).getByLabelText('Adres'), 'Kadıköy');
    await user.type(within(card).getByLabelText('Blok sayısı'), '3');
    await user.type(within(card).getByLabelText('Daire sayısı'), '36');
    expect(submit).toBeDisabled();
    const dues = within(card).getByLabelText('Aylık aidat (₺)');
    expect(dues).not.toHaveAttribute('type', 'number');
    await user.type(dues, '1.499,99');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Site oluşturuldu')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/system/sites')).toEqual({
      name: 'Lale Sitesi',
      address: 'Kadıköy',
      blockCount: 3,
      unitCount: 36,
      monthlyDuesAmount: 1499.99,
    });
    expect(await within(screen.getByTestId('sites-table')).findByText('Lale Sitesi')).toBeInTheDocument();
    expect(within(card).getByLabelText('Site adı')).toHaveValue('');
  });

  it('offers the new site its declared units, editable, and saves them in one call', async () => {
    const user = userEvent.setup();
    const created: SiteDto = {
      id: 7,
      name: 'Papatya Sitesi',
      address: 'Üsküdar',
      blockCount: 2,
      unitCount: 5,
      monthlyDuesAmount: 0,
    };
    let firstTry = true;
    const fetchMock = mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites': () => envelopeResponse(created, { status: 201 }),
      'POST /api/siteadmin/sites/7/units': () => {
        if (firstTry) {
          firstTry = false;
          return envelopeResponse(null, {
            status: 400,
            code: 'ValidationError',
            message: '4. satır: B blok 1 numaralı daire listede birden fazla kez var.',
            details: { field: 'units.3.doorNumber', row: 4 },
          });
        }
        return envelopeResponse({ siteId: 7, created: 4 }, { status: 201 });
      },
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('create-site-card');
    await user.type(within(card).getByLabelText('Site adı'), 'Papatya Sitesi');
    await user.type(within(card).getByLabelText('Adres'), 'Üsküdar');
    await user.type(within(card).getByLabelText('Blok sayısı'), '2');
    await user.type(within(card).getByLabelText('Daire sayısı'), '5');
    await user.type(within(card).getByLabelText('Aylık aidat (₺)'), '0');
    await user.click(within(card).getByRole('button', { name: 'Site Oluştur' }));

    const offer = await within(card).findByTestId('site-units-offer');
    const labels = () =>
      within(offer)
        .getAllByTestId('site-unit-row')
        .map((row) =>
          within(row)
            .getAllByRole('textbox')
            .map((input) => (input as HTMLInputElement).value)
            .join(''),
        );
    expect(labels()).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    // Edited: A-3 becomes B-1 (a clash the server names), then removed instead.
    const block3 = within(offer).getByLabelText('3. daire: Blok');
    await user.clear(block3);
    await user.type(block3, 'B');
    const door3 = within(offer).getByLabelText('3. daire: Kapı No');
    await user.clear(door3);
    await user.type(door3, '1');
    await user.click(within(offer).getByRole('button', { name: '5 Daireyi Kaydet' }));
    expect(await within(offer).findByTestId('site-units-error')).toHaveTextContent('4. satır: B blok 1');
    // The cell the answer's details name is marked, not the one edited.
    expect(within(offer).getByLabelText('4. daire: Kapı No')).toHaveAttribute('aria-invalid', 'true');
    expect(door3).not.toHaveAttribute('aria-invalid');
    await user.click(within(offer).getByRole('button', { name: '3. daireyi listeden çıkar' }));
    expect(within(offer).getByLabelText('3. daire: Kapı No')).not.toHaveAttribute('aria-invalid');
    expect(labels()).toEqual(['A1', 'A2', 'B1', 'B2']);
    await user.click(within(offer).getByRole('button', { name: '4 Daireyi Kaydet' }));
    expect(await screen.findByText('4 daire eklendi')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByTestId('site-units-offer')).toBeNull());
    const sent = fetchMock.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/api/siteadmin/sites/7/units'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent[1]).toEqual({
      units: [
        { block: 'A', doorNumber: '1' },
        { block: 'A', doorNumber: '2' },
        { block: 'B', doorNumber: '1' },
        { block: 'B', doorNumber: '2' },
      ],
    });
  });

  it("shows the server's reason when a site is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'Daire sayısı en fazla 100000 olabilir.',
        }),
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('create-site-card');
    await user.type(within(card).getByLabelText('Site adı'), 'X');
    await user.type(within(card).getByLabelText('Adres'), 'Y');
    await user.type(within(card).getByLabelText('Blok sayısı'), '1');
    await user.type(within(card).getByLabelText('Daire sayısı'), '1000000');
    await user.type(within(card).getByLabelText('Aylık aidat (₺)'), '0');
    await user.click(within(card).getByRole('button', { name: 'Site Oluştur' }));
    expect(await within(card).findByTestId('create-site-error')).toHaveTextContent(
      'Daire sayısı en fazla 100000 olabilir.',
    );
  });

  it("assigns an administrator and shows 'Yönetici atandı'", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites/1/admins': {
        siteId: 1,
        created: true,
        user: {
          id: 9,
          fullName: 'Yeni Yönetici',
          email: 'yeni@example.com',
          phone: '+905551234567',
          role: 'Admin',
          isBlocked: false,
        },
      },
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('assign-admin-card');
    const submit = within(card).getByRole('button', { name: 'Yönetici Ata' });
    expect(within(card).getByLabelText('E-posta')).toHaveAttribute('type', 'email');
    await user.selectOptions(within(card).getByLabelText('Site'), '1');
    await user.type(within(card).getByLabelText('Ad soyad'), 'Yeni Yönetici');
    await user.type(within(card).getByLabelText('E-posta'), 'yeni@example.com');
    expect(submit).toBeDisabled();
    await user.type(within(card).getByLabelText('Şifre'), 'Yonetici.2026');
    expect(submit).toBeEnabled();
    await user.type(within(card).getByLabelText('Cep telefonu (isteğe bağlı)'), '5551234567');
    expect(within(card).getByLabelText('Cep telefonu (isteğe bağlı)')).toHaveValue('+90 (555) 123 45 67');
    await user.click(submit);
    expect(await within(card).findByTestId('assign-admin-success')).toHaveTextContent('Yönetici atandı');
    expect(bodyOf(fetchMock, 'POST /api/system/sites/1/admins')).toEqual({
      siteId: 1,
      fullName: 'Yeni Yönetici',
      email: 'yeni@example.com',
      phone: '+90 (555) 123 45 67',
      password: 'Yonetici.2026',
    });
    await waitFor(() => expect(within(card).getByLabelText('Ad soyad')).toHaveValue(''));
  });

  it('sends no phone when it is left empty and shows a refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites/1/admins': () =>
        envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Bu kullanıcı zaten bu sitenin yöneticisi.' }),
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('assign-admin-card');
    await user.selectOptions(within(card).getByLabelText('Site'), '1');
    await user.type(within(card).getByLabelText('Ad soyad'), 'Ayşe');
    await user.type(within(card).getByLabelText('E-posta'), 'ayse@aidat.local');
    await user.type(within(card).getByLabelText('Şifre'), 'Yonetici.2026');
    await user.click(within(card).getByRole('button', { name: 'Yönetici Ata' }));
    expect(await within(card).findByTestId('assign-admin-error')).toHaveTextContent(
      'Bu kullanıcı zaten bu sitenin yöneticisi.',
    );
    expect(within(card).queryByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' })).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/system/sites/1/admins').phone).toBeUndefined();
  });

  it('offers to make an existing user administrator on 409 and resends only when chosen', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites/1/admins': (_url: string, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        if (!body.linkExisting)
          return envelopeResponse(null, {
            status: 409,
            code: 'Conflict',
            message: 'Bu e-posta/telefon kayıtlı bir kullanıcıya ait.',
          });
        return envelopeResponse({
          siteId: 1,
          created: false,
          user: {
            id: 3,
            fullName: 'Mehmet Demir',
            email: 'mehmet@aidat.local',
            phone: null,
            role: 'Admin',
            isBlocked: false,
          },
        });
      },
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('assign-admin-card');
    await user.selectOptions(within(card).getByLabelText('Site'), '1');
    await user.type(within(card).getByLabelText('Ad soyad'), 'Mehmet');
    await user.type(within(card).getByLabelText('E-posta'), 'mehmet@aidat.local');
    await user.type(within(card).getByLabelText('Şifre'), 'Yonetici.2026');
    await user.click(within(card).getByRole('button', { name: 'Yönetici Ata' }));

    const error = await within(card).findByTestId('assign-admin-error');
    expect(error).toHaveTextContent('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    expect(sent).toHaveLength(1);
    await user.click(within(error).getByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' }));

    expect(await within(card).findByTestId('assign-admin-success')).toHaveTextContent(
      'Mevcut kullanıcı siteye yönetici yapıldı; şifresi değiştirilmedi.',
    );
    expect(sent).toEqual([
      { siteId: 1, fullName: 'Mehmet', email: 'mehmet@aidat.local', password: 'Yonetici.2026' },
      { siteId: 1, fullName: 'Mehmet', email: 'mehmet@aidat.local', password: 'Yonetici.2026', linkExisting: true },
    ]);
  });

  it('offers no link for other refusals, and editing the form withdraws the offer', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/sites': [GUNES],
      'POST /api/system/sites/1/admins': () =>
        envelopeResponse(null, {
          status: 409,
          code: 'Conflict',
          message: 'Bu e-posta/telefon kayıtlı bir kullanıcıya ait.',
        }),
    });
    renderAt('/sysadmin', <SysadminPage />);
    const card = await screen.findByTestId('assign-admin-card');
    await user.selectOptions(within(card).getByLabelText('Site'), '1');
    await user.type(within(card).getByLabelText('Ad soyad'), 'Mehmet');
    await user.type(within(card).getByLabelText('E-posta'), 'mehmet@aidat.local');
    await user.type(within(card).getByLabelText('Şifre'), 'Yonetici.2026');
    await user.click(within(card).getByRole('button', { name: 'Yönetici Ata' }));
    await within(card).findByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' });
    await user.type(within(card).getByLabelText('E-posta'), 'x');
    expect(within(card).queryByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' })).not.toBeInTheDocument();
  });

  it('shows empty and error states for the sites', async () => {
    mockFetch({ 'GET /api/system/sites': [] });
    const first = renderAt('/sysadmin', <SysadminPage />);
    expect(await screen.findByText('Kayıtlı site bulunmuyor.')).toBeInTheDocument();
    expect(screen.getByText('Yönetici atamak için önce bir site oluşturun.')).toBeInTheDocument();
    first.unmount();
    mockFetch({ 'GET /api/system/sites': () => envelopeResponse(null, { status: 500 }) });
    renderAt('/sysadmin', <SysadminPage />);
    expect((await screen.findAllByTestId('error')).length).toBeGreaterThan(0);
  });
});
