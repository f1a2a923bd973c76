import { CANCEL_REASONS, cancelReasonLabels, RETURN_REASONS, returnReasonLabels } from '@maru/domain';

/**
 * The common code groups of spec 01 §3 / 02 §3 with the values a Korean shop uses.
 * Codes are stable identifiers; names are what shoppers read.
 */
export interface CodeGroupSeed {
  groupCode: string;
  name: string;
  codes: ReadonlyArray<readonly [code: string, name: string]>;
}

const banks: ReadonlyArray<readonly [string, string]> = [
  ['002', 'KDB산업은행'], ['003', 'IBK기업은행'], ['004', 'KB국민은행'], ['007', '수협은행'],
  ['011', 'NH농협은행'], ['020', '우리은행'], ['023', 'SC제일은행'], ['027', '한국씨티은행'],
  ['031', 'iM뱅크'], ['032', '부산은행'], ['034', '광주은행'], ['035', '제주은행'],
  ['037', '전북은행'], ['039', '경남은행'], ['045', '새마을금고'], ['048', '신협'],
  ['071', '우체국'], ['081', '하나은행'], ['088', '신한은행'], ['089', '케이뱅크'],
  ['090', '카카오뱅크'], ['092', '토스뱅크'],
];

export const codeGroups: readonly CodeGroupSeed[] = [
  {
    groupCode: 'EMAIL_TYPE',
    name: '이메일 도메인',
    codes: [
      ['naver.com', 'naver.com'], ['gmail.com', 'gmail.com'], ['daum.net', 'daum.net'], ['hanmail.net', 'hanmail.net'],
      ['kakao.com', 'kakao.com'], ['nate.com', 'nate.com'], ['hotmail.com', 'hotmail.com'], ['icloud.com', 'icloud.com'],
      ['DIRECT', '직접 입력'],
    ],
  },
  {
    groupCode: 'INQUIRY_CATEGORY',
    name: '문의 유형',
    codes: [
      ['PRODUCT', '상품 문의'], ['DELIVERY', '배송 문의'], ['ORDER', '주문·결제 문의'], ['RETURN', '취소·교환·반품 문의'],
      ['INSTALL', '시공 문의'], ['SAMPLE', '샘플 문의'], ['MEMBER', '회원 정보 문의'], ['BUSINESS', '사업자·대량 구매 문의'],
      ['ETC', '기타 문의'],
    ],
  },
  {
    groupCode: 'PLACES',
    name: '공간',
    codes: [
      ['LIVING', '거실'], ['KITCHEN', '주방'], ['BATH', '욕실'], ['BEDROOM', '침실'], ['ENTRANCE', '현관'],
      ['BALCONY', '발코니'], ['OFFICE', '사무 공간'], ['COMMERCIAL', '상업 공간'], ['OUTDOOR', '야외·테라스'],
    ],
  },
  {
    groupCode: 'COUPON_BENEFIT_TYPE',
    name: '쿠폰 혜택 유형',
    codes: [['AMOUNT', '정액 할인'], ['RATE', '정률 할인'], ['FREE_DELIVERY', '무료 배송']],
  },
  {
    groupCode: 'LINKED_OPTION',
    name: '옵션 구성',
    codes: [['SINGLE', '단일 옵션'], ['LINKED', '연동 옵션'], ['NONE', '옵션 없음']],
  },
  {
    groupCode: 'DELIVERY_PAY_TYPE',
    name: '배송비 결제 방식',
    codes: [['PREPAY', '선불'], ['ARRIVAL', '착불']],
  },
  {
    groupCode: 'DISPLAY_STYLE',
    name: '선택 방식',
    codes: [['REVIEW', '리뷰형'], ['RADIO', '라디오형'], ['SELECT', '셀렉트형'], ['COLOR', '컬러칩형']],
  },
  {
    groupCode: 'EXHIBIT_TYPE',
    name: '기획전 구성 요소',
    codes: [['IMAGE', '이미지'], ['EDITOR', '에디터'], ['PRODUCT', '상품']],
  },
  {
    groupCode: 'VIRTUAL_ACCOUNT',
    name: '가상계좌 은행',
    codes: banks.filter(([code]) => ['003', '004', '011', '020', '081', '088', '071', '032'].includes(code)),
  },
  { groupCode: 'BANK_CODE', name: '은행 코드', codes: banks },
  {
    groupCode: 'FAQ_CATEGORY',
    name: 'FAQ 분류',
    codes: [
      ['FAQ01', '회원·계정'], ['FAQ02', '주문·결제'], ['FAQ03', '배송·설치'], ['FAQ04', '취소·교환·반품'],
      ['FAQ05', '샘플'], ['FAQ06', '제품·시공'], ['FAQ07', '쇼룸'],
    ],
  },
  {
    groupCode: 'APPROVAL_TYPE',
    name: '승인·신청 상태',
    codes: [['APPLY', '신청'], ['PENDING', '심사 중'], ['APPROVED', '승인'], ['REJECTED', '반려']],
  },
  // The after-sale reasons are the domain's (they decide who pays return shipping); the code
  // list carries them for clients that read reasons from it.
  { groupCode: 'CANCEL_REASON', name: '취소 사유', codes: CANCEL_REASONS.map((code) => [code, cancelReasonLabels[code]] as const) },
  { groupCode: 'RETURN_REASON', name: '반품 사유', codes: RETURN_REASONS.map((code) => [code, returnReasonLabels[code]] as const) },
];
