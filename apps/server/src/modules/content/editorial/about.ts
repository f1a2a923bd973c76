import type { AboutBrand, AboutCompany, AboutPeople } from './types';

/*
 * Company pages: /about/brand, /about/company and /about/people. Plain text; the pages
 * lay it out. Team members are fictional staff (apart from the named representative)
 * and are shown with name-based avatars, never photos.
 */

export const COMPANY_NAME = '주식회사 마루리빙';
export const SERVICE_NAME = '마루';
export const REPRESENTATIVE = '한지우';
export const COMPANY_ADDRESS = '서울특별시 성동구 성수일로 99, 마루빌딩 3층';
/** The showroom module's, filled in when the page is served (core/text/placeholders.ts). */
export const SHOWROOM_ADDRESS = '{showroom.address}';
export const CUSTOMER_CENTER_PHONE = '02-555-0199';
export const CUSTOMER_CENTER_EMAIL = 'help@maru.example';

export const aboutBrand: AboutBrand = {
  title: '브랜드 이야기',
  slogan: '바닥부터 공간까지',
  lead: '마루는 한옥에서 가족이 모여 앉던 나무 바닥의 이름이에요. 우리는 공간을 가장 먼저 받쳐 주는 바닥에서 시작해, 그 위에 놓이는 가구와 빛과 물건까지 한 흐름으로 고릅니다.',
  sections: [
    {
      heading: '왜 ‘마루’인가요',
      paragraphs: [
        '마루는 방과 방을 잇고, 안과 밖을 이어 주는 자리였어요. 누군가는 그곳에서 밥을 먹고, 누군가는 낮잠을 자고, 또 누군가는 손님을 맞았지요.',
        '좋은 공간도 마루처럼 바닥에서 시작한다고 믿어요. 발에 닿는 촉감과 빛을 받는 표면이 정해지면 가구의 색, 조명의 온도, 작은 소품의 자리가 자연스럽게 따라옵니다.',
      ],
    },
    {
      heading: '바닥부터 공간까지',
      paragraphs: [
        '마루에서는 이탈리아와 스페인의 타일, 사무실과 집 모두에 쓰기 좋은 카펫타일, 욕실을 완성하는 수전과 욕실 용품, 그리고 유럽과 한국 디자인 브랜드의 가구, 조명, 소품을 한곳에서 만날 수 있어요.',
        '따로따로 고르면 어긋나기 쉬운 것들을 한 화면, 한 쇼룸에서 맞춰 볼 수 있도록 카테고리를 구성했습니다.',
      ],
    },
    {
      heading: '직접 보고 고르는 경험',
      paragraphs: [
        '타일과 카펫타일은 화면의 색과 실제 색이 다를 수밖에 없어요. 그래서 샘플 신청을 쉽게 만들고, 성수 쇼룸에서 실물을 만져 보고 비교할 수 있게 했습니다.',
        '필요한 수량 계산, 로트 확인, 화물 배송처럼 처음 고르는 분들이 어려워하는 부분은 상품 상세와 자주 묻는 질문에 차근차근 풀어 두었어요.',
      ],
    },
  ],
  principles: [
    {
      title: '오래 두고 쓸 수 있는가',
      description: '유행보다 10년 뒤에도 어색하지 않은 소재와 형태를 먼저 봅니다.',
    },
    {
      title: '만든 곳과 만든 방식이 분명한가',
      description: '생산지, 공방, 가마의 이야기를 확인할 수 있는 브랜드만 소개합니다.',
    },
    {
      title: '한국의 집에 맞는가',
      description: '바닥 난방, 국내 배관 규격, 아파트 욕실 크기처럼 우리 생활 환경에서 문제없이 쓸 수 있는지 따져 봅니다.',
    },
    {
      title: '함께 놓았을 때 어울리는가',
      description: '타일 한 장, 의자 하나보다 바닥과 가구, 조명이 함께 만드는 장면을 기준으로 고릅니다.',
    },
  ],
  tileSelection: [
    {
      step: 1,
      title: '산지와 가마를 찾아갑니다',
      description: '이탈리아 에밀리아로마냐와 베네토, 스페인 카스테욘과 발렌시아의 생산지를 직접 방문해 소성 방식과 품질 관리를 확인합니다.',
    },
    {
      step: 2,
      title: '국내 기준으로 다시 시험합니다',
      description: '흡수율, 미끄럼 저항 등급, 바닥 난방 환경에서의 변형 여부를 확인하고 사용 부위를 정확히 표기합니다.',
    },
    {
      step: 3,
      title: '로트를 관리해 들여옵니다',
      description: '수입할 때 로트별로 입고하고 재고를 나누어 관리해, 한 주문이 되도록 같은 로트로 출고되게 합니다.',
    },
    {
      step: 4,
      title: '샘플로 먼저 확인하게 합니다',
      description: '대부분의 타일을 샘플로 신청할 수 있게 준비하고, 쇼룸에는 실제 시공 예시를 꾸며 둡니다.',
    },
  ],
};

