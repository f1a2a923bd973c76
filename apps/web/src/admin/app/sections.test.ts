import { BUILT_IN_ROLE_RIGHTS } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { sections, sectionsFor } from './sections';

describe('console sections', () => {
  it('shows staff management and the audit log to the staff right only (ADMIN), in one fixed order', () => {
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.ADMIN).map((section) => section.label)).toEqual(['대시보드', '주문 관리', '회원 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '리뷰 관리', '쿠폰 관리', '기획전 관리', '스타일링 관리', '배너 관리', '홈 화면', '공지·FAQ', '약관·정책', '쇼룸 예약', '사업자 회원 승인', '감사 로그', '직원 관리']);
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.CATALOGUE).map((section) => section.label)).toEqual(['상품 관리', '카테고리·브랜드']);
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.OPERATOR).map((section) => section.label)).toEqual(['대시보드', '주문 관리', '회원 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '리뷰 관리', '쿠폰 관리', '기획전 관리', '스타일링 관리', '배너 관리', '홈 화면', '공지·FAQ', '약관·정책', '쇼룸 예약', '사업자 회원 승인']);
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.PROMOTIONS).map((section) => section.label)).toEqual(['쿠폰 관리']);
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.CONTENT).map((section) => section.label)).not.toContain('대시보드');
    expect(sectionsFor(BUILT_IN_ROLE_RIGHTS.CONTENT).map((section) => section.label)).toEqual(expect.arrayContaining(['기획전 관리', '스타일링 관리', '배너 관리', '홈 화면', '공지·FAQ', '약관·정책']));
  });

  it('shows a custom role only the sections of its rights (issue 28)', () => {
    expect(sectionsFor(['showroom']).map((section) => section.label)).toEqual(['쇼룸 예약']);
    expect(sectionsFor(['members']).map((section) => section.label)).toEqual(['회원 관리', '사업자 회원 승인']);
    expect(sectionsFor([])).toEqual([]);
  });

  it('gives every section its own path', () => {
    const paths = sections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
