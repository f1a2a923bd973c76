import { EmptyState } from '@/shared/ui/EmptyState';
import { LinkButton } from '@/shared/ui/Button';
import { useConsoleTitle } from '../ui/helpers/use-console-title';

export function NotFoundPage() {
  useConsoleTitle('페이지 없음');
  return <EmptyState headingLevel={1} title="찾을 수 없는 페이지입니다" description="주소를 확인하거나 메뉴에서 다시 골라 주세요." actions={<LinkButton to="/">콘솔 처음으로</LinkButton>} />;
}
