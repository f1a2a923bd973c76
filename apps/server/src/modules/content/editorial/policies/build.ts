/**
 * Small builders for the policy texts: each document is written once as a list of
 * sections, and both its HTML `content` and its `headings` are made from that one list,
 * so a heading title is never written twice.
 */
import { withParticle } from '@maru/domain';
import type { PolicyDocument, PolicyGroup, PolicyHeading, PolicyType } from './types';

/** Spec 02 §3: every policy entry carries the effective date '23/06/23' as its title. */
export const POLICY_TITLE = '23/06/23';
export const POLICY_VERSION = '20230623';
/** The same date in words, for the addenda and the "effective from" sentences. */
export const POLICY_EFFECTIVE_DATE = '2023년 6월 23일';

/** The operator as the texts name it. */
export const OPERATOR = {
  company: '주식회사 마루리빙',
  service: '마루',
  ceo: '한지우',
  address: '서울특별시 성동구 성수일로 99, 마루빌딩 3층',
  phone: '02-555-0199',
  email: 'help@maru.example',
  privacyOfficer: '정하늘',
  privacyEmail: 'privacy@maru.example',
  mailOrderNumber: '제2026-서울성동-0420호',
  /** How the texts name the external payment and identity-verification providers. */
  paymentProvider: '결제대행사(PG) 및 본인확인기관',
} as const;

export interface PolicySection {
  /** The bare title, e.g. '목적'; numbering is added by the builder. */
  readonly title: string;
  /** HTML of the section body (without its heading). */
  readonly body: string;
}

/** A paragraph (항): its text and, optionally, numbered items (호) under it. */
export type Clause = string | { readonly text: string; readonly items: readonly string[] };

const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩', '⑪', '⑫', '⑬', '⑭', '⑮'];

export const p = (text: string): string => `<p>${text}</p>`;
export const ol = (items: readonly string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const strong = (text: string): string => `<strong>${text}</strong>`;
export const mail = (address: string): string => `<a href="mailto:${address}">${address}</a>`;

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const headRow = `<tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr>`;
  const bodyRows = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return `<table><thead>${headRow}</thead><tbody>${bodyRows}</tbody></table>`;
}

/**
 * The paragraphs of one article. With more than one paragraph each gets ①, ②, … as in
 * Korean statutes; a single paragraph stays unnumbered. Items render as an ordered list.
 * `startAt` continues the numbering after something else (a table) inside the article.
 */
export function clauses(list: readonly Clause[], startAt = 1): string {
  const numbered = list.length > 1 || startAt > 1;
  return list
    .map((clause, index) => {
      const number = startAt + index;
      const text = typeof clause === 'string' ? clause : clause.text;
      const mark = numbered ? `${CIRCLED[number - 1] ?? `(${number})`} ` : '';
      const items = typeof clause === 'string' ? '' : ol(clause.items);
      return p(mark + text) + items;
    })
    .join('');
}

/** h_01, h_02, … for the 0-based section index. */
export const anchorAt = (index: number): string => `h_${String(index + 1).padStart(2, '0')}`;

export interface PolicySource {
  readonly type: PolicyType;
  readonly group: PolicyGroup;
  readonly id: string;
  /** 'article': 제1조 (목적); 'section': 1. 개인정보의 수집 항목 및 수집 방법. */
  readonly numbering: 'article' | 'section';
  /** HTML shown before the first heading (optional). */
  readonly preamble?: string;
  readonly sections: readonly PolicySection[];
  /** HTML shown after the last section (부칙 and the like). */
  readonly addendum?: string;
}

export function buildPolicyDocument(source: PolicySource): PolicyDocument {
  const headings: PolicyHeading[] = source.sections.map((section, index) => ({
    anchor: anchorAt(index),
    title: source.numbering === 'article' ? `제${index + 1}조 (${section.title})` : `${index + 1}. ${section.title}`,
  }));
  const body = source.sections
    .map((section, index) => {
      const heading = headings[index];
      if (!heading) throw new Error(`policy ${source.id}: missing heading ${index + 1}`);
      return `<h3 id="${heading.anchor}">${heading.title}</h3>${section.body}`;
    })
    .join('');
  return {
    type: source.type,
    group: source.group,
    id: source.id,
    title: POLICY_TITLE,
    version: POLICY_VERSION,
    content: (source.preamble ?? '') + body + (source.addendum ?? ''),
    headings,
  };
}

/** The table of contents as found in an HTML text: every <h3 id="…">title</h3>, in order. */
export function extractHeadings(content: string): PolicyHeading[] {
  return [...content.matchAll(/<h3 id="([^"]+)">([^<]*)<\/h3>/g)].map((match) => ({
    anchor: match[1] ?? '',
    title: match[2] ?? '',
  }));
}

/** 부칙: the standard closing line with the effective date. */
export const addendum = (what: string): string =>
  p(strong('부칙')) + p(`이 ${withParticle(what, '은/는')} ${POLICY_EFFECTIVE_DATE}부터 시행합니다.`);
