import { withParticle } from '@maru/domain';
import { EmptyState, LinkButton, LoadFailed, Spinner } from '@/shared/ui';
import { showroomPaths } from './links';
import { isMissing } from './showroom-api';

/** The pending, missing and failed states of an office or floor page. */
export function QueryState({ what, error, isPending, refetch }: { what: string; error: unknown; isPending: boolean; refetch: () => unknown }) {
  if (isPending) return <Spinner label={`${what} 불러오는 중`} />;
  if (isMissing(error)) {
    return <EmptyState headingLevel={1} title={`${withParticle(what, '을/를')} 찾을 수 없어요`} description="주소가 잘못되었거나 더 이상 운영하지 않는 곳이에요." actions={<LinkButton to={showroomPaths.list()}>쇼룸 목록으로</LinkButton>} />;
  }
  return <LoadFailed title={`${withParticle(what, '을/를')} 불러오지 못했어요`} error={error} onRetry={() => void refetch()} />;
}
