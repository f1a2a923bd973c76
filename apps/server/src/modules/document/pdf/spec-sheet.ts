import { sellingPrice, type DocumentFamily, type ProductFacts } from '../facts';
import { ACCENT, CONTENT_WIDTH, type Doc, ensureSpace, finish, header, keyValueTable, newDocument, PAGE, paragraph, printable, sectionTitle, table, won } from './layout';

/** 제품 사양서: what the product is, what it costs, its options and a dimensioned drawing. */
export async function specSheetPdf(facts: ProductFacts, family: DocumentFamily): Promise<Buffer> {
  const doc = await newDocument(`${facts.name} 제품 사양서`, `${facts.brandNameKo} ${facts.name}의 제품 사양`);
  header(doc, '제품 사양서', facts.name);
  paragraph(doc, `${facts.brandNameKo} (${facts.brandNameLatin}) · ${facts.categoryName} · 상품번호 ${facts.productNo}`, { muted: true });

  sectionTitle(doc, '가격');
  const selling = sellingPrice(facts);
  keyValueTable(doc, [
    ['판매가', `${won(selling)} (부가세 포함)`],
    ...(selling < facts.price ? ([['정가', won(facts.price)]] as [string, string][]) : []),
    ...(family === 'tile' && facts.tileSpec ? ([['㎡당 가격', `약 ${won(Math.round(selling / facts.tileSpec.m2PerBox))}`]] as [string, string][]) : []),
  ]);

  sectionTitle(doc, '제품 사양');
  keyValueTable(doc, specRows(facts));

  if (facts.options.length > 0) {
    sectionTitle(doc, '옵션');
    table(
      doc,
      [{ title: '옵션', width: 0.25 }, { title: '선택 항목', width: 0.5 }, { title: '추가 금액', width: 0.25, align: 'right' }],
      facts.options.flatMap((option) => option.items.map((item, index) => [index === 0 ? option.name : '', item.name, item.extraPrice > 0 ? `+${won(item.extraPrice)}` : '-'])),
    );
  }

  sectionTitle(doc, family === 'tile' ? '규격 도면' : '개략도');
  if (family === 'tile' && facts.tileSpec) tileDrawing(doc, facts.tileSpec.widthMm, facts.tileSpec.heightMm);
  else faucetDrawing(doc);

  if (facts.description) {
    sectionTitle(doc, '상품 설명');
    paragraph(doc, facts.description);
  }
  return finish(doc, '본 사양서는 마루의 상품 정보로 만들어졌습니다. 실제 제품은 생산 로트에 따라 색상과 치수에 약간의 차이가 있을 수 있습니다.');
}

function specRows(facts: ProductFacts): [string, string][] {
  const rows: [string, string][] = [
    ['브랜드', `${facts.brandNameKo} (${facts.brandNameLatin})`],
    ['브랜드 국가', facts.brandCountry],
    ['분류', facts.categoryName],
  ];
  for (const [group, values] of facts.attributes) rows.push([group, values.join(', ')]);
  if (facts.tileSpec) {
    const spec = facts.tileSpec;
    rows.push(['규격', `${spec.widthMm} × ${spec.heightMm} mm`], ['박스 구성', `${spec.piecesPerBox}장 / 박스`], ['박스당 면적', `${spec.m2PerBox.toFixed(2)} ㎡`]);
  }
  return rows;
}

/** The tile to scale inside a 240 pt box, with its width and height dimension lines. */
function tileDrawing(doc: Doc, widthMm: number, heightMm: number): void {
  const box = 200;
  const scale = box / Math.max(widthMm, heightMm);
  const w = widthMm * scale;
  const h = heightMm * scale;
  ensureSpace(doc, h + 60);
  const left = PAGE.margin + (CONTENT_WIDTH - w) / 2;
  const top = doc.y + 16;
  doc.rect(left, top, w, h).lineWidth(1.2).strokeColor('#1f2328').stroke();
  // A faint grid of 100 mm squares shows the scale.
  doc.lineWidth(0.3).strokeColor('#c9ced4');
  for (let x = 100; x < widthMm; x += 100) doc.moveTo(left + x * scale, top).lineTo(left + x * scale, top + h).stroke();
  for (let y = 100; y < heightMm; y += 100) doc.moveTo(left, top + y * scale).lineTo(left + w, top + y * scale).stroke();
  doc.strokeColor(ACCENT).fillColor(ACCENT).lineWidth(0.8);
  const below = top + h + 10;
  doc.moveTo(left, below).lineTo(left + w, below).stroke();
  doc.moveTo(left, below - 4).lineTo(left, below + 4).moveTo(left + w, below - 4).lineTo(left + w, below + 4).stroke();
  doc.fontSize(9).text(`${widthMm} mm`, left, below + 4, { width: w, align: 'center' });
  const side = left + w + 10;
  doc.moveTo(side, top).lineTo(side, top + h).stroke();
  doc.moveTo(side - 4, top).lineTo(side + 4, top).moveTo(side - 4, top + h).lineTo(side + 4, top + h).stroke();
  doc.text(`${heightMm} mm`, side + 6, top + h / 2 - 5, { width: 80 });
  doc.fillColor('#1f2328').fontSize(10);
  doc.y = below + 26;
  paragraph(doc, '격자 한 칸은 100 × 100 mm입니다.', { muted: true, size: 9 });
}

/** A side view of a deck-mounted faucet: base, body, spout and lever, with the usual heights. */
function faucetDrawing(doc: Doc): void {
  ensureSpace(doc, 230);
  const left = PAGE.margin + CONTENT_WIDTH / 2 - 80;
  const base = doc.y + 190;
  doc.lineWidth(1.2).strokeColor('#1f2328');
  doc.moveTo(left - 40, base).lineTo(left + 200, base).stroke();
  doc.rect(left, base - 14, 60, 14).stroke();
  doc.rect(left + 12, base - 150, 36, 136).stroke();
  doc.moveTo(left + 48, base - 140).bezierCurveTo(left + 110, base - 150, left + 150, base - 130, left + 150, base - 95).stroke();
  doc.moveTo(left + 48, base - 124).bezierCurveTo(left + 104, base - 132, left + 136, base - 116, left + 136, base - 95).stroke();
  doc.moveTo(left + 136, base - 95).lineTo(left + 150, base - 95).stroke();
  doc.moveTo(left + 30, base - 150).lineTo(left + 2, base - 176).lineWidth(4).stroke();
  doc.lineWidth(0.8).strokeColor(ACCENT).fillColor(ACCENT).fontSize(9);
  doc.moveTo(left - 20, base).lineTo(left - 20, base - 150).stroke();
  doc.text('토출구 높이 약 150 mm', left - 150, base - 80, { width: 124, align: 'right' });
  doc.moveTo(left + 48, base + 10).lineTo(left + 150, base + 10).stroke();
  doc.text('토출 길이 약 110 mm', left + 48, base + 14, { width: 140 });
  doc.fillColor('#1f2328').fontSize(10);
  doc.y = base + 34;
  paragraph(doc, printable('치수는 대표 모델 기준이며 모델과 옵션에 따라 다릅니다. 설치 전 실측해 주세요.'), { muted: true, size: 9 });
}
