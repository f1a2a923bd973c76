// The 상품정보제공고시 groups Maru sells under: which facts a product page must state, in the
// order the 고시 (전자상거래 등에서의 상품 등의 정보제공에 관한 고시, 별표 1 재화) lists them.
// Labels are the 고시's wording; what the 고시 adds in brackets (who the item applies to) is
// kept apart as `condition`, so a form can show it under the label. An item with a condition
// is still required: a product it does not apply to says so ('해당 없음').
//
// The 고시 has no group for building materials, so tiles, carpet tiles and bath fittings use
// its '기타 재화' items, followed by the facts Maru adds for them (marked below): without a
// size, a material and a colour a shopper cannot compare two tiles.

export const NOTICE_GROUP_IDS = ['FURNITURE', 'HOME_ELECTRIC', 'TILE', 'BATH', 'GENERAL'] as const;
export type NoticeGroupId = (typeof NOTICE_GROUP_IDS)[number];

/** The shop's departments (the catalogue's `Department`), each of which files under one group. */
export type NoticeDepartment = 'TILE' | 'CARPET' | 'BATH' | 'FURNITURE' | 'LIGHTING' | 'OBJECT';

export interface NoticeItem {
  /** Stable key the values are stored under; the same fact has the same key in every group. */
  key: string;
  /** The item as the 고시 names it (or, for Maru's additions, as Maru names it). */
  label: string;
  /** The 고시's bracketed scope, e.g. which products need a KC mark; absent when it has none. */
  condition?: string;
  /** A short example for the operator's form. */
  hint: string;
}

export interface NoticeGroup {
  id: NoticeGroupId;
  /** The 고시's group name, or Maru's name for a group built on '기타 재화'. */
  label: string;
  items: readonly NoticeItem[];
}

const MANUFACTURER_LABEL = '제조자, 수입품의 경우 수입자를 함께 표기';
const PARALLEL_IMPORT = '병행수입의 경우 병행수입 여부로 대체 가능';
const QUALITY_HINT = '예) 관련 법 및 소비자분쟁해결기준에 따름';
const AS_HINT = '예) 마루 고객센터 02-555-0199';

const furniture: NoticeGroup = {
  id: 'FURNITURE',
  label: '가구(침대/소파/싱크대/DIY제품)',
  items: [
    { key: 'productName', label: '품명', hint: '예) 포엠 3인 패브릭 소파' },
    {
      key: 'kcCertification',
      label: 'KC 인증 필 유무',
      condition: '전기용품 및 생활용품 안전관리법상 공급자적합성확인대상에 한함',
      hint: '예) 해당 없음 / KC 공급자적합성확인 필',
    },
    { key: 'colour', label: '색상', hint: '예) 샌드 베이지, 웜 그레이' },
    { key: 'components', label: '구성품', hint: '예) 소파 본체, 쿠션 2개, 다리 4개' },
    { key: 'material', label: '주요 소재', hint: '예) 프레임: 원목 / 커버: 패브릭' },
    {
      key: 'manufacturer',
      label: MANUFACTURER_LABEL,
      condition: `${PARALLEL_IMPORT}. 구성품별 제조자가 다른 경우 각 구성품의 제조자, 수입자`,
      hint: '예) 피오르후스 / 수입: (주)마루리빙',
    },
    { key: 'countryOfManufacture', label: '제조국', condition: '구성품별 제조국이 다른 경우 각 구성품의 제조국', hint: '예) 덴마크' },
    { key: 'size', label: '크기', hint: '예) 폭 2,100 × 깊이 950 × 높이 780 mm' },
    { key: 'deliveryInstallationCost', label: '배송·설치비용', hint: '예) 직접 배송·설치 무료' },
    { key: 'qualityAssurance', label: '품질보증기준', hint: '예) 구입일로부터 1년 무상 A/S, 소비자분쟁해결기준에 따름' },
    { key: 'afterSales', label: 'A/S 책임자와 전화번호', hint: AS_HINT },
  ],
};

// Lighting files under 가정용 전기제품: its KC item is the 전기용품 one a lamp needs ('소형전자'
// asks for the 전파법 certificate instead). 추가설치비용 came with the revision in force from
// 2023-01-01; a ceiling light's wiring is exactly that cost.
const homeElectric: NoticeGroup = {
  id: 'HOME_ELECTRIC',
  label: '가정용 전기제품(냉장고/세탁기/식기세척기/전자레인지)',
  items: [
    { key: 'productNameModel', label: '품명 및 모델명', hint: '예) 뤼스베르크 릴레 펜던트 조명 (LYS-100234)' },
    {
      key: 'kcCertification',
      label: 'KC 인증 필 유무',
      condition: '전기용품 및 생활용품 안전관리법상 안전인증대상전기용품, 안전확인대상전기용품, 공급자적합성확인대상전기용품에 한함',
      hint: '예) KC 안전확인 필 (신고번호 …)',
    },
    { key: 'ratedPower', label: '정격전압, 소비전력', hint: '예) AC 220V 60Hz, 최대 60W' },
    { key: 'energyEfficiency', label: '에너지소비효율등급', condition: '에너지이용 합리화법상 의무대상상품에 한함', hint: '예) 해당 없음' },
    { key: 'releaseDate', label: '동일모델의 출시년월', hint: '예) 2025년 3월' },
    { key: 'manufacturer', label: MANUFACTURER_LABEL, condition: PARALLEL_IMPORT, hint: '예) 뤼스베르크 / 수입: (주)마루리빙' },
    { key: 'countryOfManufacture', label: '제조국', hint: '예) 덴마크' },
    { key: 'size', label: '크기(용량, 형태 포함)', hint: '예) 지름 380 × 높이 260 mm, 돔형' },
    { key: 'additionalInstallationCost', label: '추가설치비용', hint: '예) 천장 배선 공사 시 별도 (현장 견적)' },
    { key: 'qualityAssurance', label: '품질보증기준', hint: QUALITY_HINT },
    { key: 'afterSales', label: 'A/S 책임자와 전화번호', hint: AS_HINT },
  ],
};

