import type { DeviceType } from '../identity/userAgent';
import type { BannerCondition, MemberState } from './types';

// What a banner condition may say (spec 01 §3 and §5, plus issue 27's member state and device),
// in one place for the console's condition builder, the console API's check and the docs.
// Plain code, no zod: the shop's start-up reads banners with conditionMatch.ts beside it.

/** The parts of the address a condition reads (spec 01 §3). */
export const ADDRESS_PARAMETER_TYPES = ['PAGE_PATH', 'PAGE_URL', 'HOST_NAME'] as const;
/** The visitor (issue 27): the member state from the session, the device from the user agent. */
export const VIEWER_PARAMETER_TYPES = ['MEMBER_STATE', 'DEVICE_TYPE'] as const;

export const MEMBER_STATES = ['GUEST', 'MEMBER', 'BUSINESS'] as const satisfies readonly MemberState[];
/** Spec 01 §3's device types, in the order the builder offers them. */
export const BANNER_DEVICE_TYPES = ['mobile', 'tablet', 'PC', 'app'] as const satisfies readonly DeviceType[];

export const memberStateLabels: Readonly<Record<MemberState, string>> = { GUEST: '비회원', MEMBER: '회원', BUSINESS: '사업자 회원' };
export const deviceTypeLabels: Readonly<Record<DeviceType, string>> = { mobile: '휴대폰', tablet: '태블릿', PC: 'PC', app: '앱' };

export const parameterTypeLabels: Readonly<Record<(typeof ADDRESS_PARAMETER_TYPES)[number] | (typeof VIEWER_PARAMETER_TYPES)[number], string>> = {
  PAGE_PATH: '페이지 경로',
  PAGE_URL: '페이지 주소 전체',
  HOST_NAME: '호스트 이름',
  MEMBER_STATE: '회원 상태',
  DEVICE_TYPE: '기기',
};

/**
 * A query-parameter key, as the builder lets an operator name one: it starts with a lower-case
 * letter (utm_source, categorys, keyword) and holds letters, digits, _ . - only. Upper-case
 * names are the condition types' own, so 'COOKIE' or 'MEMBER_GRADE' is a type the spec does
 * not know, not a parameter, and is refused.
 */
export const QUERY_KEY_PATTERN = /^[a-z][A-Za-z0-9_.-]{0,49}$/;

export const BANNER_CONDITION_VALUE_MAX = 500;
export const BANNER_GROUPS_MAX = 10;
export const BANNER_CONDITIONS_PER_GROUP_MAX = 10;

export type ConditionKind = 'address' | 'viewer' | 'query';

/** How a parameter type is read, or null for one the spec and issue 27 do not know. */
export function conditionKindOf(parameterType: string): ConditionKind | null {
  if ((ADDRESS_PARAMETER_TYPES as readonly string[]).includes(parameterType)) return 'address';
  if ((VIEWER_PARAMETER_TYPES as readonly string[]).includes(parameterType)) return 'viewer';
  return QUERY_KEY_PATTERN.test(parameterType) ? 'query' : null;
}

const listOf = (value: string) => value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);

/**
 * Why a condition cannot be stored, in Korean, or null when it can. The shop's matching never
 * fails on a bad condition (it just does not hold); the console refuses one up front (104).
 */
export function bannerConditionProblem(condition: BannerCondition): string | null {
  if (condition.incType !== 'INCLUDE' && condition.incType !== 'EXCLUDE') return '조건은 포함(INCLUDE) 또는 제외(EXCLUDE)여야 합니다.';
  if (condition.compareType !== 'SAME' && condition.compareType !== 'INCLUDE') return '비교 방법은 일치(SAME) 또는 포함(INCLUDE)이어야 합니다.';
  const kind = conditionKindOf(condition.parameterType);
  if (kind === null) return `알 수 없는 조건 종류입니다: ${condition.parameterType.slice(0, 50)}`;
  const value = condition.parameterVal.trim();
  if (value.length > BANNER_CONDITION_VALUE_MAX) return `조건 값은 ${BANNER_CONDITION_VALUE_MAX}자까지 쓸 수 있습니다.`;
  if (kind === 'address' && value === '') return '조건 값을 입력해 주세요.';
  if (kind === 'viewer') {
    if (condition.compareType !== 'SAME') return '회원 상태와 기기 조건은 일치(SAME)로만 비교합니다.';
    const known: readonly string[] = condition.parameterType === 'MEMBER_STATE' ? MEMBER_STATES : BANNER_DEVICE_TYPES;
    const values = listOf(value);
    if (values.length === 0) return condition.parameterType === 'MEMBER_STATE' ? '회원 상태를 하나 이상 골라 주세요.' : '기기를 하나 이상 골라 주세요.';
    const unknown = values.find((entry) => !known.includes(entry));
    if (unknown !== undefined) return `${condition.parameterType === 'MEMBER_STATE' ? '회원 상태 조건' : '기기 조건'}에 쓸 수 없는 값: ${unknown.slice(0, 20)} (쓸 수 있는 값: ${known.join(', ')})`;
  }
  return null;
}
