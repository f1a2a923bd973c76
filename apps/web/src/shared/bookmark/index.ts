export { BookmarkButton, type BookmarkButtonProps } from './BookmarkButton';
export { BookmarkList, type BookmarkListProps } from './BookmarkList';
export { type MemberToggle, useMemberToggle } from './use-member-toggle';
