// The exhibition feature's public surface. The page is not exported here: the router
// lazy-loads it from ./pages so it stays out of the entry.
/** My page's bookmark page lists the member's bookmarked exhibitions with this. */
export { ExhibitionBookmarks } from './bookmarks/ExhibitionBookmarks';
