import { Spinner } from '@/shared/ui/Spinner';

export function ConsoleLoading() {
  return <Spinner label="운영 콘솔을 불러오는 중" />;
}
