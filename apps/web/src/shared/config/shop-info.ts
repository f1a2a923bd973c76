// Legal business details shown in the footer (Korean e-commerce law requires them on every page).

import { BRAND_NAME } from './brand';

const bizNo = '214-88-35125';

export const shopInfo = {
  brandName: BRAND_NAME,
  companyName: '주식회사 마루리빙',
  ceo: '한지우',
  address: '서울특별시 성동구 성수일로 99, 마루빌딩 3층',
  phone: '02-555-0199',
  email: 'help@maru.example',
  bizNo,
  mailOrderNo: '제2026-서울성동-0420호',
  privacyOfficer: '정하늘 (privacy@maru.example)',
  hosting: 'Amazon Web Services, Inc.',
  csHours: '평일 10:00–18:00 (점심 12:30–13:30) · 주말·공휴일 휴무',
  bizInfoUrl: `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${bizNo.replaceAll('-', '')}`,
} as const;

export type ShopInfo = typeof shopInfo;
