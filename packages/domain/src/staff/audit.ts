// What the audit log records. A feature adds its staff actions and target kinds here, one
// line each with the Korean label the console shows; the server only accepts codes listed
// here (recordAudit's types, the log's filter), so a new action cannot go unlabelled.

export const AUDIT_ACTIONS = {
  'staff.sign_in': '로그인',
  'staff.sign_out': '로그아웃',
  'staff.create': '직원 등록',
  'staff.role_change': '역할 변경',
  'staff.deactivate': '직원 비활성화',
  'business.approve': '사업자 회원 승인',
  'business.reject': '사업자 회원 반려',
  'order.prepare': '상품준비중 처리',
  'order.ship': '배송 시작 (송장 입력)',
  'order.deliver': '배송완료 처리',
  'order.cancel': '주문 취소 (판매자)',
  'claim.approve_cancel': '취소 요청 승인',
  'claim.reject_cancel': '취소 요청 반려',
  'claim.pick_up': '반품 수거 완료',
  'claim.complete_return': '반품 완료 (환불)',
  'claim.reject_return': '반품 반려',
  'refund.retry': '환불 다시 보내기',
  'stock.change': '재고 변경',
  'product.create': '상품 등록',
  'product.update': '상품 수정',
  'product.bulk': '상품 일괄 변경',
  'product.import': '상품 엑셀 가져오기',
  'option.update': '옵션 조합 수정',
  'category.create': '카테고리 추가',
  'category.update': '카테고리 수정',
  'category.delete': '카테고리 삭제',
  'category.reorder': '카테고리 순서 변경',
  'brand.update': '브랜드 수정',
  'product.images': '상품 사진 변경',
  'inquiry.answer': '문의 답변 등록',
  'inquiry.answer_edit': '문의 답변 수정',
  'booking.visit': '쇼룸 방문 완료 처리',
  'booking.no_show': '쇼룸 노쇼 처리',
  'booking.cancel': '쇼룸 예약 취소 (직원)',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_TARGETS = {
  staff: '직원',
  business_request: '사업자 회원 신청',
  order: '주문',
  claim: '취소·반품',
  product_option: '상품 옵션',
  product: '상품',
  category: '카테고리',
  brand: '브랜드',
  inquiry: '문의',
  booking: '쇼룸 방문 예약',
} as const satisfies Record<string, string>;
export type AuditTargetType = keyof typeof AUDIT_TARGETS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGETS) as [AuditTargetType, ...AuditTargetType[]];

/** Korean names of the fields actions put in before/after, for the console's diff; a feature adds its own. */
export const AUDIT_FIELDS: Readonly<Record<string, string>> = {
  status: '상태',
  authNo: '회원 등급 번호(authNo)',
  reason: '사유',
  companyName: '상호',
  bizNo: '사업자등록번호',
  email: '이메일',
  name: '이름',
  role: '역할',
  active: '활성',
  sessionsEnded: '끝낸 로그인 수',
  createdBy: '만든 방법',
  answer: '답변',
  productName: '상품명',
  price: '정가',
  sellingPrice: '판매가',
  stockCnt: '재고',
  categoryNo: '카테고리 번호',
  brandNo: '브랜드 번호',
  extraPrice: '옵션 추가금액',
  stockLostType: '품절 시',
  searchKeywords: '검색어',
  displayFrom: '진열 시작',
  displayUntil: '진열 종료',
  lowStockThreshold: '재고 부족 기준',
  vatRate: '부가세율',
  description: '상세 설명',
  sampleable: '샘플 신청',
  deliveries: '배송',
  notice: '상품정보제공고시',
  change: '변동 수량',
  optionValues: '옵션 값',
  level: '옵션 순서',
  memo: '메모',
  parentNo: '상위 카테고리 번호',
  hidden: '숨김',
  categoryNos: '카테고리 순서',
  nameKo: '브랜드명',
  nameLatin: '영문 브랜드명',
  countryKo: '국가',
  logoUrl: '로고',
  movedProducts: '옮겨진 상품 수',
  // A product's pictures (catalogue console-pictures): their ids in order, the main one first.
  images: '사진 (순서대로)',
  alt: '대체 텍스트',
  // Orders and their claims (order/aftersale/staff-actions.ts); lineN is labelled by auditFieldLabel.
  carrier: '택배사',
  carrierCode: '택배사',
  trackingNo: '송장번호',
  delivered_at: '배송완료 시각',
  deliveredAt: '배송완료 시각',
  claimNo: '취소·반품 번호',
  lines: '주문 상품 번호',
  lineNos: '주문 상품 번호',
  refundAmount: '환불 금액',
  refundStatus: '환불 상태',
  returnShippingFee: '반품 배송비',
  rejectReason: '반려 사유',
  retried: '환불 다시 보냄',
  shipped: '배송 시작 상품 수',
  created: '새로 만든 수',
  updated: '바꾼 수',
  combinations: '옵션 조합 수',
};

/** The label of a code, or the code itself for one an older or newer server wrote. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const auditTargetLabel = (type: string): string => (AUDIT_TARGETS as Record<string, string>)[type] ?? type;
/** A dotted path's label from its last field (`company.name` → 이름), or the path itself. */
export const auditFieldLabel = (path: string): string => {
  const field = path.split('.').at(-1) ?? path;
  // An order's lines are recorded by number (line2: its state).
  const line = /^line(\d+)$/.exec(field);
  if (line) return `주문 상품 ${line[1]} 상태`;
  return AUDIT_FIELDS[field] ?? path;
};

/** A JSON object as the log stores it (before and after). */
export type AuditState = Readonly<Record<string, unknown>>;

/** One field that differs between before and after, named by its dotted path (`address.city`). */
export interface AuditChange {
  path: string;
  /** Absent: the field was added. */
  before?: unknown;
  /** Absent: the field was removed. */
  after?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a JSON value by dotted path; arrays and empty objects are leaves (compared whole). */
function leaves(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an action changed, for a readable diff: every leaf whose value differs, in the
 * order of `before` then the fields only `after` has. A null or absent side (creation,
 * sign-in) shows every field of the other as added or removed.
 */
export function auditChanges(before: AuditState | null | undefined, after: AuditState | null | undefined): AuditChange[] {
  const old = leaves(before ?? {}, '', new Map());
  const now = leaves(after ?? {}, '', new Map());
  const changes: AuditChange[] = [];
  for (const [path, value] of old) {
    if (!now.has(path)) changes.push({ path, before: value });
    else if (!sameJson(value, now.get(path))) changes.push({ path, before: value, after: now.get(path) });
  }
  for (const [path, value] of now) if (!old.has(path)) changes.push({ path, after: value });
  return changes;
}
