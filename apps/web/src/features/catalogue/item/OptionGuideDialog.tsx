import { withParticle } from '@maru/domain';
import { Dialog } from '@/shared/ui';
import type { ProductDetail } from '../api/schemas';

const GUIDE_TITLES = ['옵션 1 안내', '옵션 2 안내'] as const;

interface OptionGuideDialogProps {
  level: number | undefined;
  optionName: string | undefined;
  product: ProductDetail;
  onClose: () => void;
}

/** Option 1 / option 2 guide popups (spec 01 §9) with the brand's own notes. */
export function OptionGuideDialog({ level, optionName, product, onClose }: OptionGuideDialogProps) {
  const title = level === undefined ? '' : (GUIDE_TITLES[level] ?? '옵션 안내');
  return (
    <Dialog open={level !== undefined} onClose={onClose} title={title}>
      <p>
        <strong>{product.brandName}</strong>
        {product.brandNameLatin ? ` (${product.brandNameLatin})` : ''}
        {product.brandCountry ? ` · ${product.brandCountry}` : ''}
      </p>
      {level === 0 ? (
        <p>
          {withParticle(optionName ?? '첫 번째 옵션', '은/는')} 브랜드가 정한 기본 규격이에요. 규격마다 가격과 재고가 다르니, 고른 뒤 다음 옵션의 품절 여부를
          확인해 주세요.
        </p>
      ) : (
        <p>
          {withParticle(optionName ?? '두 번째 옵션', '은/는')} 첫 번째 옵션에 따라 고를 수 있는 항목이 달라져요. 품절된 항목은 재입고 알림을 신청할 수 있어요.
        </p>
      )}
      <p>색상과 질감은 화면과 실제가 다를 수 있어요. 시공 전 샘플로 확인하시길 권해요.</p>
    </Dialog>
  );
}
