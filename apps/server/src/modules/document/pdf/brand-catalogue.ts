import { formatNumber } from '@maru/domain';
import { sellingPrice, type BrandFacts } from '../facts';
import { finish, header, keyValueTable, newDocument, paragraph, sectionTitle, table, won } from './layout';

const departmentNames: Record<string, string> = {
  TILE: '타일',
  CARPET: '카펫타일',
  BATH: '수전·욕실',
  FURNITURE: '가구',
  LIGHTING: '조명',
  OBJECT: '소품',
};

/** 브랜드 카탈로그: the brand and its most popular products with prices. */
export async function brandCataloguePdf(brand: BrandFacts): Promise<Buffer> {
  const doc = await newDocument(`${brand.nameKo} 브랜드 카탈로그`, `${brand.nameKo} (${brand.nameLatin}) 상품 목록`);
  header(doc, '브랜드 카탈로그', `${brand.nameKo} ${brand.nameLatin}`);
  sectionTitle(doc, '브랜드 정보');
  keyValueTable(doc, [
    ['브랜드', `${brand.nameKo} (${brand.nameLatin})`],
    ['국가', brand.country],
    ['분야', departmentNames[brand.department] ?? brand.department],
    ['마루 판매 상품', `${formatNumber(brand.productCount)}개`],
  ]);
  sectionTitle(doc, brand.productCount > brand.products.length ? `인기 상품 ${brand.products.length}개` : '상품 목록');
  table(
    doc,
    [{ title: '상품번호', width: 0.14 }, { title: '상품명', width: 0.46 }, { title: '분류', width: 0.2 }, { title: '판매가', width: 0.2, align: 'right' }],
    brand.products.map((product) => [String(product.productNo), product.size ? `${product.name}\n${product.size}` : product.name, product.categoryName, won(sellingPrice(product))]),
  );
  paragraph(doc, '가격은 문서를 만든 때의 판매가이며, 최신 가격과 재고는 마루에서 확인해 주세요.', { muted: true, size: 9 });
  return finish(doc, `${brand.nameKo} 브랜드 카탈로그 · 마루`);
}
