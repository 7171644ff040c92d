import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (lib/xhr-upload.ts) that records each request and lets the test
 * drive its upload progress and its answer. `installFakeXhr()` puts it in place; the test file
 * undoes it with `vi.unstubAllGlobals()` in afterEach (the web tests share one jsdom).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  requestHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(): string | null {
    return null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The file's name as sent in the form's `file` field. */
  get fileName(): string | undefined {
    return this.body instanceof FormData ? (this.body.get('file') as File | null)?.name : undefined;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
