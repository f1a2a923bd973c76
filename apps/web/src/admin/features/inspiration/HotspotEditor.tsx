import { roundPercent } from '@maru/domain';
import { useId, useRef, useState } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { type EditorHotspot, hotspotName } from './hotspots';
import { searchProducts } from './inspiration-api';
import { productLine, SearchPicker } from './ProductSearch';
import { type HotspotEditorState, useHotspotEditor } from './use-hotspot-editor';
import styles from './inspiration.module.css';

export type { EditorHotspot } from './hotspots';

interface HotspotEditorProps {
  photo: { url: string; width: number; height: number };
  hotspots: readonly EditorHotspot[];
  onChange: (hotspots: EditorHotspot[]) => void;
  /** Problems by path (`hotspots.1.productNo`). */
  errors: Readonly<Record<string, string>>;
}

/**
 * Product tags on the room's photo, in percent of the photo so they stay on their piece at every
 * width. Placed by a click on the photo, or with 가운데에 태그 추가 and then the keyboard: a
 * focused tag moves with the arrow keys by 1 % (Shift: 5 %), and each tag has x/y number fields.
 * Each tag is given a product found by search; tags are reordered (the order shoppers Tab
 * through) and removed in the list under the photo.
 */
export function HotspotEditor({ photo, hotspots, onChange, errors }: HotspotEditorProps) {
  const id = useId();
  const editor = useHotspotEditor(hotspots, onChange);

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.hotspots}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        상품 태그 ({hotspots.length}개)
      </h2>
      <p id={`${id}-how`} className={styles.muted}>
        사진을 누르면 그 자리에 태그가 놓입니다. 키보드로는 ‘가운데에 태그 추가’ 후 태그에서 화살표 키로 1%씩(Shift와 함께 5%씩) 옮기거나 아래 x·y 칸에 입력합니다.
      </p>
      <p role="status" aria-live="polite" className={styles.live}>
        {editor.announcement}
      </p>
      <HotspotPhoto photo={photo} hotspots={hotspots} howId={`${id}-how`} editor={editor} />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => editor.place(50, 50)}>
          가운데에 태그 추가
        </Button>
      </div>
      <FieldError message={errors.hotspots} />
      {hotspots.length ? (
        <ol className={styles.spotList} aria-label="상품 태그 순서">
          {hotspots.map((hotspot, index) => (
            <HotspotRow key={hotspot.key} id={`${id}-${hotspot.key}`} hotspot={hotspot} index={index} last={index === hotspots.length - 1} errors={errors} editor={editor} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

interface HotspotPhotoProps {
  photo: HotspotEditorProps['photo'];
  hotspots: readonly EditorHotspot[];
  /** The id of the line on how tags are placed and moved, which describes each tag. */
  howId: string;
  editor: HotspotEditorState;
}

/** The photo (a click places a tag) with its tags, numbered, each selected by a click and moved by the arrow keys. */
function HotspotPhoto({ photo, hotspots, howId, editor }: HotspotPhotoProps) {
  const image = useRef<HTMLImageElement>(null);
  const { buttons, selected, setSelected, onPhotoClick, onHotspotKey } = editor;
  return (
    <div className={styles.photoFrame} data-testid="hotspot-photo">
      <img ref={image} src={photo.url} width={photo.width} height={photo.height} alt="스타일링 사진 (누르면 그 자리에 상품 태그를 놓습니다)" onClick={onPhotoClick} className={styles.photo} />
      {hotspots.map((hotspot, index) => (
        <button
          key={hotspot.key}
          ref={(element) => {
            if (element) buttons.current.set(hotspot.key, element);
            else buttons.current.delete(hotspot.key);
          }}
          type="button"
          className={styles.spot}
          style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
          data-selected={selected === hotspot.key || undefined}
          data-testid="editor-hotspot"
          aria-label={`상품 태그 ${index + 1}: ${hotspotName(hotspot)} (가로 ${hotspot.x}%, 세로 ${hotspot.y}%)`}
          aria-describedby={howId}
          aria-pressed={selected === hotspot.key}
          onClick={() => setSelected(hotspot.key)}
          onKeyDown={(event) => onHotspotKey(event, hotspot)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}

interface HotspotRowProps {
  /** The start of the row's field ids. */
  id: string;
  hotspot: EditorHotspot;
  index: number;
  /** Whether it is the last tag, which cannot go further down. */
  last: boolean;
  errors: HotspotEditorProps['errors'];
  editor: HotspotEditorState;
}

/** One tag in the list: its product (found with 상품 고르기), 위로, 아래로, 빼기, and its place in percent. */
function HotspotRow({ id, hotspot, index, last, errors, editor }: HotspotRowProps) {
  const { selected, setSelected, move, remove, update } = editor;
  const label = `상품 태그 ${index + 1}`;
  const number = (axis: 'x' | 'y', name: string) => (
    <PercentField id={`${id}-${axis}`} label={`${label} ${name} (%)`} value={hotspot[axis]} error={errors[`hotspots.${index}.${axis}`]} onChange={(value) => update(hotspot.key, { [axis]: value })} />
  );
  return (
    <li className={styles.spotItem} data-testid="hotspot-row">
      <div className={styles.blockBar}>
        <strong>
          {index + 1}. {hotspot.product ? productLine(hotspot.product) : '상품을 골라 주세요'}
        </strong>
        <Button variant="secondary" onClick={() => setSelected(selected === hotspot.key ? undefined : hotspot.key)} aria-expanded={selected === hotspot.key} aria-label={`${label} 상품 고르기`}>
          상품 고르기
        </Button>
        <Button variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${label} 위로`}>
          위로
        </Button>
        <Button variant="secondary" disabled={last} onClick={() => move(index, index + 1)} aria-label={`${label} 아래로`}>
          아래로
        </Button>
        <Button variant="ghost" onClick={() => remove(index)} aria-label={`${label} 빼기`}>
          빼기
        </Button>
      </div>
      <div className={styles.spotFields}>
        {number('x', '가로')}
        {number('y', '세로')}
      </div>
      <FieldError message={errors[`hotspots.${index}.productNo`]} />
      {selected === hotspot.key ? (
        <SearchPicker
          label={`${label}에 넣을 상품 찾기 (상품번호, 상품명·브랜드)`}
          noun="상품"
          search={(keyword) => searchProducts('styling', keyword)}
          keyOf={(product) => product.productNo}
          describe={productLine}
          chosen={new Set(hotspot.product ? [hotspot.product.productNo] : [])}
          onPick={(product) => editor.pick(hotspot, label, product)}
        />
      ) : null}
    </li>
  );
}

/**
 * A percent typed by hand: the text is kept as typed (an empty field, "12.") and the hotspot
 * moves as soon as it reads as a number from 0 to 100; leaving the field shows the value kept.
 */
function PercentField({ id, label, value, error, onChange }: { id: string; label: string; value: number; error?: string; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState({ text: String(value), base: value });
  // What was typed, while it still stands for the value; after a move by click or key, the new value.
  const shown = draft.base === value || (draft.text.trim() !== '' && Number(draft.text) === value) ? draft.text : String(value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={100}
        step={0.1}
        inputMode="decimal"
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          const number = Number(text);
          const valid = text.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= 100;
          setDraft({ text, base: valid ? roundPercent(number) : value });
          if (valid) onChange(roundPercent(number));
        }}
        onBlur={() => setDraft({ text: String(value), base: value })}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
