import type { PageMeta } from '@/shared/seo';
import { NotFoundView } from './NotFoundView';

/** An unknown address answers 404 from the server, out of search engines. */
export const meta = (): PageMeta => ({ title: '페이지를 찾을 수 없습니다', noindex: true, status: 404 });

/** The page of the catch-all route, loaded like any other page (see app/page-modules.ts). */
export default function NotFoundPage() {
  return <NotFoundView />;
}
