import { NotFoundView } from './NotFoundView';

/** The page of the catch-all route, loaded like any other page (see app/page-files.ts). */
export default function NotFoundPage() {
  return <NotFoundView />;
}
