import { formatKrw } from '@maru/domain';
import { loadPdfKit } from '../../../core/operations/heavy-libraries';
import { documentFonts } from './fonts';

// Shared page furniture of the documents: A4, a header band with the shop's name, titled
// sections, two-column tables and a footer on every page.

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK = '#1f2328';
const MUTED = '#59636e';
const LINE = '#d0d7de';
export const ACCENT = '#8a5a2b';

/** Fixed so the same product gives the same document, whatever the day it is made. */
const DOCUMENT_DATE = new Date(Date.UTC(2026, 0, 1));

export type Doc = PDFKit.PDFDocument;

export async function newDocument(title: string, subject: string): Promise<Doc> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: title, Subject: subject, Author: '마루 Maru', Creator: '마루 Maru', Producer: 'Maru', CreationDate: DOCUMENT_DATE },
    lang: 'ko-KR',
    displayTitle: true,
    pdfVersion: '1.7',
  });
  const fonts = documentFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fillColor(INK);
  return doc;
}

/**
 * Text the embedded font can draw: accents are dropped (Vitrá → Vitra) and the few symbols
 * the Korean slice lacks get an ASCII stand-in, rather than an empty box in the PDF.
 */
export function printable(text: string): string {
  return text
    .replace(/×/g, 'x')
    .replace(/→/g, '->')
    .replace(/≥/g, '>=')
    .replace(/㎡/g, 'm²')
    .replace(/℃/g, '°C')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

export const won = formatKrw;

export function header(doc: Doc, kicker: string, title: string): void {
  doc.rect(0, 0, PAGE.width, 86).fill('#f6f1ea');
  doc.fillColor(ACCENT).font('bold').fontSize(10).text(printable(`마루 MARU  ·  ${kicker}`), PAGE.margin, 26, { width: CONTENT_WIDTH });
  doc.fillColor(INK).font('bold').fontSize(20).text(printable(title), PAGE.margin, 44, { width: CONTENT_WIDTH, lineBreak: false, ellipsis: true });
  doc.font('regular').fontSize(10).fillColor(INK);
  doc.y = 108;
}

export function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(13).fillColor(INK).text(printable(title), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 3;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.y = y + 8;
  doc.font('regular').fontSize(10);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean; size?: number } = {}): void {
  doc.font('regular').fontSize(options.size ?? 10).fillColor(options.muted ? MUTED : INK);
  doc.text(printable(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.fillColor(INK);
}

/** A two-column table (label | value) with hairlines, breaking across pages. */
export function keyValueTable(doc: Doc, rows: [string, string][], labelWidth = 120): void {
  for (const [label, value] of rows) {
    const valueWidth = CONTENT_WIDTH - labelWidth - 16;
    doc.font('regular').fontSize(10);
    const height = Math.max(doc.heightOfString(printable(value), { width: valueWidth }), 12) + 12;
    ensureSpace(doc, height);
    const top = doc.y;
    doc.rect(PAGE.margin, top, labelWidth, height).fill('#f6f8fa');
    doc.fillColor(MUTED).font('bold').text(printable(label), PAGE.margin + 8, top + 6, { width: labelWidth - 16 });
    doc.fillColor(INK).font('regular').text(printable(value), PAGE.margin + labelWidth + 8, top + 6, { width: valueWidth });
    doc.moveTo(PAGE.margin, top + height).lineTo(PAGE.margin + CONTENT_WIDTH, top + height).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y = top + height;
  }
  doc.x = PAGE.margin;
}

/** A table with a header row; widths are fractions of the content width. */
export function table(doc: Doc, columns: { title: string; width: number; align?: 'left' | 'right' }[], rows: string[][]): void {
  const widths = columns.map((column) => column.width * CONTENT_WIDTH);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(printable(cell), { width: widths[index]! - 10 }))) + 10;
    ensureSpace(doc, height + (bold ? 20 : 0));
    const top = doc.y;
    if (bold) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill('#f6f1ea');
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      doc.fillColor(INK).text(printable(cell), x + 5, top + 5, { width: widths[index]! - 10, align: columns[index]?.align ?? 'left' });
      x += widths[index]!;
    });
    doc.moveTo(PAGE.margin, top + height).lineTo(PAGE.margin + CONTENT_WIDTH, top + height).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y = top + height;
  };
  drawRow(columns.map((column) => column.title), true);
  for (const row of rows) drawRow(row, false);
  doc.x = PAGE.margin;
}

/** Numbered steps with a round badge, each kept whole on a page. */
export function steps(doc: Doc, items: { title: string; text: string }[]): void {
  items.forEach((item, index) => {
    const textWidth = CONTENT_WIDTH - 36;
    doc.font('regular').fontSize(10);
    const height = doc.heightOfString(printable(item.text), { width: textWidth, lineGap: 2 }) + 24;
    ensureSpace(doc, height);
    const top = doc.y;
    doc.circle(PAGE.margin + 11, top + 9, 10).fill(ACCENT);
    doc.fillColor('#ffffff').font('bold').fontSize(10).text(String(index + 1), PAGE.margin + 1, top + 4, { width: 20, align: 'center' });
    doc.fillColor(INK).font('bold').fontSize(11).text(printable(item.title), PAGE.margin + 32, top + 1, { width: textWidth });
    doc.font('regular').fontSize(10).text(printable(item.text), PAGE.margin + 32, doc.y + 2, { width: textWidth, lineGap: 2 });
    doc.y += 10;
  });
  doc.x = PAGE.margin;
}

export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - PAGE.margin - 24) doc.addPage();
}

/** Footer and page numbers on every page, drawn once the content is laid out. */
export function finish(doc: Doc, footer: string): Promise<Buffer> {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = PAGE.height - PAGE.margin + 8;
    // Writing below the bottom margin would start a new page; lift the margin while drawing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(printable(footer), PAGE.margin, y, { width: CONTENT_WIDTH - 60, lineBreak: false, ellipsis: true });
    doc.text(`${index + 1} / ${range.count}`, PAGE.margin + CONTENT_WIDTH - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
