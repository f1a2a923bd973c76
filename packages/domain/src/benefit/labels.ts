import type { PointEntryKind } from './contract';

export const pointEntryLabels: Record<PointEntryKind, string> = {
  EARN_PURCHASE: '구매확정 적립',
  EARN_REVIEW: '리뷰 작성 적립',
  EARN_INVITATION: '친구 초대 적립',
  SPEND: '주문 시 사용',
  SPEND_RETURN: '주문 취소 환급',
  CLAWBACK: '반품·환불 회수',
  EXPIRE: '기간 만료 소멸',
  STAFF_GIVE: '적립금 지급',
  STAFF_TAKE: '적립금 차감',
};

/** 김민수 → 김*수, 이준 → 이*, 남궁민수 → 남**수: enough for a member to recognise an invitee. */
export function maskName(name: string | null): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '탈퇴 회원';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
