// The styling feature's public surface. Pages are not exported here: the router lazy-loads
// them from ./pages so they stay out of the entry.
/** My page's bookmark page (스크랩) lists the member's bookmarked styling pages with this. */
export { StylingBookmarks } from './bookmarks/StylingBookmarks';
