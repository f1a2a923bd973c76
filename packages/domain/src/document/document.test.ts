import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameFromDisposition, safeFileName } from './filename';
import { contentLengthOf, downloadPercent } from './progress';

describe('downloadPercent', () => {
  it('counts whole percent and reaches 100 only with every byte', () => {
    expect(downloadPercent(0, 200)).toBe(0);
    expect(downloadPercent(1, 200)).toBe(0);
    expect(downloadPercent(199, 200)).toBe(99);
    expect(downloadPercent(200, 200)).toBe(100);
  });
  it('is unknown without a usable total and never passes 100', () => {
    expect(downloadPercent(10, null)).toBeNull();
    expect(downloadPercent(10, 0)).toBeNull();
    expect(downloadPercent(10, Number.NaN)).toBeNull();
    expect(downloadPercent(500, 200)).toBe(100);
  });
  it('never goes down as bytes arrive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 })), (total, chunks) => {
        let received = 0;
        let last = 0;
        for (const chunk of chunks) {
          received += chunk;
          const percent = downloadPercent(received, total)!;
          expect(percent).toBeGreaterThanOrEqual(last);
          expect(percent).toBeLessThanOrEqual(100);
          last = percent;
        }
      }),
    );
  });
});

describe('contentLengthOf', () => {
  it('reads digits only', () => {
    expect(contentLengthOf('1234')).toBe(1234);
    expect(contentLengthOf(null)).toBeNull();
    expect(contentLengthOf('-1')).toBeNull();
    expect(contentLengthOf('12abc')).toBeNull();
  });
});

describe('Content-Disposition', () => {
  it('names a Korean file with filename* and an ASCII stand-in', () => {
    const header = contentDisposition('발도로 타일_제품 사양서.pdf');
    expect(header).toBe(
      `attachment; filename="_ _ _.pdf"; filename*=UTF-8''%EB%B0%9C%EB%8F%84%EB%A1%9C%20%ED%83%80%EC%9D%BC_%EC%A0%9C%ED%92%88%20%EC%82%AC%EC%96%91%EC%84%9C.pdf`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
  it('reads back any name it wrote', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'binary' }), (name) => {
        expect(fileNameFromDisposition(contentDisposition(name))).toBe(safeFileName(name));
      }),
    );
  });
  it('keeps path separators and quotes out of a name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('a"b\u0000c.pdf')).toBe('a b c.pdf');
    expect(safeFileName('   ')).toBe('document.pdf');
    expect(fileNameFromDisposition('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
