/**
 * The shop's colour vocabulary. One key drives three things that must agree: the colour
 * filter item, the colour words in names and option items, and the picture's palette.
 */
export const colourKeys = [
  'white',
  'ivory',
  'beige',
  'gray',
  'charcoal',
  'black',
  'brown',
  'green',
  'blue',
  'terracotta',
  'pink',
  'silver',
  'gold',
] as const;

export type ColourKey = (typeof colourKeys)[number];

export interface Colour {
  key: ColourKey;
  /** The colour filter item's name. */
  filterName: string;
  /** Names a product or option item may use for this colour; all start with filterName's meaning. */
  displayNames: readonly string[];
  /** Picture palette: background, main surface, accent and line colours. */
  palette: { background: string; base: string; accent: string; line: string };
}

export const colours: Record<ColourKey, Colour> = {
  white: colour('white', '화이트', ['화이트', '퓨어 화이트', '스노우 화이트'], '#f4f2ee', '#fbfaf7', '#d9d4cb', '#c9c3b8'),
  ivory: colour('ivory', '아이보리', ['아이보리', '크림 아이보리'], '#efe7d8', '#f5eedf', '#d8c9a8', '#cbbb98'),
  beige: colour('beige', '베이지', ['베이지', '샌드 베이지', '라이트 베이지'], '#e6d8c3', '#dcc8a9', '#b89d78', '#a88c66'),
  gray: colour('gray', '그레이', ['그레이', '웜 그레이', '라이트 그레이'], '#d9d9d6', '#bdbcb8', '#8f8e8a', '#7a7975'),
  charcoal: colour('charcoal', '차콜', ['차콜', '다크 차콜'], '#4a4b4d', '#5c5d60', '#2f3032', '#242527'),
  black: colour('black', '블랙', ['블랙', '미드나잇 블랙'], '#e9e7e2', '#26272a', '#45464a', '#111214'),
  brown: colour('brown', '브라운', ['브라운', '월넛 브라운', '오크 브라운'], '#eadfd2', '#8a6446', '#5d4230', '#4a3425'),
  green: colour('green', '그린', ['그린', '세이지 그린', '올리브 그린'], '#dfe5da', '#8fa58a', '#5f7a5c', '#4a6148'),
  blue: colour('blue', '블루', ['블루', '미스트 블루', '네이비 블루'], '#dce4ec', '#7f9cb8', '#3f5f82', '#2d4a6b'),
  terracotta: colour('terracotta', '테라코타', ['테라코타', '러스트 테라코타'], '#f0dfd4', '#c0704d', '#94502f', '#7a3f24'),
  pink: colour('pink', '핑크', ['핑크', '더스티 핑크', '로즈 핑크'], '#f3e3e1', '#dca8a3', '#b8736d', '#9c5f59'),
  silver: colour('silver', '실버', ['크롬 실버', '브러시드 실버'], '#e4e6e8', '#c7cbcf', '#8d949a', '#6b7278'),
  gold: colour('gold', '골드', ['브러시드 골드', '샴페인 골드'], '#efe9df', '#c9a45c', '#a07f3b', '#7d6128'),
};

function colour(
  key: ColourKey,
  filterName: string,
  displayNames: readonly string[],
  background: string,
  base: string,
  accent: string,
  line: string,
): Colour {
  return { key, filterName, displayNames, palette: { background, base, accent, line } };
}

/** The colour a display name stands for, e.g. '웜 그레이' → gray. */
export function colourOfName(name: string): ColourKey | undefined {
  return colourKeys.find((key) => colours[key].displayNames.includes(name));
}
