import { movedItem, type PickedCoupon, type PickedProduct } from '@maru/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { type BlockKind, blockKindLabels, type EditorBlock, emptyBlock } from './exhibition-form';
import { ImageUpload } from './ImageUpload';
import { searchCoupons, searchProducts } from './inspiration-api';
import { productLine, SearchPicker } from './ProductSearch';
import styles from './inspiration.module.css';

const KINDS: readonly BlockKind[] = ['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON'];

type FocusTarget = { key: string; control: 'handle' | 'up' | 'down' };

interface BlockEditorProps {
  blocks: readonly EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  /** Problems by path (`blocks.2.title`), from the domain's check or the server. */
  errors: Readonly<Record<string, string>>;
}

const couponLine = (coupon: PickedCoupon) => `${coupon.couponName} (${coupon.benefit}, ${coupon.eventTitle}${coupon.open ? '' : ', 지금은 받을 수 없음'})`;

/**
 * The exhibition's blocks in order: add one of the kinds the shop renders (사진, 글, 상품 묶음,
 * 쿠폰), fill it, move it with 위로/아래로 or the arrow keys on its 순서 handle (the new place is
 * announced and the focus stays on the moved block), remove it. Nothing is saved until the page's
 * 저장; the preview shows the saved version.
 */
export function BlockEditor({ blocks, onChange, errors }: BlockEditorProps) {
  const kindId = useId();
  const [kind, setKind] = useState<BlockKind>('IMAGE');
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusTarget || !list.current) return;
    const control = (name: FocusTarget['control']) => list.current?.querySelector<HTMLButtonElement>(`[data-block-control="${focusTarget.key}:${name}"]`);
    const wanted = control(focusTarget.control);
    (wanted && !wanted.disabled ? wanted : control('handle'))?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, blocks]);

  const update = (index: number, block: EditorBlock) => onChange(blocks.map((each, at) => (at === index ? block : each)));
  const move = (from: number, to: number, control: FocusTarget['control']) => {
    if (to < 0 || to >= blocks.length || to === from) return;
    const moved = blocks[from]!;
    onChange(movedItem(blocks, from, to));
    setAnnouncement(`${blockKindLabels[moved.kind]} 블록을 ${to + 1}번째로 옮겼습니다. (모두 ${blocks.length}개)`);
    setFocusTarget({ key: moved.key, control });
  };
  const remove = (index: number) => {
    const removed = blocks[index]!;
    onChange(blocks.filter((_, at) => at !== index));
    setAnnouncement(`${index + 1}번째 ${blockKindLabels[removed.kind]} 블록을 뺐습니다.`);
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : event.key === 'Home' ? 0 : event.key === 'End' ? blocks.length - 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'handle');
  };

  return (
    <section className={styles.blocks} aria-labelledby={`${kindId}-heading`}>
      <h2 id={`${kindId}-heading`} className={styles.sectionTitle}>
        블록 ({blocks.length}개)
      </h2>
      <p role="status" aria-live="polite" className={styles.live}>
        {announcement}
      </p>
      <FieldError message={errors.blocks} />
      {blocks.length === 0 ? <p className={styles.muted}>아직 블록이 없습니다. 아래에서 종류를 골라 추가해 주세요.</p> : null}
      <ol ref={list} className={styles.blockList} aria-label="블록 순서">
        {blocks.map((block, index) => {
          const place = `${index + 1}번째 블록 (${blockKindLabels[block.kind]})`;
          const error = (field: string) => errors[`blocks.${index}.${field}`];
          return (
            <li key={block.key} className={styles.block} data-testid="block" data-kind={block.kind}>
              <div className={styles.blockBar}>
                <button
                  type="button"
                  className={styles.handle}
                  data-block-control={`${block.key}:handle`}
                  aria-label={`${place} 순서 옮기기`}
                  aria-describedby={`${kindId}-handle-hint`}
                  onKeyDown={(event) => onHandleKey(event, index)}
                >
                  <span aria-hidden="true">↕</span> {index + 1}. {blockKindLabels[block.kind]}
                </button>
                <Button variant="secondary" data-block-control={`${block.key}:up`} disabled={index === 0} onClick={() => move(index, index - 1, 'up')} aria-label={`${place} 위로`}>
                  위로
                </Button>
                <Button variant="secondary" data-block-control={`${block.key}:down`} disabled={index === blocks.length - 1} onClick={() => move(index, index + 1, 'down')} aria-label={`${place} 아래로`}>
                  아래로
                </Button>
                <Button variant="ghost" onClick={() => remove(index)} aria-label={`${place} 빼기`}>
                  빼기
                </Button>
              </div>
              <BlockFields block={block} index={index} onChange={(next) => update(index, next)} error={error} />
            </li>
          );
        })}
      </ol>
      <p id={`${kindId}-handle-hint`} className={styles.muted}>
        순서 단추에서 ↑·↓ 키로 한 칸씩, Home·End 키로 처음·끝으로 옮깁니다.
      </p>
      <div className={styles.addBlock}>
        <label htmlFor={kindId}>추가할 블록</label>
        <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as BlockKind)}>
          {KINDS.map((each) => (
            <option key={each} value={each}>
              {blockKindLabels[each]}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          onClick={() => {
            onChange([...blocks, emptyBlock(kind)]);
            setAnnouncement(`${blockKindLabels[kind]} 블록을 ${blocks.length + 1}번째에 추가했습니다.`);
          }}
        >
          블록 추가
        </Button>
      </div>
    </section>
  );
}

function BlockFields({ block, index, onChange, error }: { block: EditorBlock; index: number; onChange: (block: EditorBlock) => void; error: (field: string) => string | undefined }) {
  const id = useId();
  const text = (field: string, label: string, value: string, set: (value: string) => void, options: { multiline?: boolean; hint?: string; maxLength?: number } = {}) => {
    const fieldId = `${id}-${field}`;
    const problem = error(field);
    const describedBy = [options.hint ? `${fieldId}-hint` : '', problem ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = { id: fieldId, value, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy, maxLength: options.maxLength };
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        {options.multiline ? <textarea {...common} rows={6} onChange={(event) => set(event.target.value)} /> : <input {...common} onChange={(event) => set(event.target.value)} autoComplete="off" />}
        {options.hint ? (
          <span id={`${fieldId}-hint`} className={styles.muted}>
            {options.hint}
          </span>
        ) : null}
        <FieldError id={`${fieldId}-error`} message={problem} />
      </div>
    );
  };

  switch (block.kind) {
    case 'IMAGE':
      return (
        <div className={styles.blockFields}>
          {block.url ? <img src={block.url} alt="" className={styles.thumb} width={160} height={107} /> : null}
          <ImageUpload section="exhibitions" label={block.url ? '다른 사진 올리기' : '사진 올리기'} error={error('imageId')} onUploaded={(image) => onChange({ ...block, imageId: image.imageId, imageKey: null, url: image.thumbnailUrl })} />
          {text('alt', '대체 텍스트', block.alt, (alt) => onChange({ ...block, alt }), { hint: '사진을 볼 수 없는 분께 읽어 줄 설명', maxLength: 300 })}
          {text('linkUrl', '누르면 갈 주소 (선택)', block.linkUrl, (linkUrl) => onChange({ ...block, linkUrl }), { hint: '쇼핑몰 안의 주소, 예: /product/list', maxLength: 500 })}
        </div>
      );
    case 'EDITOR':
      return (
        <div className={styles.blockFields}>
          {text('html', '글 (HTML)', block.html, (html) => onChange({ ...block, html }), {
            multiline: true,
            hint: '제목(h2~h4), 문단, 목록, 굵게, 링크를 쓸 수 있습니다. 스크립트와 허용되지 않은 태그·속성은 보여 줄 때 지워집니다.',
          })}
        </div>
      );
    case 'PRODUCT':
      return (
        <div className={styles.blockFields}>
          {text('title', '묶음 제목', block.title, (title) => onChange({ ...block, title }), { maxLength: 100 })}
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
    case 'COUPON':
      return (
        <div className={styles.blockFields}>
          {text('title', '블록 제목', block.title, (title) => onChange({ ...block, title }), { maxLength: 100 })}
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
