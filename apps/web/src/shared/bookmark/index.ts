export { BookmarkButton, type BookmarkButtonProps } from './BookmarkButton';
