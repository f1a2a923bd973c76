export { BookmarkButton, type BookmarkButtonProps } from './BookmarkButton';
export { BookmarkList, type BookmarkListProps } from './BookmarkList';
