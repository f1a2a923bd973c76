import { useId, useState } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { BlockFields } from './BlockFields';
import { type BlockKind, blockKindLabels, type EditorBlock } from './exhibition-form';
import { type BlockEditorState, useBlockEditor } from './use-block-editor';
import styles from './inspiration.module.css';

const KINDS: readonly BlockKind[] = ['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON'];

interface BlockEditorProps {
  blocks: readonly EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  /** Problems by path (`blocks.2.title`), from the domain's check or the server. */
  errors: Readonly<Record<string, string>>;
}

/**
 * The exhibition's blocks in order: add one of the kinds the shop renders (사진, 글, 상품 묶음,
 * 쿠폰), fill it, move it with 위로/아래로 or the arrow keys on its 순서 handle (the new place is
 * announced and the focus stays on the moved block), remove it. Nothing is saved until the page's
 * 저장; the preview shows the saved version.
 */
export function BlockEditor({ blocks, onChange, errors }: BlockEditorProps) {
  const kindId = useId();
  const editor = useBlockEditor(blocks, onChange);
  const { list, announcement, add } = editor;

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
        {blocks.map((block, index) => (
          <BlockItem
            key={block.key}
            block={block}
            index={index}
            last={index === blocks.length - 1}
            handleHintId={`${kindId}-handle-hint`}
            error={(field) => errors[`blocks.${index}.${field}`]}
            editor={editor}
          />
        ))}
      </ol>
      <p id={`${kindId}-handle-hint`} className={styles.muted}>
        순서 단추에서 ↑·↓ 키로 한 칸씩, Home·End 키로 처음·끝으로 옮깁니다.
      </p>
      <AddBlockBar id={kindId} onAdd={add} />
    </section>
  );
}

interface BlockItemProps {
  block: EditorBlock;
  index: number;
  /** Whether it is the last block, which cannot go further down. */
  last: boolean;
  /** The id of the line on the handle's keys, which describes each handle. */
  handleHintId: string;
  /** The block's problem by its field (`title` → blocks.2.title). */
  error: (field: string) => string | undefined;
  editor: BlockEditorState;
}

/** One block: its 순서 handle (arrow keys), 위로, 아래로 and 빼기, then its kind's fields. */
function BlockItem({ block, index, last, handleHintId, error, editor }: BlockItemProps) {
  const { move, remove, onHandleKey, update } = editor;
  const place = `${index + 1}번째 블록 (${blockKindLabels[block.kind]})`;
  return (
    <li className={styles.block} data-testid="block" data-kind={block.kind}>
      <div className={styles.blockBar}>
        <button
          type="button"
          className={styles.handle}
          data-block-control={`${block.key}:handle`}
          aria-label={`${place} 순서 옮기기`}
          aria-describedby={handleHintId}
          onKeyDown={(event) => onHandleKey(event, index)}
        >
          <span aria-hidden="true">↕</span> {index + 1}. {blockKindLabels[block.kind]}
        </button>
        <Button variant="secondary" data-block-control={`${block.key}:up`} disabled={index === 0} onClick={() => move(index, index - 1, 'up')} aria-label={`${place} 위로`}>
          위로
        </Button>
        <Button variant="secondary" data-block-control={`${block.key}:down`} disabled={last} onClick={() => move(index, index + 1, 'down')} aria-label={`${place} 아래로`}>
          아래로
        </Button>
        <Button variant="ghost" onClick={() => remove(index)} aria-label={`${place} 빼기`}>
          빼기
        </Button>
      </div>
      <BlockFields block={block} index={index} onChange={(next) => update(index, next)} error={error} />
    </li>
  );
}

/** 추가할 블록: a kind, added at the end by 블록 추가. */
function AddBlockBar({ id, onAdd }: { id: string; onAdd: (kind: BlockKind) => void }) {
  const [kind, setKind] = useState<BlockKind>('IMAGE');
  return (
    <div className={styles.addBlock}>
      <label htmlFor={id}>추가할 블록</label>
      <select id={id} value={kind} onChange={(event) => setKind(event.target.value as BlockKind)}>
        {KINDS.map((each) => (
          <option key={each} value={each}>
            {blockKindLabels[each]}
          </option>
        ))}
      </select>
      <Button variant="secondary" onClick={() => onAdd(kind)}>
        블록 추가
      </Button>
    </div>
  );
}
