import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSmtpServer, readMessage, startFakeSmtpServer } from '../../../test/fake-smtp-server.js';
import { SmtpMailProvider } from './index.js';

const FROM = 'Aidat Yönetimi <noreply@aidat.test>';
const SUBJECT = 'Olağan genel kurul çağrısı: ç ğ ı İ ö ş ü Ç Ğ Ö Ş Ü';
const TEXT =
  'Sayın Ayşe Yılmaz,\n\nGenel kurul 12 Mart günü saat 19.00’da sığınakta yapılacaktır.\nGündem: İşletme projesi.';

let server: FakeSmtpServer;
const warn = vi.fn();
const provider = (url: string, timeoutMs = 5000) =>
  new SmtpMailProvider({ smtpUrl: url, from: FROM, timeoutMs }, { warn });

beforeAll(async () => {
  server = await startFakeSmtpServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.received.length = 0;
  warn.mockClear();
});

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('SMTP mail provider', () => {
  it('delivers From, To, a Turkish subject and the text as a mail client reads them', async () => {
    const result = await provider(server.url).send({ to: 'ayse@example.com', subject: SUBJECT, text: TEXT });

    expect(result).toEqual({ provider: 'smtp', outcome: 'sent', code: '250', messageId: expect.any(String) });
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect([mail.mailFrom, mail.rcptTo, mail.user]).toEqual(['noreply@aidat.test', ['ayse@example.com'], 'user']);
    const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    // Headers travel as 7-bit ASCII; the Turkish letters are encoded words, not raw bytes.
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    const message = readMessage(mail.raw);
    expect(message.headers.subject).toBe(SUBJECT);
    expect(message.headers.from).toBe('Aidat Yönetimi <noreply@aidat.test>');
    expect(message.headers.to).toBe('ayse@example.com');
    expect(message.headers['message-id']).toBe(result.messageId);
    expect(message.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(message.parts['text/plain'].replace(/\r\n/g, '\n')).toBe(TEXT);
  });

  it('sends the HTML as an alternative beside the text', async () => {
    const html = '<p>Sayın <strong>Ayşe Yılmaz</strong>, gündem: İşletme projesi.</p>';
    const result = await provider(server.url).send({ to: 'ayse@example.com', subject: SUBJECT, text: TEXT, html });

    expect(result.outcome).toBe('sent');
    const message = readMessage(server.received[0].raw);
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(message.parts['text/plain'].replace(/\r\n/g, '\n')).toBe(TEXT);
    expect(message.parts['text/html']).toBe(html);
  });

  it('keeps a line break in the subject from adding a header', async () => {
    const result = await provider(server.url).send({
      to: 'ayse@example.com',
      subject: 'Duyuru\r\nBcc: mallory@example.com',
      text: 'Merhaba',
    });

    expect(result.outcome).toBe('sent');
    expect(server.received[0].rcptTo).toEqual(['ayse@example.com']);
    expect(readMessage(server.received[0].raw).headers.bcc).toBeUndefined();
  });

  it('answers failed with 550 for a recipient the server refuses, and logs the code without the address', async () => {
    server.refuse('kapali@example.com');
    const result = await provider(server.url).send({ to: 'kapali@example.com', subject: SUBJECT, text: TEXT });

    expect(result).toEqual({ provider: 'smtp', outcome: 'failed', code: '550' });
    expect(server.received).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields] = warn.mock.calls[0];
    expect(fields).toEqual({ err: undefined, mail: { code: '550', command: 'RCPT TO', toDomain: 'example.com' } });
    expect(JSON.stringify(fields)).not.toContain('kapali');
  });

  it.each(['ayse', 'ayse@', 'Ayşe <ayse@example.com>', 'ayse@example.com, mallory@example.com', ''])(
    'answers failed with invalid_address for %j without reaching the server',
    async (to) => {
      const result = await provider(server.url).send({ to, subject: SUBJECT, text: TEXT });
      expect(result).toEqual({ provider: 'smtp', outcome: 'failed', code: 'invalid_address' });
      expect(server.received).toHaveLength(0);
    },
  );

  it('answers failed with 535 when the server refuses the account', async () => {
    const url = `smtp://user:wrong@127.0.0.1:${server.port}`;
    const result = await provider(url).send({ to: 'ayse@example.com', subject: SUBJECT, text: TEXT });
    expect(result).toEqual({ provider: 'smtp', outcome: 'failed', code: '535' });
  });

  it('answers failed at once when no server listens, never throwing', async () => {
    const started = Date.now();
    const result = await provider(`smtp://127.0.0.1:${await closedPort()}`, 500).send({
      to: 'ayse@example.com',
      subject: SUBJECT,
      text: TEXT,
    });
    expect(result).toEqual({ provider: 'smtp', outcome: 'failed', code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a server that takes the connection but never greets within the timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const started = Date.now();
      const result = await provider(`smtp://127.0.0.1:${port}`, 300).send({
        to: 'ayse@example.com',
        subject: SUBJECT,
        text: TEXT,
      });
      expect(result.outcome).toBe('failed');
      expect(['ETIMEDOUT', 'EABORT']).toContain(result.code);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
