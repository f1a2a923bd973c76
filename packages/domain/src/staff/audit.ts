// What the audit log records. A feature adds its staff actions and target kinds here, one
// line each with the Korean label the console shows; the server only accepts codes listed
// here (recordAudit's types, the log's filter), so a new action cannot go unlabelled.

export const AUDIT_ACTIONS = {
  'staff.sign_in': '로그인',
  'staff.sign_in_failed': '로그인 실패',
  'staff.sign_out': '로그아웃',
  'staff.create': '직원 등록',
  'staff.role_change': '역할 변경',
  'staff.deactivate': '직원 비활성화',
  'staff_role.create': '역할 만들기',
  'staff_role.update': '역할 권한 변경',
  'staff_role.delete': '역할 삭제',
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
  'product.files': '상품 자료 변경',
  'inquiry.answer': '문의 답변 등록',
  'inquiry.answer_edit': '문의 답변 수정',
  'review.answer': '리뷰 답변 등록',
  'review.answer_edit': '리뷰 답변 수정',
  'review.answer_delete': '리뷰 답변 삭제',
  'banner.create': '배너 등록',
  'banner.update': '배너 수정',
  'banner.delete': '배너 삭제',
  'banner.reorder': '배너 순서 변경',
  'home_section.create': '홈 화면 영역 추가',
  'home_section.update': '홈 화면 영역 수정',
  'home_section.delete': '홈 화면 영역 삭제',
  'home_section.reorder': '홈 화면 영역 순서 변경',
  'notice.create': '공지사항 등록',
  'notice.update': '공지사항 수정',
  'notice.delete': '공지사항 삭제',
  'faq.create': 'FAQ 등록',
  'faq.update': 'FAQ 수정',
  'faq.delete': 'FAQ 삭제',
  'faq.reorder': 'FAQ 순서 변경',
  'faq_category.create': 'FAQ 분류 추가',
  'faq_category.update': 'FAQ 분류 이름 변경',
  'faq_category.delete': 'FAQ 분류 삭제',
  'faq_category.reorder': 'FAQ 분류 순서 변경',
  'policy.draft': '약관 새 버전 작성',
  'policy.draft_edit': '약관 초안 수정',
  'policy.draft_delete': '약관 초안 삭제',
  'policy.publish': '약관 버전 게시 (시행일 지정)',
  'policy.withdraw': '약관 시행 예정 버전 게시 취소',
  'booking.visit': '쇼룸 방문 완료 처리',
  'booking.no_show': '쇼룸 노쇼 처리',
  'booking.cancel': '쇼룸 예약 취소 (직원)',
  'coupon.create': '쿠폰 등록',
  'coupon.update': '쿠폰 수정',
  'coupon.issue': '쿠폰 발급',
  'coupon.recall': '쿠폰 회수',
  'exhibition.create': '기획전 만들기',
  'exhibition.update': '기획전 수정',
  'exhibition.delete': '기획전 삭제',
  'styling.create': '스타일링 만들기',
  'styling.update': '스타일링 수정',
  'styling.delete': '스타일링 삭제',
  'member.reveal': '회원 개인정보 열람',
  'member.points': '적립금 지급·차감',
  'member.suspend': '회원 이용 정지',
  'member.unsuspend': '회원 이용 정지 해제',
  // A console answer that showed personal data whole (issue 41): who read which records, which fields, why.
  'personal_data.read': '개인정보 조회 (가리지 않고)',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_TARGETS = {
  staff: '직원',
  staff_role: '역할',
  business_request: '사업자 회원 신청',
  order: '주문',
  claim: '취소·반품',
  product_option: '상품 옵션',
  product: '상품',
  category: '카테고리',
  brand: '브랜드',
  inquiry: '문의',
  review: '상품 리뷰',
  banner: '배너',
  home_section: '홈 화면 영역',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  faq_category: 'FAQ 분류',
  policy_version: '약관 버전',
  booking: '쇼룸 방문 예약',
  coupon: '쿠폰',
  exhibition: '기획전',
  styling: '스타일링',
  member: '회원',
  // An audit log page whose entries held personal data, read whole (personal_data.read).
  audit_log: '감사 로그',
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
  rights: '권한',
  roleName: '역할 이름',
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
  // What shoppers read (content console: banners, home sections, notices, FAQ, policy versions).
  contents: '배너 문구',
  bannerLink: '링크',
  targetBlankYn: '새 창',
  bannerColor: '글자색',
  bgColor: '배경색',
  closeYn: '닫기 버튼',
  closePeriod: '닫기 기간',
  conditionList: '노출 조건',
  sortOrder: '순서',
  bannerSeqs: '배너 순서',
  sectionIds: '영역 순서',
  kind: '종류',
  body: '내용',
  content: '본문',
  pinned: '상단 고정',
  question: '질문',
  categoryCode: 'FAQ 분류',
  faqNos: 'FAQ 순서',
  codes: '분류 순서',
  effectiveAt: '시행 일시',
  version: '버전',
  docId: '문서 번호',
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
  // A product's documents (catalogue console-files): their titles in order.
  files: '자료 (순서대로)',
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
  // Coupons (benefit console): terms, channel, schedule, validity, and what an issue or recall did.
  benefitType: '혜택 종류',
  amount: '할인 금액',
  rate: '할인율',
  maxDiscount: '최대 할인 금액',
  minOrderAmount: '최소 주문 금액',
  scope: '적용 대상',
  scopeIds: '대상 번호',
  channel: '받는 방법',
  eventCode: '이벤트',
  redeemCode: '쿠폰 코드',
  state: '게시 상태',
  startsAt: '시작',
  endsAt: '종료',
  validUntil: '사용 기한',
  validDays: '사용 일수',
  totalQuantity: '발행 수량',
  issuedCount: '발급된 수',
  issued: '발급한 수',
  skipped: '건너뛴 수',
  recalled: '회수한 수',
  inUse: '주문에 쓰인 수',
  via: '발급 방법',
  segment: '대상 조건',
  memberIds: '회원번호',
  // Exhibitions and styling rooms (inspiration console): their fields, blocks and hotspots.
  exhibitionNo: '기획전 번호',
  stylingNo: '스타일링 번호',
  title: '제목',
  summary: '요약',
  cover: '표지 사진',
  coverAlt: '표지 대체 텍스트',
  blocks: '블록 (순서대로)',
  space: '공간',
  style: '스타일',
  photo: '사진',
  photoCaption: '사진 설명',
  hotspots: '상품 태그 (순서대로)',
  // Members (members console): what a reveal showed, points given or taken, a suspension's ground.
  revealed: '열람한 항목',
  phone: '휴대폰 번호',
  addresses: '주소',
  points: '지급·차감 적립금',
  balance: '적립금 잔액',
  reasonCode: '정지 사유 구분',
  // Reads of personal data (staff/personal-data.ts): why, and which records.
  purpose: '목적',
  ids: '조회한 번호',
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

/**
 * How long the audit log keeps an entry depends on what it records (개인정보의 안전성
 * 확보조치 기준, docs/staff-rights.md): access to the console and to personal data (sign-in,
 * sign-in failures, sign-out, reveals, unmasked reads, downloads) at least 2 years (제8조); changes of who may
 * do what (accounts, their roles, the roles' rights) at least 3 years (제5조); the rest is
 * kept as long as the rights changes. The periods themselves are the server's settings.
 */
export type AuditRetentionClass = 'access' | 'rights' | 'other';

const RIGHTS_ACTIONS: ReadonlySet<string> = new Set(['staff.create', 'staff.role_change', 'staff.deactivate', 'staff_role.create', 'staff_role.update', 'staff_role.delete']);
const ACCESS_ACTIONS: ReadonlySet<string> = new Set(['staff.sign_in', 'staff.sign_in_failed', 'staff.sign_out', 'member.reveal', 'personal_data.read']);

export function auditRetentionClass(action: string): AuditRetentionClass {
  if (RIGHTS_ACTIONS.has(action)) return 'rights';
  if (ACCESS_ACTIONS.has(action) || /\.(download|export|reveal)$/.test(action)) return 'access';
  return 'other';
}

/** Every listed action of a class, for the retention job's SQL (an unlisted code falls to 'other'). */
export const auditActionsOf = (kind: Exclude<AuditRetentionClass, 'other'>): AuditAction[] =>
  AUDIT_ACTION_CODES.filter((action) => auditRetentionClass(action) === kind);
