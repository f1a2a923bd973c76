import type { DayHours } from '@maru/domain';

// The shop's showrooms as the seed writes them. Departments name the catalogue's (TILE,
// CARPET, BATH, FURNITURE, LIGHTING, OBJECT): a zone shows that department's best-liked
// products, so the floors show what the shop really sells.

type Department = 'TILE' | 'CARPET' | 'BATH' | 'FURNITURE' | 'LIGHTING' | 'OBJECT';

export interface SeedZone {
  name: string;
  description: string;
  department: Department;
  products: number;
}

export interface SeedFloor {
  slug: string;
  name: string;
  title: string;
  summary: string;
  zones: SeedZone[];
}

export interface SeedOffice {
  slug: string;
  name: string;
  city: string;
  address: string;
  phone: string;
  parking: string;
  intro: string;
  lat: number;
  lng: number;
  hours: DayHours[];
  holidays: { date: string; label: string }[];
  transit: string[];
  car: string[];
  capacity: number;
  floors: SeedFloor[];
}

const weekday = { open: '10:00', close: '19:00' };
const weekend = { open: '11:00', close: '18:00' };

export const SEED_OFFICES: SeedOffice[] = [
  {
    slug: 'seongsu',
    name: '마루 성수 쇼룸',
    city: '서울',
    address: '서울특별시 성동구 연무장길 28',
    phone: '02-6952-0412',
    parking: '건물 뒤 전용 주차장 6대 (방문 예약 고객 2시간 무료). 만차일 때는 성수동 공영주차장을 이용해 주세요.',
    intro: '유럽 타일과 수전, 디자인 가구를 실제 공간처럼 꾸민 마루의 첫 쇼룸입니다. 예약하시면 전문 상담사가 샘플을 미리 준비해 둡니다.',
    lat: 37.5431,
    lng: 127.0557,
    // Sunday first: closed on Mondays.
    hours: [weekend, null, weekday, weekday, weekday, weekday, weekend],
    holidays: [
      { date: '2026-12-25', label: '성탄절' },
      { date: '2027-01-01', label: '신정' },
      { date: '2027-02-06', label: '설날 연휴' },
      { date: '2027-02-07', label: '설날' },
      { date: '2027-02-08', label: '설날 연휴' },
    ],
    transit: ['지하철 2호선 성수역 4번 출구에서 도보 6분', '버스 2014, 2224, 성동08번 성수역 정류장 하차'],
    car: ['내비게이션에 "연무장길 28" 또는 "마루 성수 쇼룸"을 입력해 주세요.', '강변북로에서 성수대교 북단으로 나와 성수이로 방향 5분'],
    capacity: 4,
    floors: [
      {
        slug: '1f',
        name: '1층',
        title: '타일 · 수전 갤러리',
        summary: '이탈리아·스페인 타일을 욕실과 주방 모형에 시공해 두었고, 수전은 직접 물을 틀어 볼 수 있습니다.',
        zones: [
          { name: '타일 월', description: '대형 포세린과 테라초 타일을 실제 크기로 시공한 벽', department: 'TILE', products: 4 },
          { name: '욕실 모형', description: '수전과 욕실 소품을 실제 욕실처럼 설치한 공간', department: 'BATH', products: 4 },
        ],
      },
      {
        slug: '2f',
        name: '2층',
        title: '가구 · 조명 라운지',
        summary: '거실과 다이닝 공간으로 꾸민 라운지에서 소파와 테이블, 조명을 함께 보실 수 있습니다.',
        zones: [
          { name: '리빙 라운지', description: '소파, 라운지 체어, 커피 테이블', department: 'FURNITURE', products: 4 },
          { name: '조명 갤러리', description: '펜던트와 스탠드 조명을 켜 두고 색온도를 비교합니다', department: 'LIGHTING', products: 3 },
        ],
      },
      {
        slug: 'b1',
        name: '지하 1층',
        title: '카펫타일 · 샘플 라이브러리',
        summary: '카펫타일과 소품, 800여 종의 타일 샘플을 모은 라이브러리입니다. 샘플은 상담 후 가져가실 수 있습니다.',
        zones: [
          { name: '카펫타일 룸', description: '사무실과 거실 바닥에 깔아 둔 카펫타일', department: 'CARPET', products: 3 },
          { name: '소품 선반', description: '러그, 쿠션, 오브제', department: 'OBJECT', products: 3 },
        ],
      },
    ],
  },
  {
    slug: 'haeundae',
    name: '마루 부산 해운대 쇼룸',
    city: '부산',
    address: '부산광역시 해운대구 센텀중앙로 79',
    phone: '051-747-0412',
    parking: '건물 지하 주차장 이용 (방문 예약 고객 3시간 무료)',
    intro: '부산·경남 고객을 위한 쇼룸입니다. 타일과 수전, 가구를 한곳에서 보고 시공 상담까지 받으실 수 있습니다.',
    lat: 35.1695,
    lng: 129.1314,
    // Closed on Sundays.
    hours: [null, weekday, weekday, weekday, weekday, weekday, weekend],
    holidays: [
      { date: '2026-12-25', label: '성탄절' },
      { date: '2027-01-01', label: '신정' },
    ],
    transit: ['부산 지하철 2호선 센텀시티역 6번 출구에서 도보 8분', '버스 115, 181번 센텀중학교 정류장 하차'],
    car: ['내비게이션에 "센텀중앙로 79"를 입력해 주세요.', '광안대교에서 센텀시티 방향으로 나와 3분'],
    capacity: 3,
    floors: [
      {
        slug: '1f',
        name: '1층',
        title: '타일 · 수전',
        summary: '주방과 욕실 모형에 시공한 타일과 수전을 보실 수 있습니다.',
        zones: [
          { name: '타일 월', description: '바닥과 벽 타일 시공 예시', department: 'TILE', products: 3 },
          { name: '수전 바', description: '주방·욕실 수전을 직접 틀어 보는 곳', department: 'BATH', products: 3 },
        ],
      },
      {
        slug: '2f',
        name: '2층',
        title: '가구 · 카펫타일',
        summary: '다이닝 가구와 카펫타일을 함께 배치한 층입니다.',
        zones: [
          { name: '다이닝 룸', description: '식탁과 의자, 수납장', department: 'FURNITURE', products: 3 },
          { name: '카펫타일 코너', description: '사무실용 카펫타일 샘플', department: 'CARPET', products: 3 },
        ],
      },
    ],
  },
];
