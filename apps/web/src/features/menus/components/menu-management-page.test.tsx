import type { MenuItemDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { MenuManagementPage } from './menu-management-page';

const item = (over: Partial<MenuItemDto>): MenuItemDto => ({
  id: 1,
  label: 'Dairelerim',
  path: '/',
  roles: '',
  displayOrder: 10,
  isActive: true,
  icon: 'bi bi-house-door',
  group: null,
  ...over,
});

const LIST = [
  item({
    id: 2,
    label: 'Menü Yönetimi',
    path: '/menu-management',
    roles: 'SystemAdmin',
    displayOrder: 110,
    icon: 'bi bi-list-ul',
  }),
  item({}),
  item({
    id: 3,
    label: 'Eski Ekran',
    path: '/old',
    roles: 'Admin,SystemAdmin',
    displayOrder: 50,
    isActive: false,
    icon: null,
  }),
];

function renderPage() {
  return renderAt(
    '/menu-management',
    <ConfirmProvider>
      <MenuManagementPage />
    </ConfirmProvider>,
  );
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

// Typing through user-event takes seconds on a busy two-core machine; 5 s is too tight.
describe('MenuManagementPage', { timeout: 20_000 }, () => {
  it('lists items by display order with roles, icon and status', async () => {
    mockFetch({ 'GET /api/system/menus': LIST });
    renderPage();
    const table = await screen.findByTestId('menus-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Dairelerim',
      'Eski Ekran',
      'Menü Yönetimi',
    ]);
    expect(within(rows[0]).getByText('Tüm Roller')).toBeInTheDocument();
    expect(within(rows[0]).getByText('bi bi-house-door')).toBeInTheDocument();
    expect(rows[0].querySelector('i.bi.bi-house-door')).not.toBeNull();
    expect(within(rows[0]).getByText('Aktif')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pasif')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Yönetici')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Sistem Yöneticisi')).toBeInTheDocument();
  });

  it('refuses to save without label and path and calls nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/system/menus': LIST });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Yeni Menü/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Menü' });
    await user.type(within(dialog).getByLabelText('Etiket'), 'Raporlar');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(within(dialog).getByTestId('menu-form-error')).toHaveTextContent('Etiket ve Yol alanları zorunludur');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates an item and refreshes the navigation menu', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/menus': LIST,
      'POST /api/system/menus': item({ id: 9, label: 'Raporlar', path: '/reports', roles: 'Admin', displayOrder: 5 }),
    });
    const { queryClient } = renderPage();
    queryClient.setQueryData(['user-menu', 1, 'SystemAdmin'], []);
    await user.click(await screen.findByRole('button', { name: /Yeni Menü/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Menü' });
    await user.type(within(dialog).getByLabelText('Etiket'), 'Raporlar');
    await user.type(within(dialog).getByLabelText('Yol'), '/reports');
    await user.click(within(dialog).getByLabelText('Yönetici (Admin)'));
    const order = within(dialog).getByLabelText('Sıra');
    await user.clear(order);
    await user.type(order, '5');
    await user.type(within(dialog).getByLabelText('İkon sınıfı'), 'bi bi-graph-up');
    await user.selectOptions(within(dialog).getByLabelText('Grup (üst menüdeki açılır liste)'), 'money');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByText('Menü başarıyla oluşturuldu')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/system/menus')).toEqual({
      label: 'Raporlar',
      path: '/reports',
      roles: 'Admin',
      displayOrder: 5,
      isActive: true,
      icon: 'bi bi-graph-up',
      group: 'money',
    });
    await waitFor(() => expect(queryClient.getQueryState(['user-menu', 1, 'SystemAdmin'])?.isInvalidated).toBe(true));
  });

  it('edits an item with its current values filled in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/menus': LIST,
      'PUT /api/system/menus/3': item({ id: 3, label: 'Yeni Ekran' }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eski Ekran düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menüyü Düzenle' });
    expect(within(dialog).getByLabelText('Yol')).toHaveValue('/old');
    expect(within(dialog).getByLabelText('Yönetici (Admin)')).toBeChecked();
    expect(within(dialog).getByLabelText('Kullanıcı (Resident)')).not.toBeChecked();
    const label = within(dialog).getByLabelText('Etiket');
    await user.clear(label);
    await user.type(label, 'Yeni Ekran');
    await user.click(within(dialog).getByLabelText('Aktif'));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Menü başarıyla güncellendi')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/system/menus/3')).toEqual({
      label: 'Yeni Ekran',
      path: '/old',
      roles: 'Admin,SystemAdmin',
      displayOrder: 50,
      isActive: true,
      icon: null,
      group: null,
    });
  });

  it("shows SPEC's failure toast and the server's reason when a save is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/menus': LIST,
      'PUT /api/system/menus/1': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Menü bulunamadı.' }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dairelerim düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menüyü Düzenle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Menü güncellenirken hata oluştu')).toBeInTheDocument();
    expect(within(dialog).getByTestId('menu-form-error')).toHaveTextContent('Menü bulunamadı.');
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/system/menus': LIST, 'DELETE /api/system/menus/3': null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eski Ekran sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menüyü Sil' });
    expect(dialog).toHaveTextContent('"Eski Ekran" menüsü silinecek. Bu işlem geri alınamaz.');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Menü başarıyla silindi')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/system/menus/3'),
      ),
    ).toBe(true);
  });

  it('shows the history of one item', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/menus': LIST,
      'GET /api/system/menus/3/history': {
        data: [
          {
            id: 7,
            menuId: 3,
            changedAtUtc: '2025-10-15T07:30:05.000Z',
            action: 'UPDATE',
            oldLabel: 'Ekran',
            newLabel: 'Eski Ekran',
            oldPath: '/old',
            newPath: '/old',
            oldRoles: '',
            newRoles: 'Admin,SystemAdmin',
            changedBy: 'Sistem Yöneticisi',
          },
        ],
        page: 1,
        pageSize: 50,
        totalCount: 1,
        totalPages: 1,
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eski Ekran geçmişi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü Geçmişi: Eski Ekran' });
    const cells = within(await within(dialog).findByTestId('menu-history-table'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '15.10.2025 07:30:05',
      'Güncelleme',
      'EkranEski Ekran',
      '/old',
      'Tüm RollerAdmin,SystemAdmin',
      'Sistem Yöneticisi',
    ]);
  });

  it("shows SPEC's load failure toast", async () => {
    mockFetch({ 'GET /api/system/menus': () => envelopeResponse(null, { status: 500 }) });
    renderPage();
    expect(await screen.findByTestId('error')).toHaveTextContent('Menüler yüklenirken hata oluştu');
    expect(screen.getByTestId('toast-danger')).toHaveTextContent('Menüler yüklenirken hata oluştu');
  });
});
