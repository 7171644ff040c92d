import type { ExpenseDto } from '@aidat/shared';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { AttachmentDialog } from './attachment-dialog';

const EXPENSE: ExpenseDto = {
  id: 10,
  siteId: 1,
  accountId: 8,
  accountName: 'Ziraat',
  categoryId: 3,
  categoryName: 'Elektrik',
  date: '2026-11-05T09:00:00.000Z',
  amount: 2450.5,
  description: 'Ortak alan elektriği',
  vendor: null,
  invoiceNo: null,
  reversesId: null,
  reversalReason: null,
  reversed: false,
  ticketId: null,
  createdBy: 'Ayşe Yılmaz',
  attachments: [],
};

/** A stand-in for XMLHttpRequest that records what was sent and lets the test drive the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderDialog(onClose = vi.fn()) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  renderAt('/expenses', <AttachmentDialog siteId={1} expense={EXPENSE} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Belge Ekle' });
  const input = within(dialog).getByLabelText(/^Dosya/);
  return { dialog, input, onClose };
}

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  FakeXhr.last = null;
  vi.unstubAllGlobals();
});

describe('AttachmentDialog', { timeout: 20_000 }, () => {
  it('uploads the file as the multipart field "file" with the session cookie, showing progress', async () => {
    const { dialog, input, onClose } = renderDialog();
    const pdf = fileOf('fatura.pdf', 'application/pdf', 300_000);
    await userEvent.upload(input, pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/siteadmin/expenses/10/attachments');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('fatura.pdf');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 150_000, total: 300_000 }));
    const bar = screen.getByRole('progressbar', { name: 'Yükleme durumu' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByRole('button', { name: /Yükle/ })).toBeDisabled();

    act(() =>
      xhr.answer(201, {
        isSuccess: true,
        code: 'Success',
        message: '',
        data: { id: 5, fileName: 'fatura.pdf', contentType: 'application/pdf', size: 300_000 },
      }),
    );
    expect(await screen.findByText('Belge eklendi')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a wrong type or a file over 10 MB before sending anything', async () => {
    const { dialog, input } = renderDialog();
    // userEvent.upload honours `accept`; a drop or a picker's "all files" does not, so set it directly.
    fireEvent.change(input, { target: { files: [fileOf('notlar.docx', 'application/msword', 1000)] } });
    expect(
      await within(dialog).findByText('Yalnızca PDF, JPEG, PNG veya WebP dosyası eklenebilir.'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [fileOf('tarama.png', 'image/png', 10 * 1024 * 1024 + 1)] } });
    expect(await within(dialog).findByText('Dosya en fazla 10 MB olabilir.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(FakeXhr.last).toBeNull();
  });

  it("shows the server's Turkish reason, or one of ours when a proxy answered", async () => {
    const { dialog, input, onClose } = renderDialog();
    await userEvent.upload(input, fileOf('fis.jpg', 'image/jpeg', 5000));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    act(() =>
      (FakeXhr.last as FakeXhr).answer(415, {
        isSuccess: false,
        code: 'UnsupportedMediaType',
        message: 'Bu dosya türü kabul edilmiyor.',
        data: null,
      }),
    );
    expect(await screen.findByText('Bu dosya türü kabul edilmiyor.')).toBeInTheDocument();
    // The toast is raised as the answer arrives; the bar goes once the failed upload has settled.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    act(() => (FakeXhr.last as FakeXhr).answer(413, '<html>Request Entity Too Large</html>'));
    expect(await screen.findByText('Dosya en fazla 10 MB olabilir.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
