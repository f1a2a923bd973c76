import { type AdminProductImage, PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_PER_UPLOAD } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { movedAnnouncement, moveItem, targetOfKey } from './picture-order';
import { deletePicture, describePicture, productQuery, productsKey, reorderPictures, uploadPictures } from './products-api';
import styles from '../../ui/console.module.css';
import own from './products.module.css';

const failure = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Which control of which picture takes the focus once a keyboard move has re-rendered the list. */
type FocusTarget = { imageId: number; control: 'handle' | 'forward' | 'back' };

/**
 * An existing product's own pictures: upload (several at once), order them by dragging, by the
 * 앞으로/뒤로 buttons or by the arrow keys on a picture's handle (the new place is announced),
 * make one the main picture (the first: 대표 이미지), write each one's alt text (saved when the
 * field is left), delete one behind a confirmation. Until the first upload the shop shows the
 * design's picture. Each change is saved at once; the product's form is left as typed.
 */
export function PicturesPanel({ productNo, images }: { productNo: number; images: AdminProductImage[] }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  /** The order shown while a move is being saved; the saved answer replaces it. */
  const [pendingOrder, setPendingOrder] = useState<AdminProductImage[]>();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState<AdminProductImage>();
  const [dragFrom, setDragFrom] = useState<number>();
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const list = useRef<HTMLOListElement>(null);
  const shown = pendingOrder ?? images;

  // After a keyboard move the same control of the moved picture keeps the focus (its handle when that control is now disabled).
  useEffect(() => {
    if (!focusTarget || !list.current) return;
    const control = (name: FocusTarget['control']) => list.current?.querySelector<HTMLButtonElement>(`[data-picture-control="${focusTarget.imageId}:${name}"]`);
    const wanted = control(focusTarget.control);
    (wanted && !wanted.disabled ? wanted : control('handle'))?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, shown]);

  const keep = (answer: { images: AdminProductImage[] }) => {
    queryClient.setQueryData(productQuery(productNo).queryKey, (current) =>
      current && { ...current, images: answer.images, imageUrl: answer.images[0]?.url640 ?? current.imageUrl },
    );
  };
  const refreshLists = () => Promise.all([[...productsKey, 'list'], auditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPictures(productNo, files),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer, files) => {
      keep(answer);
      showToast(`사진 ${files.length}장을 올렸습니다.`, 'success');
    },
    onError: (error) => setProblem(failure(error, '사진을 올리지 못했습니다. 다시 시도해 주세요.')),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
      return refreshLists();
    },
  });

  const reorder = useMutation({
    mutationFn: (order: AdminProductImage[]) => reorderPictures(productNo, order.map((image) => image.imageId)),
    onSuccess: keep,
    onError: (error) => {
      setAnnouncement('');
      showToast(failure(error, '순서를 저장하지 못했습니다. 다시 시도해 주세요.'), 'error');
    },
    onSettled: () => {
      setPendingOrder(undefined);
      return refreshLists();
    },
  });

  const describe = useMutation({
    mutationFn: ({ image, alt }: { image: AdminProductImage; alt: string }) => describePicture(productNo, image.imageId, alt),
    onSuccess: (answer) => {
      keep(answer);
      showToast('대체 텍스트를 저장했습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '대체 텍스트를 저장하지 못했습니다.'), 'error'),
    onSettled: refreshLists,
  });

  const remove = useMutation({
    mutationFn: (image: AdminProductImage) => deletePicture(productNo, image.imageId),
    onSuccess: (answer) => {
      keep(answer);
      setDeleting(undefined);
      showToast('사진을 지웠습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '사진을 지우지 못했습니다.'), 'error'),
    onSettled: refreshLists,
  });

  const busy = upload.isPending || reorder.isPending || remove.isPending;

  function move(from: number, to: number, focus?: FocusTarget['control']) {
    if (busy || to === from || to < 0 || to >= shown.length) return;
    const moved = shown[from]!;
    const next = moveItem(shown, from, to);
    setPendingOrder(next);
    setAnnouncement(movedAnnouncement(to, next.length));
    if (focus) setFocusTarget({ imageId: moved.imageId, control: focus });
    reorder.mutate(next);
  }

  function chooseFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (files.length > PRODUCT_IMAGES_PER_UPLOAD) {
      setProblem(`사진은 한 번에 ${PRODUCT_IMAGES_PER_UPLOAD}장까지 올릴 수 있습니다.`);
      return;
    }
    if (images.length + files.length > PRODUCT_IMAGES_MAX) {
      setProblem(`상품 사진은 ${PRODUCT_IMAGES_MAX}장까지 둘 수 있습니다. ${PRODUCT_IMAGES_MAX - images.length}장 더 올릴 수 있습니다.`);
      return;
    }
    upload.mutate(files);
  }

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = targetOfKey(event.key, index, shown.length);
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'handle');
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, index);
    setDragFrom(undefined);
  };

  const full = images.length >= PRODUCT_IMAGES_MAX;
  return (
    <>
      <div className={styles.toolbar}>
        <label className={own.pictureField} htmlFor={inputId}>
          사진 올리기
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={busy || full}
            aria-describedby={hintId}
            onChange={(event) => chooseFiles(event.target.files)}
          />
        </label>
        <span id={hintId} className={own.pictureHint}>
          JPEG·PNG·WebP, 한 번에 {PRODUCT_IMAGES_PER_UPLOAD}장, 상품당 {PRODUCT_IMAGES_MAX}장까지 (지금 {images.length}장). 첫 사진이 대표 이미지입니다.
          {images.length === 0 ? ' 사진을 올리기 전에는 디자인 기본 사진이 보입니다.' : ''}
        </span>
        {upload.isPending ? (
          <span className={own.pictureBusy}>
            <progress aria-label="사진 올리는 중" />
            사진 {upload.variables?.length ?? 0}장을 올리는 중…
          </span>
        ) : null}
      </div>
      <FormAlert message={problem} />
      <p className={own.pictureLive} aria-live="polite" role="status">
        {announcement}
      </p>
      {shown.length > 0 ? (
        <ol ref={list} className={own.pictureList} aria-label="상품 사진 순서" aria-busy={reorder.isPending}>
          {shown.map((image, index) => {
            const place = `${index + 1}번째 사진`;
            return (
              <li
                key={image.imageId}
                className={`${own.pictureItem} ${dragFrom === index ? own.pictureDragging : ''}`}
                draggable={!busy}
                onDragStart={(event) => {
                  setDragFrom(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(image.imageId));
                }}
                onDragOver={(event) => {
                  if (dragFrom !== undefined) event.preventDefault();
                }}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragFrom(undefined)}
                data-testid="product-picture"
              >
                <img className={own.pictureThumb} src={image.url320} alt={image.alt || `${place} (대체 텍스트 없음)`} width={160} height={120} />
                <div className={own.pictureMeta}>
                  <button
                    data-picture-control={`${image.imageId}:handle`}
                    type="button"
                    className={own.pictureHandle}
                    aria-label={`${place} 순서 옮기기`}
                    aria-describedby={`${hintId}-keys`}
                    onKeyDown={(event) => onHandleKey(event, index)}
                  >
                    <span aria-hidden="true">⠿</span> {index + 1}
                  </button>
                  {index === 0 ? <strong className={own.pictureMain}>대표 이미지</strong> : null}
                </div>
                <div className={own.pictureButtons}>
                  <Button data-picture-control={`${image.imageId}:back`} variant="secondary" disabled={busy || index === 0} onClick={() => move(index, index - 1, 'back')}>
                    앞으로<VisuallyHidden> ({place})</VisuallyHidden>
                  </Button>
                  <Button data-picture-control={`${image.imageId}:forward`} variant="secondary" disabled={busy || index === shown.length - 1} onClick={() => move(index, index + 1, 'forward')}>
                    뒤로<VisuallyHidden> ({place})</VisuallyHidden>
                  </Button>
                  {index > 0 ? (
                    <Button variant="secondary" disabled={busy} onClick={() => move(index, 0, 'handle')}>
                      대표로 지정<VisuallyHidden> ({place})</VisuallyHidden>
                    </Button>
                  ) : null}
                  <Button variant="ghost" disabled={busy} onClick={() => setDeleting(image)}>
                    삭제<VisuallyHidden> ({place})</VisuallyHidden>
                  </Button>
                </div>
                <label className={own.pictureField}>
                  대체 텍스트<VisuallyHidden> ({place})</VisuallyHidden>
                  <input
                    key={`${image.imageId}:${image.alt}`}
                    className={own.pictureAlt}
                    defaultValue={image.alt}
                    maxLength={PRODUCT_IMAGE_ALT_MAX}
                    placeholder="예: 원목 협탁을 정면에서 본 모습"
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.currentTarget.blur();
                    }}
                    onBlur={(event) => {
                      const alt = event.currentTarget.value.trim();
                      if (alt !== image.alt) describe.mutate({ image, alt });
                    }}
                  />
                </label>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={own.notes}>아직 올린 사진이 없습니다.</p>
      )}
      <p id={`${hintId}-keys`} className={own.notes}>
        순서는 사진을 끌어 놓거나, 앞으로·뒤로 단추, 또는 번호 단추에서 화살표 키(Home·End는 맨 앞·맨 뒤)로 바꿉니다. 바꾸면 바로 저장됩니다.
      </p>
      {deleting ? (
        <ConfirmDialog title="사진 삭제" onCancel={() => setDeleting(undefined)} confirmLabel="삭제" onConfirm={() => remove.mutate(deleting)} pending={remove.isPending}>
          <img className={own.pictureThumb} src={deleting.url320} alt={deleting.alt || '지울 사진'} width={160} height={120} />
          <p>
            {shown.findIndex((image) => image.imageId === deleting.imageId) + 1}번째 사진을 지웁니다. 저장된 파일도 함께 지워지며 되돌릴 수 없습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
