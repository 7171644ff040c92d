import type { NotificationDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

// Wednesday 15 October 2025, 10:30 (TZ=UTC in the web tests).
const NOW = new Date(2025, 9, 15, 10, 30);
const iso = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

const GUNES = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
const DENIZ = {
  id: 2,
  name: 'Deniz Sitesi',
  address: 'y',
  blockCount: 1,
  unitCount: 10,
  monthlyDuesAmount: 900,
};

const note = (over: Partial<NotificationDto>): NotificationDto => ({
  id: 1,
  siteId: 1,
  title: 'Su kesintisi',
  message: 'Yarın su kesilecek.',
  startDate: iso(2025, 10, 14, 9),
  endDate: iso(2025, 10, 20, 18),
  isActive: true,
  ...over,
});

const LIST = [
  note({ id: 1, title: 'Şimdi geçerli' }),
  note({
    id: 2,
    title: 'Gelecek',
    startDate: iso(2025, 10, 16),
    endDate: iso(2025, 10, 17),
  }),
  note({
    id: 3,
    title: 'Geçmiş',
    startDate: iso(2025, 10, 1),
    endDate: iso(2025, 10, 2),
  }),
  note({ id: 4, title: 'Kapalı', isActive: false }),
];

function renderPage() {
  return renderAt(
    '/notifications',
    <ConfirmProvider>
      <NotificationsPage />
    </ConfirmProvider>,
  );
}

const body = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('NotificationsPage', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lists the notifications with DD.MM.YYYY HH:mm dates and a status per row', async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
    });
    renderPage();
    await screen.findByText('Şimdi geçerli');
    expect(within(rowOf('Şimdi geçerli')).getByTestId('notification-status')).toHaveTextContent('Aktif');
    expect(within(rowOf('Gelecek')).getByTestId('notification-status')).toHaveTextContent('Beklemede');
    expect(within(rowOf('Geçmiş')).getByTestId('notification-status')).toHaveTextContent('Süresi Dolmuş');
    expect(within(rowOf('Kapalı')).getByTestId('notification-status')).toHaveTextContent('Pasif');
    expect(within(rowOf('Şimdi geçerli')).getByText('14.10.2025 09:00')).toBeInTheDocument();
    expect(within(rowOf('Şimdi geçerli')).getByText('20.10.2025 18:00')).toBeInTheDocument();
    // One site: no selector.
    expect(screen.queryByLabelText('Site')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': [],
    });
    renderPage();
    expect(await screen.findByText('Bu site için bildirim bulunmuyor.')).toBeInTheDocument();
  });

  it("shows 'Bildirimler yüklenirken hata oluştu' as a toast and an error panel when the list fails", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': () =>
        envelopeResponse(null, {
          status: 500,
          message: 'Beklenmeyen bir hata oluştu.',
        }),
    });
    renderPage();
    expect(await screen.findByTestId('error')).toHaveTextContent('Bildirimler yüklenirken hata oluştu');
    // Once in the error panel and once as the toast (not the server's own text).
    await waitFor(() => expect(screen.getAllByText('Bildirimler yüklenirken hata oluştu')).toHaveLength(2));
    expect(document.querySelector('.app-toast')).toHaveTextContent('Bildirimler yüklenirken hata oluştu');
    expect(screen.queryByText('Beklenmeyen bir hata oluştu.')).not.toBeInTheDocument();
  });

  it('lets an admin of several sites choose the site', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES, DENIZ],
      'GET /api/siteadmin/notifications': (url: string) =>
        envelopeResponse(url.includes('siteId=2') ? [note({ id: 9, siteId: 2, title: 'Deniz duyurusu' })] : LIST),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Şimdi geçerli');
    await user.selectOptions(screen.getByLabelText('Site'), 'Deniz Sitesi');
    expect(await screen.findByText('Deniz duyurusu')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('siteId=2'))).toBe(true);
  });

  describe('create dialog', () => {
    async function openCreate() {
      const fetchMock = mockFetch({
        'GET /api/siteadmin/sites': [GUNES],
        'GET /api/siteadmin/notifications': [],
        'POST /api/siteadmin/notifications': note({ id: 50 }),
      });
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Bu site için bildirim bulunmuyor.');
      await user.click(screen.getByRole('button', { name: /Yeni Bildirim/ }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Yeni Bildirim',
      });
      return { user, dialog, fetchMock };
    }
    const posted = (fetchMock: ReturnType<typeof mockFetch>) => body(fetchMock, 'POST /api/siteadmin/notifications');
    const submit = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
      user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    it('starts today at 00:00 and ends today at 23:59, with empty counters', async () => {
      const { dialog } = await openCreate();
      expect(within(dialog).getByLabelText('Başlangıç tarihi')).toHaveValue('15.10.2025 00:00');
      expect(within(dialog).getByLabelText('Bitiş tarihi')).toHaveValue('15.10.2025 23:59');
      expect(within(dialog).getAllByText('0/200')).toHaveLength(1);
      expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    });

    it('requires title and message before calling the server', async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.type(within(dialog).getByLabelText('Başlık'), '   ');
      await submit(user, dialog);
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent(
        'Başlık ve mesaj alanları zorunludur',
      );
      expect(posted(fetchMock)).toBeUndefined();
    });

    it('counts characters and refuses a title over 200 characters', async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.click(within(dialog).getByLabelText('Başlık'));
      await user.paste('x'.repeat(201));
      await user.click(within(dialog).getByLabelText('Mesaj'));
      await user.paste('Merhaba');
      expect(within(dialog).getByText('201/200')).toBeInTheDocument();
      expect(within(dialog).getByText('7/1000')).toBeInTheDocument();
      await submit(user, dialog);
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent(
        'Başlık en fazla 200 karakter olabilir',
      );
      expect(posted(fetchMock)).toBeUndefined();
    });

    it('refuses a message over 1000 characters', async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.type(within(dialog).getByLabelText('Başlık'), 'Duyuru');
      await user.click(within(dialog).getByLabelText('Mesaj'));
      await user.paste('m'.repeat(1001));
      await submit(user, dialog);
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent(
        'Mesaj en fazla 1000 karakter olabilir',
      );
      expect(posted(fetchMock)).toBeUndefined();
    });

    it('requires both dates', async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.type(within(dialog).getByLabelText('Başlık'), 'Duyuru');
      await user.type(within(dialog).getByLabelText('Mesaj'), 'Metin');
      await user.click(within(dialog).getByLabelText('Bitiş tarihi'));
      await user.click(screen.getByRole('button', { name: 'Temizle' }));
      await submit(user, dialog);
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent(
        'Başlangıç ve bitiş tarihleri zorunludur',
      );
      expect(posted(fetchMock)).toBeUndefined();
    });

    it('requires the end to be after the start', async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.type(within(dialog).getByLabelText('Başlık'), 'Duyuru');
      await user.type(within(dialog).getByLabelText('Mesaj'), 'Metin');
      await user.click(within(dialog).getByLabelText('Bitiş tarihi'));
      const time = screen.getByLabelText('Saat');
      await user.clear(time);
      await user.type(time, '00:00');
      await user.click(screen.getByRole('button', { name: 'Seç' }));
      await submit(user, dialog);
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent(
        'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
      );
      expect(posted(fetchMock)).toBeUndefined();
    });

    it('closes only the picker, not the dialog, on Escape', async () => {
      const { user, dialog } = await openCreate();
      await user.click(within(dialog).getByLabelText('Bitiş tarihi'));
      expect(screen.getByRole('dialog', { name: 'Tarih ve saat seçin' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Tarih ve saat seçin' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Yeni Bildirim' })).toBeInTheDocument();
    });

    it('offers no day before today for the start', async () => {
      const { user, dialog } = await openCreate();
      await user.click(within(dialog).getByLabelText('Başlangıç tarihi'));
      expect(screen.getByRole('button', { name: /14 Ekim 2025/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /15 Ekim 2025/ })).toBeEnabled();
    });

    it("sends the notification and shows 'Bildirim başarıyla oluşturuldu'", async () => {
      const { user, dialog, fetchMock } = await openCreate();
      await user.type(within(dialog).getByLabelText('Başlık'), '  Asansör bakımı ');
      await user.type(within(dialog).getByLabelText('Mesaj'), 'Asansör yarın bakımda.');
      await submit(user, dialog);
      await waitFor(() => expect(posted(fetchMock)).toBeDefined());
      expect(posted(fetchMock)).toEqual({
        siteId: 1,
        title: 'Asansör bakımı',
        message: 'Asansör yarın bakımda.',
        startDate: iso(2025, 10, 15, 0, 0),
        endDate: iso(2025, 10, 15, 23, 59),
        isActive: true,
      });
      expect(await screen.findByText('Bildirim başarıyla oluşturuldu')).toBeInTheDocument();
    });

    it("shows 'Bildirim oluşturulurken hata oluştu' and keeps the dialog open when the server refuses", async () => {
      mockFetch({
        'GET /api/siteadmin/sites': [GUNES],
        'GET /api/siteadmin/notifications': [],
        'POST /api/siteadmin/notifications': () =>
          envelopeResponse(null, {
            status: 403,
            code: 'Forbidden',
            message: 'Bu işlem için yetkiniz yok.',
          }),
      });
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Bu site için bildirim bulunmuyor.');
      await user.click(screen.getByRole('button', { name: /Yeni Bildirim/ }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Yeni Bildirim',
      });
      await user.type(within(dialog).getByLabelText('Başlık'), 'Duyuru');
      await user.type(within(dialog).getByLabelText('Mesaj'), 'Metin');
      await submit(user, dialog);
      expect(await screen.findByText('Bildirim oluşturulurken hata oluştu')).toBeInTheDocument();
      expect(within(dialog).getByTestId('notification-form-error')).toHaveTextContent('Bu işlem için yetkiniz yok.');
    });
  });

  it("edits a notification with PUT and shows 'Bildirim başarıyla güncellendi'", async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'PUT /api/siteadmin/notifications/1': note({
        id: 1,
        title: 'Yeni başlık',
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Şimdi geçerli');
    await user.click(within(rowOf('Şimdi geçerli')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Bildirimi Düzenle',
    });
    const title = within(dialog).getByLabelText('Başlık');
    expect(title).toHaveValue('Şimdi geçerli');
    expect(within(dialog).getByText('13/200')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Yeni başlık');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bildirim başarıyla güncellendi')).toBeInTheDocument();
    // The start lies in the past: editing keeps it, which only creation refuses.
    expect(body(fetchMock, 'PUT /api/siteadmin/notifications/1')).toEqual({
      id: 1,
      siteId: 1,
      title: 'Yeni başlık',
      message: 'Yarın su kesilecek.',
      startDate: iso(2025, 10, 14, 9),
      endDate: iso(2025, 10, 20, 18),
      isActive: true,
    });
  });

  it("switches a notification off with the toggle call and shows 'Bildirim pasif hale getirildi'", async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'PATCH /api/notifications/1/toggle': note({ id: 1, isActive: false }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Şimdi geçerli');
    await user.click(within(rowOf('Şimdi geçerli')).getByRole('button', { name: 'Pasif yap' }));
    expect(await screen.findByText('Bildirim pasif hale getirildi')).toBeInTheDocument();
    expect(body(fetchMock, 'PATCH /api/notifications/1/toggle')).toEqual({
      isActive: false,
    });
  });

  it("switches a passive notification on and shows 'Bildirim aktif hale getirildi'", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'PATCH /api/notifications/4/toggle': note({ id: 4, isActive: true }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Kapalı');
    await user.click(within(rowOf('Kapalı')).getByRole('button', { name: 'Aktif yap' }));
    expect(await screen.findByText('Bildirim aktif hale getirildi')).toBeInTheDocument();
  });

  it("shows 'Bildirim durumu güncellenirken hata oluştu' when the toggle fails", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'PATCH /api/notifications/1/toggle': () =>
        envelopeResponse(null, {
          status: 404,
          code: 'NotFound',
          message: 'Bildirim bulunamadı.',
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Şimdi geçerli');
    await user.click(within(rowOf('Şimdi geçerli')).getByRole('button', { name: 'Pasif yap' }));
    expect(await screen.findByText('Bildirim durumu güncellenirken hata oluştu')).toBeInTheDocument();
  });

  it("deletes after confirmation and shows 'Bildirim başarıyla silindi'", async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'DELETE /api/siteadmin/notifications/3': null,
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Geçmiş');
    await user.click(within(rowOf('Geçmiş')).getByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Bildirimi Sil',
    });
    expect(confirm).toHaveTextContent('"Geçmiş" bildirimi silinecek.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bildirim başarıyla silindi')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/3'))).toBe(
      true,
    );
  });

  it("shows 'Bildirim silinirken hata oluştu' when the delete fails", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/notifications': LIST,
      'DELETE /api/siteadmin/notifications/3': () => envelopeResponse(null, { status: 500 }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Geçmiş');
    await user.click(within(rowOf('Geçmiş')).getByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Bildirimi Sil',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bildirim silinirken hata oluştu')).toBeInTheDocument();
  });
});
