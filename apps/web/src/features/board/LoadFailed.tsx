import { Button, ErrorView } from '@/shared/ui';

/** A content request failed: say so in Korean and let the visitor try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <ErrorView
      title={title}
      message="내용을 불러오지 못했어요. 잠시 후 다시 시도해 주세요."
      actions={<Button onClick={onRetry}>다시 시도</Button>}
    />
  );
}