export const aboutCompany: AboutCompany = {
  title: '회사 소개',
  lead: '주식회사 마루리빙은 온라인 쇼핑몰 ‘마루’와 마루 성수 쇼룸을 운영하는 인테리어 자재·리빙 전문 회사입니다.',
  overview: [
    { label: '회사명', value: COMPANY_NAME },
    { label: '서비스명', value: SERVICE_NAME },
    { label: '대표', value: REPRESENTATIVE },
    { label: '설립', value: '2021년' },
    {
      label: '사업 분야',
      value: '유럽 수입 타일·카펫타일·수전 및 욕실 용품·가구·조명·인테리어 소품 온라인 판매, 쇼룸 운영',
    },
    { label: '주소', value: COMPANY_ADDRESS },
    { label: '고객센터', value: `${CUSTOMER_CENTER_PHONE} · ${CUSTOMER_CENTER_EMAIL}` },
  ],
  history: [
    {
      year: 2021,
      events: ['주식회사 마루리빙 설립', '온라인 쇼핑몰 ‘마루’ 오픈, 국내 디자인 가구·소품 판매 시작'],
    },
    {
      year: 2022,
      events: ['이탈리아·스페인 타일 직수입 시작', '카펫타일 카테고리 오픈'],
    },
    {
      year: 2023,
      events: ['마루 성수 쇼룸 오픈', '타일·카펫타일 샘플 신청 서비스 시작'],
    },
    {
      year: 2024,
      events: ['수전·욕실 카테고리 오픈', '사업자 회원 서비스와 대량 구매 견적 상담 시작'],
    },
    {
      year: 2025,
      events: [
        '이탈리아 포르나체 루체르나, 스페인 세라미카 알멘드랄, 이탈리아 테라치 발도라 입점',
        '화물 운임 체계 개편',
      ],
    },
    {
      year: 2026,
      events: ['스페인 모자이크 브랜드 타예르 브리사마르 입점', '마루 성수 쇼룸 2층 타일 전시 공간 리뉴얼'],
    },
  ],
  showroom: {
    name: '{showroom.name}',
    address: SHOWROOM_ADDRESS,
    hours: '{showroom.hours}',
    closedDays: '{showroom.closed} 휴무 (명절 휴무는 공지사항으로 안내)',
    reservation: '방문 예약을 권장해요. 예약하시면 담당자가 1:1로 안내해 드려요.',
    link: '/showroom',
  },
  directions: [
    {
      heading: '지하철',
      paragraphs: ['2호선 성수역 4번 출구에서 연무장길 방향으로 걸어오세요.'],
    },
    {
      heading: '자동차',
      paragraphs: [
        '쇼룸 건물 뒤 전용 주차장을 이용하실 수 있고, 방문 예약 고객께는 2시간 무료 주차를 드려요.',
        '주차 공간이 넉넉하지 않아 대중교통 이용을 권장해요.',
      ],
    },
  ],
  customerCenter: [
    { label: '전화', value: CUSTOMER_CENTER_PHONE },
    { label: '운영 시간', value: '평일 10:00~18:00 (점심시간 12:30~13:30)' },
    { label: '휴무', value: '주말·공휴일' },
    { label: '이메일', value: CUSTOMER_CENTER_EMAIL },
  ],
};

export const aboutPeople: AboutPeople = {
  title: '마루 사람들',
  lead: '바닥 한 장, 의자 하나를 고를 때도 우리 집이라면 어떨지 먼저 생각하는 사람들이 마루를 만들고 있어요.',
  members: [
    {
      name: '한지우',
      role: '대표',
      intro: '좋은 바닥이 좋은 하루를 만든다고 믿으며 마루를 시작했어요.',
      avatar: { initials: '지우', background: '#1A1A1A', foreground: '#FFFFFF' },
    },
    {
      name: '서민재',
      role: '타일 소싱 매니저',
      intro: '일 년에 두 번 유럽의 가마를 찾아가 로트와 유약을 직접 확인해요.',
      avatar: { initials: '민재', background: '#7A4B2A', foreground: '#FFFFFF' },
    },
    {
      name: '오하린',
      role: '가구·리빙 MD',
      intro: '오래 앉아도 편하고 오래 봐도 질리지 않는 가구를 찾습니다.',
      avatar: { initials: '하린', background: '#2F5D50', foreground: '#FFFFFF' },
    },
    {
      name: '김도윤',
      role: '수전·욕실 MD',
      intro: '배관 간격 150mm를 외우고 다니는 욕실 규격 담당이에요.',
      avatar: { initials: '도윤', background: '#24507A', foreground: '#FFFFFF' },
    },
    {
      name: '이서연',
      role: '쇼룸 매니저',
      intro: '성수 쇼룸에서 고객님과 함께 타일을 바닥에 깔아 보며 상담해요.',
      avatar: { initials: '서연', background: '#8A3B3B', foreground: '#FFFFFF' },
    },
    {
      name: '박준호',
      role: '물류·배송 매니저',
      intro: '무거운 타일이 깨지지 않고 제때 도착하도록 화물 일정을 챙깁니다.',
      avatar: { initials: '준호', background: '#4A4A4A', foreground: '#FFFFFF' },
    },
    {
      name: '정예은',
      role: '고객 경험 리드',
      intro: '고객센터로 들어온 질문을 모아 더 쉬운 안내로 바꾸는 일을 해요.',
      avatar: { initials: '예은', background: '#5B3F7A', foreground: '#FFFFFF' },
    },
  ],
  closing: {
    heading: '함께 일하고 싶으신가요',
    paragraphs: [
      '공간과 소재를 좋아하는 동료를 언제나 기다립니다. 지원이나 협업 제안은 help@maru.example로 보내 주세요.',
    ],
  },
};
