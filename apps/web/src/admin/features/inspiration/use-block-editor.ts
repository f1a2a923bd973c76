import { movedItem } from '@maru/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type BlockKind, blockKindLabels, type EditorBlock, emptyBlock } from './exhibition-form';

/** Which control of which block takes the focus once a move has re-rendered the list. */
export type FocusTarget = { key: string; control: 'handle' | 'up' | 'down' };

/** The block editor's state and changes, as its pieces share them. */
export type BlockEditorState = ReturnType<typeof useBlockEditor>;

/**
 * The blocks' changes, each said to screen readers: added at the end, filled, moved (by the
 * buttons or the arrow keys on a handle; the same control of the moved block keeps the focus,
 * its handle when that control is now disabled) and removed.
 */
export function useBlockEditor(blocks: readonly EditorBlock[], onChange: (blocks: EditorBlock[]) => void) {
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
  const add = (kind: BlockKind) => {
    onChange([...blocks, emptyBlock(kind)]);
    setAnnouncement(`${blockKindLabels[kind]} 블록을 ${blocks.length + 1}번째에 추가했습니다.`);
  };

  return { announcement, list, update, move, remove, onHandleKey, add };
}
