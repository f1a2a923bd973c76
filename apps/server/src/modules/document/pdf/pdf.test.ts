import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandFacts, ProductFacts } from '../facts';
import { documentFamilyOf } from '../facts';
import { brandCataloguePdf } from './brand-catalogue';
import { installGuidePdf } from './install-guide';
import { newDocument, printable } from './layout';
import { specSheetPdf } from './spec-sheet';

const tile: ProductFacts = {
  productNo: 100123,
  name: '발도로 칼라카타 마블 포세린 타일 600×1200 무광',
  brandNameKo: '체라미케 발도로',
  brandNameLatin: 'Ceramiche Valdoro',
  brandNo: 3,
  brandCountry: '이탈리아',
  department: 'TILE',
  categoryName: '포세린',
  description: '이탈리아에서 만든 포세린 타일입니다.',
  price: 98_000,
  priceDiscount: 88_000,
  tileSpec: { widthMm: 600, heightMm: 1200, piecesPerBox: 2, m2PerBox: 1.44 },
  attributes: [['마감', ['무광']], ['소재', ['포세린']]],
  options: [{ name: '마감', items: [{ name: '무광', extraPrice: 0 }, { name: '유광', extraPrice: 2_000 }] }],
};
const faucet: ProductFacts = { ...tile, name: '노르디크 아크 벽부형 세면대 수전', department: 'BATH', categoryName: '세면대 수전', tileSpec: null };
const brand: BrandFacts = {
  brandNo: 3, nameKo: '체라미케 발도로', nameLatin: 'Ceramiche Valdoro', country: '이탈리아', department: 'TILE', productCount: 321,
  products: Array.from({ length: 40 }, (_, index) => ({ productNo: 100_000 + index, name: `발도로 타일 ${index}`, categoryName: '포세린', price: 50_000, priceDiscount: 0, size: '600×1200 mm' })),
};

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-' && body.subarray(-8).toString('latin1').includes('%%EOF');
const pageCount = (body: Buffer) => body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the documents', () => {
  it('are small PDFs with the font subset embedded', async () => {
    for (const body of [await specSheetPdf(tile, 'tile'), await installGuidePdf(tile, 'tile'), await specSheetPdf(faucet, 'faucet'), await installGuidePdf(faucet, 'faucet')]) {
      expect(isPdf(body)).toBe(true);
      // The whole font is 250 KB; only the glyphs used are embedded.
      expect(body.length).toBeLessThan(80_000);
      expect(body.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Regular/);
    }
  });

  it('break a long brand catalogue across pages', async () => {
    const body = await brandCataloguePdf(brand);
    expect(isPdf(body)).toBe(true);
    expect(pageCount(body)).toBeGreaterThanOrEqual(2);
  });

  it('tell tiles and faucets from the rest', () => {
    expect(documentFamilyOf('TILE', '포세린')).toBe('tile');
    expect(documentFamilyOf('BATH', '주방 수전')).toBe('faucet');
    expect(documentFamilyOf('BATH', '욕실 액세서리')).toBeNull();
    expect(documentFamilyOf('FURNITURE', '체어')).toBeNull();
  });
});

describe('the embedded font', () => {
  // pdfkit keeps the fontkit font it embeds; reaching for it is the simplest way to ask about glyphs.
  type Font = { hasGlyphForCodePoint(code: number): boolean };
  let font: Font;
  beforeAll(async () => {
    const doc = await newDocument('t', 't');
    doc.font('regular');
    font = (doc as unknown as { _font: { font: Font } })._font.font;
  });
  const missing = (text: string) => [...new Set(printable(text))].filter((character) => !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!));

  it("draws every character of the catalogue seed's Korean vocabulary and of the documents' own text", () => {
    const sources: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder)) {
        const file = path.join(folder, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) sources.push(readFileSync(file, 'utf8'));
      }
    };
    walk(path.resolve(import.meta.dirname, '../../catalogue/seed'));
    walk(import.meta.dirname);
    // String literals only: the comments may use any character.
    const literals = sources.flatMap((source) => source.match(/'[^'\n]*'|`[^`]*`/g) ?? []).join('');
    expect(missing(literals)).toEqual([]);
  });

  it('gets stand-ins for the symbols the Korean slice lacks', () => {
    expect(printable('600×1200 ㎡ 60℃ Vitrá')).toBe('600x1200 m² 60°C Vitra');
  });
});
