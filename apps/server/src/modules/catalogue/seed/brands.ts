import type { Department, GeneratedBrand } from '../types';

// Fictional makers and studios. The names borrow the language of their country so the
// shop reads like a real importer's, but none of them is a real trademark.
type BrandSeed = Omit<GeneratedBrand, 'brandNo'>;

const brandSeeds: BrandSeed[] = [
  { nameLatin: 'Ceramiche Valdoro', nameKo: '체라미케 발도로', shortNameKo: '발도로', countryKo: '이탈리아', department: 'TILE' },
  { nameLatin: 'Azulejos Brisa', nameKo: '아술레호스 브리사', shortNameKo: '브리사', countryKo: '스페인', department: 'TILE' },
  { nameLatin: 'Marmi Lucenti', nameKo: '마르미 루첸티', shortNameKo: '루첸티', countryKo: '이탈리아', department: 'TILE' },
  { nameLatin: 'Cerámica Solana', nameKo: '세라미카 솔라나', shortNameKo: '솔라나', countryKo: '스페인', department: 'TILE' },
  { nameLatin: 'Fornace Adria', nameKo: '포르나체 아드리아', shortNameKo: '아드리아', countryKo: '이탈리아', department: 'TILE' },
  { nameLatin: 'Terra Ocra', nameKo: '테라 오크라', shortNameKo: '테라오크라', countryKo: '이탈리아', department: 'TILE' },
  { nameLatin: 'Baldosas Mirador', nameKo: '발도사스 미라도르', shortNameKo: '미라도르', countryKo: '스페인', department: 'TILE' },
  { nameLatin: 'Hangyeol Ceramic', nameKo: '한결세라믹', shortNameKo: '한결', countryKo: '한국', department: 'TILE' },
  { nameLatin: 'Mosaico Perla', nameKo: '모자이코 페를라', shortNameKo: '페를라', countryKo: '이탈리아', department: 'TILE' },
  { nameLatin: 'Fábrica Alvor', nameKo: '파브리카 알보르', shortNameKo: '알보르', countryKo: '포르투갈', department: 'TILE' },
  { nameLatin: 'Tessera Floors', nameKo: '테세라 플로어스', shortNameKo: '테세라', countryKo: '네덜란드', department: 'CARPET' },
  { nameLatin: 'Gyeol Carpet', nameKo: '결카펫', shortNameKo: '결카펫', countryKo: '한국', department: 'CARPET' },
  { nameLatin: 'Nordvev Textil', nameKo: '노르베브 텍스틸', shortNameKo: '노르베브', countryKo: '노르웨이', department: 'CARPET' },
  { nameLatin: 'Rubinetti Corso', nameKo: '루비네티 코르소', shortNameKo: '코르소', countryKo: '이탈리아', department: 'BATH' },
  { nameLatin: 'Wasserlinie', nameKo: '바써리니에', shortNameKo: '바써리니에', countryKo: '독일', department: 'BATH' },
  { nameLatin: 'Mulgyeol Bath', nameKo: '물결바스', shortNameKo: '물결바스', countryKo: '한국', department: 'BATH' },
  { nameLatin: 'Grifería Alba', nameKo: '그리페리아 알바', shortNameKo: '알바', countryKo: '스페인', department: 'BATH' },
  { nameLatin: 'Fjordhus', nameKo: '피오르후스', shortNameKo: '피오르후스', countryKo: '덴마크', department: 'FURNITURE' },
  { nameLatin: 'Ekholm Studio', nameKo: '에크홀름 스튜디오', shortNameKo: '에크홀름', countryKo: '스웨덴', department: 'FURNITURE' },
  { nameLatin: 'Namugyeol Workshop', nameKo: '나무결 공방', shortNameKo: '나무결', countryKo: '한국', department: 'FURNITURE' },
  { nameLatin: 'Lindqvist & Berg', nameKo: '린드크비스트 앤 베리', shortNameKo: '린드크비스트', countryKo: '스웨덴', department: 'FURNITURE' },
  { nameLatin: 'Atelier Sorrento', nameKo: '아틀리에 소렌토', shortNameKo: '소렌토', countryKo: '이탈리아', department: 'FURNITURE' },
  { nameLatin: 'Soban Furniture', nameKo: '소반가구', shortNameKo: '소반', countryKo: '한국', department: 'FURNITURE' },
  { nameLatin: 'Lysverk', nameKo: '뤼스베르크', shortNameKo: '뤼스베르크', countryKo: '덴마크', department: 'LIGHTING' },
  { nameLatin: 'Bitdam Studio', nameKo: '빛담 스튜디오', shortNameKo: '빛담', countryKo: '한국', department: 'LIGHTING' },
  { nameLatin: 'Lumen Kotka', nameKo: '루멘 코트카', shortNameKo: '코트카', countryKo: '핀란드', department: 'LIGHTING' },
  { nameLatin: 'Hav & Sand', nameKo: '하브 앤 산드', shortNameKo: '하브앤산드', countryKo: '덴마크', department: 'OBJECT' },
  { nameLatin: 'Ongyeol Living', nameKo: '온결 리빙', shortNameKo: '온결', countryKo: '한국', department: 'OBJECT' },
  { nameLatin: 'Tela Mare', nameKo: '텔라 마레', shortNameKo: '텔라마레', countryKo: '이탈리아', department: 'OBJECT' },
  { nameLatin: 'Kivi Home', nameKo: '키비 홈', shortNameKo: '키비홈', countryKo: '핀란드', department: 'OBJECT' },
];

const FIRST_BRAND_NO = 1001;

export const brands: readonly GeneratedBrand[] = brandSeeds.map((seed, index) => ({
  brandNo: FIRST_BRAND_NO + index,
  ...seed,
}));

/** The three brands that have their own brand category, in the order of brandCategoryIds. */
export const featuredBrandNames = ['Ceramiche Valdoro', 'Fjordhus', 'Lysverk'] as const;

export function brandsOf(department: Department): GeneratedBrand[] {
  return brands.filter((brand) => brand.department === department);
}
