// The words a styling page is filed under. Spaces are the spec's common code group PLACES
// (the code module seeds it; styling.test.ts checks these names against it), so a room in
// the shop and a place on an inquiry form mean the same thing. Styles have no code group in
// the spec, so they are declared here only.

export const STYLING_SPACES = ['LIVING', 'KITCHEN', 'BATH', 'BEDROOM', 'ENTRANCE', 'BALCONY', 'OFFICE'] as const;
export type StylingSpace = (typeof STYLING_SPACES)[number];

export const stylingSpaceNames: Record<StylingSpace, string> = {
  LIVING: '거실',
  KITCHEN: '주방',
  BATH: '욕실',
  BEDROOM: '침실',
  ENTRANCE: '현관',
  BALCONY: '발코니',
  OFFICE: '사무 공간',
};

export const STYLING_STYLES = ['MODERN', 'NATURAL', 'MINIMAL', 'CLASSIC', 'NORDIC', 'INDUSTRIAL', 'VINTAGE'] as const;
export type StylingStyle = (typeof STYLING_STYLES)[number];

export const stylingStyleNames: Record<StylingStyle, string> = {
  MODERN: '모던',
  NATURAL: '내추럴',
  MINIMAL: '미니멀',
  CLASSIC: '클래식',
  NORDIC: '북유럽',
  INDUSTRIAL: '인더스트리얼',
  VINTAGE: '빈티지',
};

/** Rooms are photographed 4:3; every photo is rendered at these widths. */
export const STYLING_IMAGE_WIDTHS = [480, 960, 1600] as const;
export type StylingImageWidth = (typeof STYLING_IMAGE_WIDTHS)[number];
export const STYLING_IMAGE_RATIO = 3 / 4;

export const stylingImageHeight = (width: number): number => Math.round(width * STYLING_IMAGE_RATIO);

/** Where a styling photo's file is served: one folder per page, one file per photo and width. */
export function stylingImageUrl(stylingNo: number, position: number, width: StylingImageWidth): string {
  return `/media/styling/${stylingNo}/${position}-${width}.webp`;
}

export const STYLING_PAGE_SIZE = 12;
export const STYLING_PAGE_SIZE_MAX = 48;
