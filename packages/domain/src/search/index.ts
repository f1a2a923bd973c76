export { addRecentSearch, removeRecentSearch } from './recentSearches';
export { normalizeSearchText, queryBigrams, searchBigrams } from './searchBigrams';
