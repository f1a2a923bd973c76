import { movedByKey, movedItem, percentOfClick, type PickedProduct } from '@maru/domain';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type EditorHotspot, hotspotKey } from './hotspots';

/** The hotspot editor's state and changes, as its pieces share them. */
export type HotspotEditorState = ReturnType<typeof useHotspotEditor>;

/**
 * The tags' changes, each said to screen readers: placed (by a click on the photo or in its
 * middle; a new tag is selected and takes the focus), moved by the arrow keys or typed
 * percents, given a product, reordered and removed. `selected` is the tag whose product search is open.
 */
export function useHotspotEditor(hotspots: readonly EditorHotspot[], onChange: (hotspots: EditorHotspot[]) => void) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [selected, setSelected] = useState<string>();
  /** The tag to focus once it is drawn (a new one, for the keyboard). */
  const focusNext = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = undefined;
  }, [hotspots]);

  const place = (x: number, y: number) => {
    const added = { key: hotspotKey(), x, y, product: null };
    onChange([...hotspots, added]);
    setSelected(added.key);
    focusNext.current = added.key;
    setAnnouncement(`${hotspots.length + 1}번째 상품 태그를 (${x}%, ${y}%)에 놓았습니다. 아래에서 상품을 골라 주세요.`);
  };
  const onPhotoClick = (event: MouseEvent<HTMLImageElement>) => {
    const { x, y } = percentOfClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    place(x, y);
  };
  const update = (key: string, change: Partial<EditorHotspot>) => onChange(hotspots.map((hotspot) => (hotspot.key === key ? { ...hotspot, ...change } : hotspot)));
  const onHotspotKey = (event: KeyboardEvent<HTMLButtonElement>, hotspot: EditorHotspot) => {
    const moved = movedByKey(hotspot, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    update(hotspot.key, moved);
    setAnnouncement(`(${moved.x}%, ${moved.y}%)`);
  };
  const remove = (index: number) => {
    const removed = hotspots[index]!;
    onChange(hotspots.filter((_, at) => at !== index));
    if (selected === removed.key) setSelected(undefined);
    setAnnouncement(`${index + 1}번째 상품 태그를 뺐습니다.`);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= hotspots.length) return;
    onChange(movedItem(hotspots, from, to));
    setAnnouncement(`상품 태그를 ${to + 1}번째로 옮겼습니다.`);
  };
  /** The tag (named `label` on screen) takes the product found. */
  const pick = (hotspot: EditorHotspot, label: string, product: PickedProduct) => {
    update(hotspot.key, { product });
    setAnnouncement(`${label}에 ${product.productName} 상품을 넣었습니다.`);
  };

  return { buttons, selected, setSelected, announcement, place, onPhotoClick, update, onHotspotKey, remove, move, pick };
}
