import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the server took it: the envelope and the raw DATA, read back by readMessage. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  user?: string;
  raw: string;
}

export interface FakeSmtpServer {
  /** What to put in SMTP_URL (with the test account's user and password). */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Recipients answered 550 at RCPT TO. */
  refuse(address: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in-process (smtp-server, the receiving half of nodemailer's project) on a
 * free port: accepts PLAIN/LOGIN for `user`/`pass`, refuses what refuse() names, keeps each DATA.
 * STARTTLS is off so the client speaks plain SMTP to it, as to a relay on localhost.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // The test's own server is on localhost without TLS; it still checks the password.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'pass') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://user:pass@127.0.0.1:${port}`,
    port,
    received,
    refuse: (address) => refused.add(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message read the way a mail client reads it: decoded headers, and each text part decoded. */
export interface ReadMessage {
  /** Header names in lower case; encoded words (RFC 2047) decoded. */
  headers: Record<string, string>;
  /** The decoded body of each text/plain and text/html part, by content type. */
  parts: Record<string, string>;
}

/** Parses a raw message (as received, latin1 bytes) without a mail-parsing library. */
export function readMessage(raw: string): ReadMessage {
  // The last line's CRLF is part of SMTP's end of data (CRLF . CRLF), not of the text.
  const { headers, body } = splitEntity(raw.replace(/\r\n$/, ''));
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeWords(v)])), parts };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  // A folded header continues on lines that start with white space.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, parts: Record<string, string>): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) {
      const entity = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(entity.headers, entity.body.replace(/\r\n$/, ''), parts);
    }
    return;
  }
  const bytes = decodeTransfer(body, headers['content-transfer-encoding'] ?? '7bit');
  parts[type.split(';')[0].trim().toLowerCase()] = bytes.toString('utf8');
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'latin1');
  }
}

const ENCODED_WORD = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;

/**
 * Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). Adjacent words are joined
 * byte-wise before decoding, as a letter's UTF-8 bytes may be split between two of them.
 */
export function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, kind, text]) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function qBytes(text: string): Buffer {
  const latin1 = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}
