import { describe, expect, it, vi } from 'vitest';
import { navigatorWith } from '@/test/navigator';
import { absoluteUrl, COPY_FAILED, COPY_UNSUPPORTED, copyText } from './copy-text';

describe('copyText', () => {
  it('copies, or says in Korean why it could not (spec 02 §8: copy fail, browser not supported)', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('MARU1', { writeText })).toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith('MARU1');
    expect(await copyText('MARU1', { writeText: async () => Promise.reject(new Error('denied')) })).toEqual({ ok: false, message: COPY_FAILED });
    // A browser without a clipboard: the default argument reads navigator.clipboard.
    vi.stubGlobal('navigator', navigatorWith({ clipboard: undefined }));
    expect(await copyText('MARU1', undefined)).toEqual({ ok: false, message: COPY_UNSUPPORTED });
    expect(COPY_FAILED).toBe('복사에 실패했습니다.');
  });

  it('makes the share link whole', () => {
    expect(absoluteUrl('/join?recommendCd=AB12', 'https://maru.example')).toBe('https://maru.example/join?recommendCd=AB12');
    expect(absoluteUrl('https://other.example/x', 'https://maru.example')).toBe('https://other.example/x');
  });
});
