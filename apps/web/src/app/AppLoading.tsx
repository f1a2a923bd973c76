import { Spinner } from '@/shared/ui';

/** Shown while the first page's code and data arrive. */
export function AppLoading() {
  return <Spinner label="페이지를 불러오는 중" />;
}
