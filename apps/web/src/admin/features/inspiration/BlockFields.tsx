import { movedItem, type PickedCoupon, type PickedProduct } from '@maru/domain';
import { useId } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import type { EditorBlock } from './exhibition-form';
import { ImageUpload } from './ImageUpload';
import { searchCoupons, searchProducts } from './inspiration-api';
import { productLine, SearchPicker } from './ProductSearch';
import styles from './inspiration.module.css';

const couponLine = (coupon: PickedCoupon) => `${coupon.couponName} (${coupon.benefit}, ${coupon.eventTitle}${coupon.open ? '' : ', 지금은 받을 수 없음'})`;

type BlockOf<Kind extends EditorBlock['kind']> = Extract<EditorBlock, { kind: Kind }>;

interface BlockFieldsProps<Block extends EditorBlock = EditorBlock> {
  block: Block;
  index: number;
  onChange: (block: Block) => void;
  /** The block's problem by its field (`title`). */
  error: (field: string) => string | undefined;
}

/** A block's own fields, by its kind: a picture with its alt text and link, HTML, or a title with the products or coupons chosen. */
export function BlockFields({ block, index, onChange, error }: BlockFieldsProps) {
  const id = useId();
  switch (block.kind) {
    case 'IMAGE':
      return (
        <div className={styles.blockFields}>
          {block.url ? <img src={block.url} alt="" className={styles.thumb} width={160} height={107} /> : null}
          <ImageUpload section="exhibitions" label={block.url ? '다른 사진 올리기' : '사진 올리기'} error={error('imageId')} onUploaded={(image) => onChange({ ...block, imageId: image.imageId, imageKey: null, url: image.thumbnailUrl })} />
          <BlockText id={`${id}-alt`} label="대체 텍스트" value={block.alt} onChange={(alt) => onChange({ ...block, alt })} problem={error('alt')} hint="사진을 볼 수 없는 분께 읽어 줄 설명" maxLength={300} />
          <BlockText id={`${id}-linkUrl`} label="누르면 갈 주소 (선택)" value={block.linkUrl} onChange={(linkUrl) => onChange({ ...block, linkUrl })} problem={error('linkUrl')} hint="쇼핑몰 안의 주소, 예: /product/list" maxLength={500} />
        </div>
      );
    case 'EDITOR':
      return (
        <div className={styles.blockFields}>
          <BlockText
            id={`${id}-html`}
            label="글 (HTML)"
            value={block.html}
            onChange={(html) => onChange({ ...block, html })}
            problem={error('html')}
            multiline
            hint="제목(h2~h4), 문단, 목록, 굵게, 링크를 쓸 수 있습니다. 스크립트와 허용되지 않은 태그·속성은 보여 줄 때 지워집니다."
          />
        </div>
      );
    case 'PRODUCT':
      return <ProductBlockFields id={id} block={block} index={index} onChange={onChange} error={error} />;
    case 'COUPON':
      return <CouponBlockFields id={id} block={block} index={index} onChange={onChange} error={error} />;
  }
}

/** 상품 묶음: its title, the products chosen in order, and the search that adds one. */
function ProductBlockFields({ id, block, index, onChange, error }: BlockFieldsProps<BlockOf<'PRODUCT'>> & { id: string }) {
  return (
    <div className={styles.blockFields}>
      <BlockText id={`${id}-title`} label="묶음 제목" value={block.title} onChange={(title) => onChange({ ...block, title })} problem={error('title')} maxLength={100} />
      <ChosenList
        label={`${index + 1}번째 블록의 상품`}
        items={block.products}
        keyOf={(product: PickedProduct) => product.productNo}
        describe={productLine}
        onChange={(products) => onChange({ ...block, products })}
        error={error('productNos')}
        empty="아직 고른 상품이 없습니다."
      />
      <SearchPicker
        label="상품 찾기 (상품번호, 상품명·브랜드)"
        noun="상품"
        search={(keyword) => searchProducts('exhibitions', keyword)}
        keyOf={(product) => product.productNo}
        describe={productLine}
        chosen={new Set(block.products.map((product) => product.productNo))}
        onPick={(product) => onChange({ ...block, products: [...block.products, product] })}
      />
    </div>
  );
}

/** 쿠폰: its title, the event coupons chosen in order, and the search that adds one (listing all before a keyword). */
function CouponBlockFields({ id, block, index, onChange, error }: BlockFieldsProps<BlockOf<'COUPON'>> & { id: string }) {
  return (
    <div className={styles.blockFields}>
      <BlockText id={`${id}-title`} label="블록 제목" value={block.title} onChange={(title) => onChange({ ...block, title })} problem={error('title')} maxLength={100} />
      <ChosenList
        label={`${index + 1}번째 블록의 쿠폰`}
        items={block.coupons}
        keyOf={(coupon: PickedCoupon) => coupon.couponId}
        describe={couponLine}
        onChange={(coupons) => onChange({ ...block, coupons })}
        error={error('couponIds')}
        empty="아직 고른 쿠폰이 없습니다. 이벤트 쿠폰만 넣을 수 있고, 한 블록의 쿠폰은 같은 이벤트의 것이어야 합니다."
      />
      <SearchPicker
        label="이벤트 쿠폰 찾기 (쿠폰 이름, 이벤트)"
        noun="쿠폰"
        allowEmpty
        search={searchCoupons}
        keyOf={(coupon) => coupon.couponId}
        describe={couponLine}
        chosen={new Set(block.coupons.map((coupon) => coupon.couponId))}
        onPick={(coupon) => onChange({ ...block, coupons: [...block.coupons, coupon] })}
      />
    </div>
  );
}

interface BlockTextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  /** A textarea of six rows instead of a one-line input. */
  multiline?: boolean;
  hint?: string;
  maxLength?: number;
}

/** A block's text field under its label, with its hint and its problem read out with it. */
function BlockText({ id, label, value, onChange, problem, multiline, hint, maxLength }: BlockTextProps) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy, maxLength };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} /> : <input {...common} onChange={(event) => onChange(event.target.value)} autoComplete="off" />}
      {hint ? (
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}

/** The chosen products or coupons in order, each movable (위로) and removable (빼기). */
function ChosenList<Item>({ label, items, keyOf, describe, onChange, error, empty }: {
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => number;
  describe: (item: Item) => string;
  onChange: (items: Item[]) => void;
  error?: string;
  empty: string;
}) {
  const id = useId();
  return (
    <div>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={styles.chosen} aria-label={label} aria-describedby={error ? `${id}-error` : undefined}>
          {items.map((item, index) => (
            <li key={keyOf(item)}>
              <span>{describe(item)}</span>
              <Button variant="ghost" disabled={index === 0} onClick={() => onChange(movedItem(items, index, index - 1))} aria-label={`${describe(item)} 위로`}>
                위로
              </Button>
              <Button variant="ghost" onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`${describe(item)} 빼기`}>
                빼기
              </Button>
            </li>
          ))}
        </ol>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
