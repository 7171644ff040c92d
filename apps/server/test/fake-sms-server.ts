import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: string;
  contentType?: string;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export interface FakeSmsServer {
  /** Base URL to put in SMS_API_URL. */
  url: string;
  received: ReceivedRequest[];
  /** What the next requests are answered with. */
  answer(next: FakeAnswer | ((req: ReceivedRequest) => FakeAnswer)): void;
  close(): Promise<void>;
}

/** A stand-in for an SMS provider's HTTP API: records each request and answers as told. */
export async function startFakeSmsServer(initial: FakeAnswer): Promise<FakeSmsServer> {
  let respond: (req: ReceivedRequest) => FakeAnswer = () => initial;
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const a = respond(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': a.contentType ?? 'application/json;charset=UTF-8' });
        res.end(a.body);
      };
      if (a.delayMs) setTimeout(send, a.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next) {
      respond = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