/** '기타 재화': the 고시's catch-all, and the first part of TILE and BATH. */
const generalItems: readonly NoticeItem[] = [
  { key: 'productNameModel', label: '품명 및 모델명', hint: '예) 하브앤산드 노라 세라믹 화병 (HAV-100812)' },
  { key: 'certification', label: '법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항', hint: '예) 해당 없음' },
  { key: 'countryOfOrigin', label: '제조국 또는 원산지', hint: '예) 이탈리아' },
  { key: 'manufacturer', label: MANUFACTURER_LABEL, hint: '예) 체라미케 발도로 / 수입: (주)마루리빙' },
  { key: 'contact', label: 'A/S 책임자와 전화번호 또는 소비자상담 관련 전화번호', hint: AS_HINT },
];

const general: NoticeGroup = { id: 'GENERAL', label: '기타 재화', items: generalItems };

/** A '기타 재화' item with a hint that fits the group (the label stays the 고시's). */
const hinted = (key: string, hint: string): NoticeItem => {
  const item = generalItems.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`No 기타 재화 item ${key}`);
  return { ...item, hint };
};

const tile: NoticeGroup = {
  id: 'TILE',
  label: '타일·카펫타일',
  items: [
    hinted('productNameModel', '예) 발도로 마블 시에나 포세린 600×600 무광 (CER-100001)'),
    hinted('certification', '예) 해당 없음 / 방염성능 인증 (카펫타일, 해당 시)'),
    ...generalItems.filter((item) => item.key === 'countryOfOrigin' || item.key === 'manufacturer' || item.key === 'contact'),
    // Maru's additions, not the 고시's: what a shopper compares tiles by.
    { key: 'size', label: '크기', hint: '예) 600 × 600 mm, 상자당 4장 (1.44㎡)' },
    { key: 'material', label: '재질', hint: '예) 포세린(자기질), 무광' },
    { key: 'colour', label: '색상', hint: '예) 웜 그레이' },
    { key: 'qualityAssurance', label: '품질보증기준', hint: QUALITY_HINT },
  ],
};

const bath: NoticeGroup = {
  id: 'BATH',
  label: '욕실·수전',
  items: [
    hinted('productNameModel', '예) 코르소 솔레 원홀 세면대 수전 (RUB-100020)'),
    // A faucet touches drinking water, so its certificate is the 수도법 위생안전기준 (KC) one.
    hinted('certification', '예) 수도법 위생안전기준 인증(KC) 필 / 해당 없음(급수 비접촉 액세서리)'),
    ...generalItems.filter((item) => item.key === 'countryOfOrigin' || item.key === 'manufacturer' || item.key === 'contact'),
    // Maru's additions, not the 고시's: what a shopper compares fittings by.
    { key: 'material', label: '재질', hint: '예) 본체: 황동 / 마감: 크롬 도금' },
    { key: 'size', label: '크기', hint: '예) 토출구 길이 120 mm / 600mm' },
    { key: 'colour', label: '색상', hint: '예) 크롬 실버, 미드나잇 블랙' },
    { key: 'qualityAssurance', label: '품질보증기준', hint: QUALITY_HINT },
  ],
};

export const NOTICE_GROUPS: Readonly<Record<NoticeGroupId, NoticeGroup>> = {
  FURNITURE: furniture,
  HOME_ELECTRIC: homeElectric,
  TILE: tile,
  BATH: bath,
  GENERAL: general,
};

const groupByDepartment: Readonly<Record<NoticeDepartment, NoticeGroupId>> = {
  TILE: 'TILE',
  CARPET: 'TILE',
  BATH: 'BATH',
  FURNITURE: 'FURNITURE',
  LIGHTING: 'HOME_ELECTRIC',
  // Rugs, vases and textiles. (Curtains could file under the 고시's 침구류/커튼 group once the
  // catalogue tells them apart from the other textiles.)
  OBJECT: 'GENERAL',
};

export function noticeGroupForDepartment(department: NoticeDepartment): NoticeGroup {
  return NOTICE_GROUPS[groupByDepartment[department]];
}
