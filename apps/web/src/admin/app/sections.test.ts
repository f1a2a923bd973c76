import { describe, expect, it } from 'vitest';
import { sections, sectionsFor } from './sections';

describe('console sections', () => {
  it('shows staff management to admins only, in one fixed order', () => {
    expect(sectionsFor('ADMIN').map((section) => section.label)).toEqual(['주문 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '쇼룸 예약', '사업자 회원 승인', '감사 로그', '직원 관리']);
    expect(sectionsFor('CATALOGUE').map((section) => section.label)).toEqual(['상품 관리', '카테고리·브랜드']);
    expect(sectionsFor('OPERATOR').map((section) => section.label)).toEqual(['주문 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '쇼룸 예약', '사업자 회원 승인', '감사 로그']);
  });

  it('gives every section its own path', () => {
    const paths = sections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
