import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { stylingDetailQuery, stylingNoOf } from '../api/styling-api';
import { StylingDetailView } from '../detail/StylingDetailView';

export { stylingDetailLoader as loader, stylingDetailMeta as meta } from '../seo/styling-meta';

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400 || error.kind === 'code');

function StylingDetailPage() {
  const { id } = useParams();
  const stylingNo = stylingNoOf(id);
  const styling = useQuery({ ...stylingDetailQuery(stylingNo), enabled: stylingNo > 0 });
  usePageTitle(styling.data?.title ?? '스타일링');

  if (stylingNo === 0 || (styling.isError && isMissing(styling.error))) {
    return (
      <EmptyState
        headingLevel={1}
        title="스타일링을 찾을 수 없어요"
        description="공개가 끝났거나 주소가 바뀐 스타일링이에요."
        actions={<LinkButton to={paths.stylingList()}>스타일링 둘러보기</LinkButton>}
      />
    );
  }
  if (styling.isError) return <EmptyState headingLevel={1} title="스타일링을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." />;
  if (styling.isPending) return <Spinner label="스타일링을 불러오는 중" />;
  return <StylingDetailView key={styling.data.stylingNo} styling={styling.data} />;
}

export default withQueryClient(StylingDetailPage);
