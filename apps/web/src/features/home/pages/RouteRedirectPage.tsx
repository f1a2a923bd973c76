import { Spinner } from '@/shared/ui';

/** /route forwards in its loader; this shows only while the redirect is on its way. */
export default function RouteRedirectPage() {
  return <Spinner label="페이지로 이동하는 중" />;
}
