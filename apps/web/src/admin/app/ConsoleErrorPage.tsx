import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, LinkButton } from '@/shared/ui/Button';
import { ErrorView } from '@/shared/ui/ErrorView';
import { ConsoleApiError } from '../api/console-api';
import { useConsoleTitle } from '../ui/helpers/use-console-title';

/** A page that could not be shown: a role that may not see it, or a call that failed. */
export function ConsoleErrorPage() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  useConsoleTitle(forbidden ? '권한 없음' : '오류');
  if (forbidden) {
    return <ErrorView title="권한이 없습니다" message="이 메뉴를 볼 권한이 없습니다. 필요하면 관리자에게 요청하세요." actions={<LinkButton to="/">콘솔 처음으로</LinkButton>} />;
  }
  const detail = error instanceof ConsoleApiError ? `${error.message} (${error.status || '연결 없음'}/${error.code})` : undefined;
  return (
    <ErrorView
      title="페이지를 표시하지 못했습니다"
      message="잠시 후 다시 시도해 주세요. 문제가 계속되면 개발팀에 알려 주세요."
      detail={detail}
      actions={<Button onClick={() => window.location.reload()}>다시 시도</Button>}
    />
  );
}
