import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inquiryAnswerRequest, inquiryWriteRequest, productQuestionRequest } from './contract';
import { INQUIRY_LIMITS, maskAuthor, maySeeQuestion, mayChangeInquiry, normalizeText, plainTextProblem, SECRET_PLACEHOLDER, textLength } from './rules';

const write = (fields: Partial<Record<string, unknown>> = {}) => inquiryWriteRequest.safeParse({ category: 'DELIVERY', title: '배송 문의', text: '언제 도착하나요? 알려 주세요.', ...fields });

describe('plain text', () => {
  it('counts characters as the shopper sees them: an emoji or a syllable is one', () => {
    expect(textLength('가나다')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
  });

  it('normalises line breaks and outer blanks, and normalising twice changes nothing', () => {
    expect(normalizeText('  첫 줄\r\n둘째 줄\r셋째 줄 \n')).toBe('첫 줄\n둘째 줄\n셋째 줄');
    fc.assert(fc.property(fc.string(), (text) => normalizeText(normalizeText(text)) === normalizeText(text)));
  });

  it('accepts any printable text within the limits, and refuses control characters anywhere in it', () => {
    const printable = fc.string({ unit: fc.constantFrom('가', '힣', 'a', ' ', '\n', '\t', '<', '>', '&', '"', '😀', '#', '{'), minLength: 12, maxLength: 300 });
    fc.assert(
      fc.property(printable, fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066'), fc.nat(), (text, control, at) => {
        const clean = `가나다라마바사${text}아자차카`;
        expect(plainTextProblem(clean, INQUIRY_LIMITS.text, '문의 내용')).toBeUndefined();
        const position = at % clean.length;
        const dirty = clean.slice(0, position) + control + clean.slice(position);
        expect(plainTextProblem(dirty, INQUIRY_LIMITS.text, '문의 내용')).toMatch(/쓸 수 없는 문자/);
      }),
    );
  });

  it('refuses too short (blank counts as empty) and too long, with the limit in the message', () => {
    expect(plainTextProblem('   \n  ', INQUIRY_LIMITS.title, '제목')).toBe('제목을 2자 이상 입력해 주세요.');
    expect(plainTextProblem('가'.repeat(2_001), INQUIRY_LIMITS.text, '문의 내용')).toBe('문의 내용은 2,000자까지 입력할 수 있습니다.');
    expect(plainTextProblem('😀'.repeat(2_000), INQUIRY_LIMITS.text, '문의 내용')).toBeUndefined();
  });
});

describe('request schemas', () => {
  it('store the normalised text', () => {
    const parsed = write({ title: '  배송 문의 ', text: '줄 하나\r\n줄 둘 입니다 확인 부탁' });
    expect(parsed.success && parsed.data).toMatchObject({ title: '배송 문의', text: '줄 하나\n줄 둘 입니다 확인 부탁' });
  });

  it('refuse a megabyte before walking it, odd categories, order numbers and photo ids', () => {
    expect(write({ text: 'x'.repeat(1_000_000) }).success).toBe(false);
    expect(write({ category: "ETC'; drop table inquiry;--" }).success).toBe(false);
    expect(write({ orderNo: '../../etc/passwd' }).success).toBe(false);
    expect(write({ photoIds: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    expect(write({ photoIds: ['0'.repeat(32), '0'.repeat(32)] }).success).toBe(false);
    expect(write({ photoIds: ['0'.repeat(32), '1'.repeat(32), '2'.repeat(32)] }).success).toBe(true);
    expect(write({ photoIds: ['../x'] }).success).toBe(false);
    expect(write({ extra: 1 }).success).toBe(false);
    expect(write({ orderNo: null }).success).toBe(true);
  });

  it('take a product question public unless asked secret, and an answer of any printable length up to the limit', () => {
    expect(productQuestionRequest.parse({ productNo: '12', text: '색상이 사진과 같나요?' })).toEqual({ productNo: 12, text: '색상이 사진과 같나요?', secret: false });
    expect(inquiryAnswerRequest.safeParse({ text: '가'.repeat(3_001) }).success).toBe(false);
    expect(inquiryAnswerRequest.safeParse({ text: '네' }).success).toBe(true);
  });
});

describe('who sees and changes what', () => {
  it('a secret question shows only to its author and staff; a public one to everyone', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 99 }), fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), fc.boolean(), (secret, author, viewer, staff) => {
        const seen = maySeeQuestion({ secret, memberId: author }, { memberId: viewer, staff });
        expect(seen).toBe(!secret || staff || viewer === author);
      }),
    );
    expect(SECRET_PLACEHOLDER).toBe('비밀글입니다');
  });

  it('an inquiry changes only while it waits for its answer', () => {
    expect(mayChangeInquiry('WAITING')).toBe(true);
    expect(mayChangeInquiry('ANSWERED')).toBe(false);
  });

  it('masks names, never showing more than two characters', () => {
    expect(maskAuthor('김마루')).toBe('김마*');
    expect(maskAuthor('이')).toBe('이*');
    expect(maskAuthor('남궁민수')).toBe('남궁**');
    expect(maskAuthor(null)).toBe('탈퇴 회원');
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim().length > 0), (name) => {
      const masked = maskAuthor(name);
      expect(Array.from(masked.replace(/\*+$/, '')).length).toBeLessThanOrEqual(2);
    }));
  });
});
