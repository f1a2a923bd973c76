import { type AdminProductImage, PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_PER_UPLOAD } from '@maru/domain';
import { useId } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { type FocusTarget, type PicturesPanelState, usePicturesPanel } from './use-pictures-panel';
import styles from '../../ui/console.module.css';
import own from './products.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * An existing product's own pictures: upload (several at once), order them by dragging, by the
 * 앞으로/뒤로 buttons or by the arrow keys on a picture's handle (the new place is announced),
 * make one the main picture (the first: 대표 이미지), write each one's alt text (saved when the
 * field is left), delete one behind a confirmation. Until the first upload the shop shows the
 * design's picture. Each change is saved at once; the product's form is left as typed.
 */
export function PicturesPanel({ productNo, images }: { productNo: number; images: AdminProductImage[] }) {
  const hintId = useId();
  const pictures = usePicturesPanel(productNo, images);
  const { list, shown, deleting, setDeleting, remove } = pictures;
  return (
    <>
      <PictureUploadBar hintId={hintId} count={images.length} pictures={pictures} />
      <FormAlert message={pictures.problem} />
      <p className={own.pictureLive} aria-live="polite" role="status">
        {pictures.announcement}
      </p>
      {shown.length > 0 ? (
        <ol ref={list} className={own.pictureList} aria-label="상품 사진 순서" aria-busy={pictures.reorder.isPending}>
          {shown.map((image, index) => (
            <PictureItem key={image.imageId} image={image} index={index} keysHintId={`${hintId}-keys`} pictures={pictures} />
          ))}
        </ol>
      ) : (
        <p className={own.notes}>아직 올린 사진이 없습니다.</p>
      )}
      <p id={`${hintId}-keys`} className={own.notes}>
        순서는 사진을 끌어 놓거나, 앞으로·뒤로 단추, 또는 번호 단추에서 화살표 키(Home·End는 맨 앞·맨 뒤)로 바꿉니다. 바꾸면 바로 저장됩니다.
      </p>
      {deleting ? (
        <DeletePictureDialog
          picture={deleting}
          place={shown.findIndex((image) => image.imageId === deleting.imageId) + 1}
          pending={remove.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting)}
        />
      ) : null}
    </>
  );
}

/** 사진 올리기: the file field with its limits (and, before the first upload, what the shop shows instead), and the upload under way. */
function PictureUploadBar({ hintId, count, pictures }: { hintId: string; count: number; pictures: PicturesPanelState }) {
  const inputId = useId();
  const { fileInput, upload, busy, chooseFiles } = pictures;
  const full = count >= PRODUCT_IMAGES_MAX;
  return (
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
        JPEG·PNG·WebP, 한 번에 {PRODUCT_IMAGES_PER_UPLOAD}장, 상품당 {PRODUCT_IMAGES_MAX}장까지 (지금 {count}장). 첫 사진이 대표 이미지입니다.
        {count === 0 ? ' 사진을 올리기 전에는 디자인 기본 사진이 보입니다.' : ''}
      </span>
      {upload.isPending ? (
        <span className={own.pictureBusy}>
          <progress aria-label="사진 올리는 중" />
          사진 {upload.variables?.length ?? 0}장을 올리는 중…
        </span>
      ) : null}
    </div>
  );
}

interface PictureItemProps {
  image: AdminProductImage;
  index: number;
  /** The id of the line on how the order is changed, which describes each handle. */
  keysHintId: string;
  pictures: PicturesPanelState;
}

/** One picture in the list: dragged to its new place, its numbered handle (arrow keys), its buttons and its alt text. */
function PictureItem({ image, index, keysHintId, pictures }: PictureItemProps) {
  const { busy, dragFrom, setDragFrom, onDrop, onHandleKey, move } = pictures;
  const place = `${index + 1}번째 사진`;
  return (
    <li
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
          aria-describedby={keysHintId}
          onKeyDown={(event) => onHandleKey(event, index)}
        >
          <span aria-hidden="true">⠿</span> {index + 1}
        </button>
        {index === 0 ? <strong className={own.pictureMain}>대표 이미지</strong> : null}
      </div>
      <PictureButtons
        image={image}
        index={index}
        last={index === pictures.shown.length - 1}
        place={place}
        busy={busy}
        onMove={(to, focus) => move(index, to, focus)}
        onDelete={() => pictures.setDeleting(image)}
      />
      <PictureAltField image={image} place={place} onDescribe={(alt) => pictures.describe.mutate({ image, alt })} />
    </li>
  );
}

interface PictureButtonsProps {
  image: AdminProductImage;
  index: number;
  /** Whether it is the list's last picture, which cannot go further back. */
  last: boolean;
  /** '2번째 사진', which each button names for screen readers. */
  place: string;
  busy: boolean;
  onMove: (to: number, focus: FocusTarget['control']) => void;
  onDelete: () => void;
}

/** 앞으로, 뒤로, 대표로 지정 (but for the main picture) and 삭제. */
function PictureButtons({ image, index, last, place, busy, onMove, onDelete }: PictureButtonsProps) {
  return (
    <div className={own.pictureButtons}>
      <Button data-picture-control={`${image.imageId}:back`} variant="secondary" disabled={busy || index === 0} onClick={() => onMove(index - 1, 'back')}>
        앞으로<VisuallyHidden> ({place})</VisuallyHidden>
      </Button>
      <Button data-picture-control={`${image.imageId}:forward`} variant="secondary" disabled={busy || last} onClick={() => onMove(index + 1, 'forward')}>
        뒤로<VisuallyHidden> ({place})</VisuallyHidden>
      </Button>
      {index > 0 ? (
        <Button variant="secondary" disabled={busy} onClick={() => onMove(0, 'handle')}>
          대표로 지정<VisuallyHidden> ({place})</VisuallyHidden>
        </Button>
      ) : null}
      <Button variant="ghost" disabled={busy} onClick={onDelete}>
        삭제<VisuallyHidden> ({place})</VisuallyHidden>
      </Button>
    </div>
  );
}

/** A picture's alt text, saved when the field is left (or Enter pressed) with something new in it. */
function PictureAltField({ image, place, onDescribe }: { image: AdminProductImage; place: string; onDescribe: (alt: string) => void }) {
  return (
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
          if (alt !== image.alt) onDescribe(alt);
        }}
      />
    </label>
  );
}

interface DeletePictureDialogProps {
  picture: AdminProductImage;
  /** Its place in the order shown, 1-based. */
  place: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 사진 삭제, asked first: the picture, its place, and that its stored files go too. */
function DeletePictureDialog({ picture, place, pending, onCancel, onConfirm }: DeletePictureDialogProps) {
  return (
    <ConfirmDialog title="사진 삭제" onCancel={onCancel} confirmLabel="삭제" onConfirm={onConfirm} pending={pending}>
      <img className={own.pictureThumb} src={picture.url320} alt={picture.alt || '지울 사진'} width={160} height={120} />
      <p>{place}번째 사진을 지웁니다. 저장된 파일도 함께 지워지며 되돌릴 수 없습니다.</p>
    </ConfirmDialog>
  );
}
