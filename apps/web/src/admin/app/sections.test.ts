import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
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

describe('console section folders', () => {
  // Every folder under admin/features is a section with a public index.ts, the only file the
  // shell reads of it (lint refuses the shell a page file by path, and a section the shell's files).
  const featuresFolder = path.resolve(import.meta.dirname, '../features');
  const folders = readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

  it('each have an index.ts', () => {
    expect(folders.length).toBeGreaterThanOrEqual(14);
    expect(folders.filter((folder) => !existsSync(path.join(featuresFolder, folder, 'index.ts')))).toEqual([]);
  });

  it('each declare at least one section of the table in their index.ts', async () => {
    const declared = await Promise.all(folders.map(async (folder) => Object.values(await import(`../features/${folder}/index.ts`)).filter((value) => sections.includes(value as never)).length));
    expect(declared.every((count) => count > 0)).toBe(true);
    expect(declared.reduce((sum, count) => sum + count, 0)).toBe(sections.length);
  });
});
