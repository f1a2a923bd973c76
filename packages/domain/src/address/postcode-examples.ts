/**
 * The searches the postcode dialog suggests in its field ("예) 테헤란로 123, 역삼동,
 * 마루아파트"): a road name with a building number, a 동, a building name. The server's
 * postcode sandbox holds an address each of them finds, so a shopper who tries the example
 * is never told "검색 결과 0건" (its search test runs exactly these).
 */
export const POSTCODE_SEARCH_EXAMPLES = ['테헤란로 123', '역삼동', '마루아파트'] as const;
