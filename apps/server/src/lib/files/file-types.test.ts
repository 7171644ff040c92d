import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../../test/fixtures/multipart.js';
import { sniffFileType, storedFileName } from './file-types.js';

describe('sniffFileType', () => {
  it('tells PDF, JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffFileType(SAMPLE_FILES.pdf)?.contentType).toBe('application/pdf');
    expect(sniffFileType(SAMPLE_FILES.jpeg)?.contentType).toBe('image/jpeg');
    expect(sniffFileType(SAMPLE_FILES.png)?.contentType).toBe('image/png');
    expect(sniffFileType(SAMPLE_FILES.webp)?.contentType).toBe('image/webp');
    expect(sniffFileType(SAMPLE_FILES.html)).toBeNull();
    // RIFF without WEBP (a WAV file), a PDF signature not at the start, too few bytes.
    expect(sniffFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeNull();
    expect(sniffFileType(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(sniffFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('storedFileName', () => {
  const pdf = { contentType: 'application/pdf', extension: '.pdf' } as const;
  const name = (sent: string | undefined) => storedFileName(sent, pdf, 'fatura', 40);

  it('keeps the name without folders, hidden characters or the sent extension', () => {
    expect(name('Ocak Faturası.PNG')).toBe('Ocak Faturası.pdf');
    expect(name('C:\\Users\\ayse\\fatura.exe')).toBe('fatura.pdf');
    expect(name('../../etc/passwd')).toBe('passwd.pdf');
    expect(name('fatura\u202Efdp.exe')).toBe('faturafdp.pdf');
    expect(name('a"b\u0000c.pdf')).toBe('abc.pdf');
  });

  it('falls back when nothing is left, and keeps the length with the extension', () => {
    expect(name(undefined)).toBe('fatura.pdf');
    expect(name('.pdf')).toBe('fatura.pdf');
    expect(name('  ')).toBe('fatura.pdf');
    expect(name('x'.repeat(100))).toBe(`${'x'.repeat(36)}.pdf`);
  });
});
