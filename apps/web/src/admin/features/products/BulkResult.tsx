import { type BulkProductResult, formatNumber } from '@maru/domain';
import { Button } from '@/shared/ui/Button';
import own from './products.module.css';

/** What a bulk action did: how many changed, and each product left as it was with the server's reason. */
export function BulkResult({ result, onClose }: { result: BulkProductResult; onClose: () => void }) {
  return (
    <div className={own.result} role="status">
      <p>
        <strong>{formatNumber(result.updated)}개</strong> 상품을 바꿨습니다.
        {result.skipped.length ? ` ${formatNumber(result.skipped.length)}개는 건너뛰었습니다.` : ''}
      </p>
      {result.skipped.length ? (
        <ul aria-label="건너뛴 상품">
          {result.skipped.map((skip) => (
            <li key={skip.productNo}>
              상품번호 {skip.productNo}: {skip.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        닫기
      </Button>
    </div>
  );
}
