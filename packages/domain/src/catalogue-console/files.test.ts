import { describe, expect, it } from 'vitest';
import { looksLikePdf, productFileTitle } from './files';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('looksLikePdf', () => {
  it('takes a file with the PDF header and an end-of-file marker', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n'))).toBe(true);
  });

  it('refuses a picture, text, an empty file and a PDF cut short', () => {
    expect(looksLikePdf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1]))).toBe(false);
    expect(looksLikePdf(bytes('hello, this is not a pdf at all\n'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\nstream half'))).toBe(false);
  });
});

describe('productFileTitle', () => {
  it('keeps a Korean title, trimmed', () => {
    expect(productFileTitle.parse('  KC 인증서 ')).toBe('KC 인증서');
  });

  it('refuses an empty title and characters a file name cannot hold', () => {
    expect(productFileTitle.safeParse('   ').success).toBe(false);
    expect(productFileTitle.safeParse('설명서/2026').success).toBe(false);
    expect(productFileTitle.safeParse('a'.repeat(41)).success).toBe(false);
  });
});
