export { ShareButtons, type ShareButtonsProps } from './ShareButtons';
export { copyLink, CopyLinkMessage, type CopyResult } from './copy-link';
export type { KakaoMessage } from './kakao';
