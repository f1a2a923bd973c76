import { missingNoticeItems, noticeGroupForDepartment, noticeRows } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { brands } from './brands';
import { generateCatalogue } from './generate';
import { noticeFor } from './notices';
import type { Department, GeneratedBrand, GeneratedProduct } from '../types';

const catalogue = generateCatalogue({ products: 600, seed: 11 });
const brandOf = (product: GeneratedProduct): GeneratedBrand => {
  const brand = brands.find((candidate) => candidate.brandNo === product.brandNo);
  if (!brand) throw new Error(`no brand ${product.brandNo}`);
  return brand;
};
const departments: Department[] = ['TILE', 'CARPET', 'BATH', 'FURNITURE', 'LIGHTING', 'OBJECT'];
const sample = (department: Department) => catalogue.products.filter((product) => product.department === department).slice(0, 12);
const noticeOf = (product: GeneratedProduct) => noticeFor(product, brandOf(product));

describe('noticeFor', () => {
  it.each(departments)('fills every item of the %s group, the same way every time', (department) => {
    const products = sample(department);
    expect(products.length).toBeGreaterThan(3);
    for (const product of products) {
      const notice = noticeOf(product);
      expect(notice.group).toBe(noticeGroupForDepartment(department).id);
      expect(missingNoticeItems(notice), product.name).toEqual([]);
      expect(noticeFor(structuredClone(product), brandOf(product))).toEqual(notice);
    }
  });

  it('gives every product of the catalogue a complete notice', () => {
    const incomplete = catalogue.products.filter((product) => missingNoticeItems(noticeOf(product)).length > 0);
    expect(incomplete.map((product) => product.productNo)).toEqual([]);
  });

  it('names the product, its maker and the importer of a foreign brand', () => {
    const korean = catalogue.products.find((product) => product.department === 'FURNITURE' && brandOf(product).countryKo === '한국')!;
    const foreign = catalogue.products.find((product) => product.department === 'FURNITURE' && brandOf(product).countryKo !== '한국')!;
    const koreanNotice = noticeOf(korean);
    expect(koreanNotice.items.productName).toBe(korean.name);
    expect(koreanNotice.items.manufacturer).toBe(`${brandOf(korean).nameKo}(${brandOf(korean).nameLatin})`);
    expect(koreanNotice.items.countryOfManufacture).toBe('대한민국');
    expect(noticeOf(foreign).items.manufacturer).toBe(`${brandOf(foreign).nameKo}(${brandOf(foreign).nameLatin}) / 수입: (주)마루리빙`);
    expect(noticeOf(foreign).items.countryOfManufacture).toBe(brandOf(foreign).countryKo);
  });

  it('measures tiles from their spec, one line per size offered', () => {
    for (const product of sample('TILE')) {
      const size = noticeOf(product).items.size!;
      const sizeOptions = product.options.find((level) => level.optionName === '사이즈');
      expect(size.split(' / ')).toHaveLength(sizeOptions?.items.length ?? 1);
      expect(size).toMatch(/^\d+ × \d+ mm, 상자당 \d+장 \([\d.]+㎡\)/);
    }
    const square = catalogue.products.find((product) => product.tileSpec?.widthMm === 600 && product.tileSpec.heightMm === 600 && product.options.every((level) => level.optionName !== '사이즈'));
    expect(square && noticeOf(square).items.size).toBe('600 × 600 mm, 상자당 4장 (1.44㎡)');
  });

  it('lists the colours offered, or the one in the name, where the group asks for a colour', () => {
    const withColour = catalogue.products.filter((product) => noticeGroupForDepartment(product.department).items.some((item) => item.key === 'colour'));
    expect(withColour.length).toBeGreaterThan(100);
    for (const product of withColour) {
      const colour = noticeOf(product).items.colour!;
      const offered = product.options.find((level) => level.style === 'COLOR');
      if (offered) expect(colour).toBe(offered.items.map((item) => item.itemName).join(', '));
      else expect(product.name).toContain(colour);
    }
  });

  it('states furniture delivery from its delivery terms, and a one-year warranty', () => {
    for (const product of sample('FURNITURE')) {
      const { deliveryInstallationCost, qualityAssurance } = noticeOf(product).items;
      expect(qualityAssurance).toContain('1년');
      const direct = product.deliveries.find((delivery) => delivery.method === 'DIRECT')!;
      expect(deliveryInstallationCost).toContain(direct.fee === 0 ? '직접 배송·설치 무료' : `직접 배송·설치 ${direct.fee.toLocaleString('ko-KR')}원`);
      if (product.deliveries.some((delivery) => delivery.method === 'FREIGHT')) expect(deliveryInstallationCost).toContain('화물 배송 45,000원 (착불)');
    }
  });

  it('shows the rows in the group order', () => {
    const lamp = sample('LIGHTING')[0]!;
    const rows = noticeRows(noticeOf(lamp));
    expect(rows.map((row) => row.key)).toEqual(noticeGroupForDepartment('LIGHTING').items.map((item) => item.key));
    expect(rows.find((row) => row.key === 'afterSales')?.value).toBe('마루 고객센터 02-555-0199');
  });
});
