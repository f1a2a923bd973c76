/** The shop's own description, for pages that have none of their own. */
export const SHOP_DESCRIPTION = '마루(MARU) — 가구와 디자인 브랜드, 유럽 타일, 카펫 타일, 수전·욕실, 인테리어 소품을 만나는 온라인 쇼룸.';
