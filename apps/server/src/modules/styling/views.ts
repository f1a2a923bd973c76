import { STYLING_IMAGE_WIDTHS, stylingImageHeight, stylingImageUrl, stylingSpaceNames, stylingStyleNames, type StylingCard, type StylingImage } from '@maru/domain';
import type { StylingRow } from './queries';

// Rows to answers. Picture sizes are known from the widths every photo is rendered at, so
// pages reserve the space before a file arrives.

export function stylingImage(stylingNo: number, position: number, alt: string): StylingImage {
  const largest = STYLING_IMAGE_WIDTHS[STYLING_IMAGE_WIDTHS.length - 1]!;
  return {
    url: stylingImageUrl(stylingNo, position, largest),
    width: largest,
    height: stylingImageHeight(largest),
    sources: STYLING_IMAGE_WIDTHS.map((width) => ({ url: stylingImageUrl(stylingNo, position, width), width })),
    alt,
  };
}

export function stylingCardOf(row: StylingRow): StylingCard {
  const spaceName = stylingSpaceNames[row.space];
  const styleName = stylingStyleNames[row.style];
  return {
    stylingNo: row.stylingNo,
    title: row.title,
    summary: row.summary,
    space: row.space,
    spaceName,
    style: row.style,
    styleName,
    cover: stylingImage(row.stylingNo, 0, `${styleName} 스타일 ${spaceName}: ${row.title}`),
    productCnt: row.productCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}
