import { describe, expect, it } from 'vitest';
import { clearJoinDraft, readJoinDraft, recommendCdFrom, saveJoinDraft } from './join-draft';

describe('the recommend code of an invitation link', () => {
  it('is read from ?recommendCd= in the form the profile field accepts', () => {
    expect(recommendCdFrom('?recommendCd=ABC123')).toBe('ABC123');
    expect(recommendCdFrom('?redirectUrl=%2F&recommendCd=abc-12 3')).toBe('ABC123');
    expect(recommendCdFrom(`?recommendCd=${'A'.repeat(40)}`)).toBe('A'.repeat(20));
    expect(recommendCdFrom('?recommendCd=<script>')).toBe('SCRIPT');
  });

  it('is nothing when absent, empty or without a letter or digit', () => {
    expect(recommendCdFrom('')).toBeUndefined();
    expect(recommendCdFrom('?recommendCd=')).toBeUndefined();
    expect(recommendCdFrom('?recommendCd=%F0%9F%98%80--')).toBeUndefined();
  });

  it('stays in the draft beside the consents saved later, until the draft is cleared', () => {
    clearJoinDraft();
    saveJoinDraft({ recommendCd: 'ABC123' });
    saveJoinDraft({ consents: { ...readJoinDraft().consents, terms: true } });
    expect(readJoinDraft()).toMatchObject({ recommendCd: 'ABC123', consents: { terms: true } });
    clearJoinDraft();
    expect(readJoinDraft().recommendCd).toBeUndefined();
  });
});
