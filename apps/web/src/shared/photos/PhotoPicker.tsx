import { useId, useRef } from 'react';
import type { PickedPhoto } from './use-photo-uploads';
import styles from './PhotoPicker.module.css';

interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  /** How many photos the form takes (refused ones do not count). */
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** The hidden file input's test id, for browser tests that set files on it. */
  inputTestId?: string;
}

/** Up to `max` photos with previews, a pending state while each uploads, and 빼기 per photo. */
export function PhotoPicker({ photos, max, onAdd, onRemove, inputTestId }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const room = max - photos.filter((photo) => photo.state !== 'failed').length;
  return (
    <div className={styles.photos}>
      <p className={styles.label} id={labelId}>
        사진 <span className={styles.muted}>(선택, {max}장까지 · JPEG, PNG, WebP · 장당 10MB까지)</span>
      </p>
      <ul className={styles.photoList} aria-labelledby={labelId}>
        {photos.map((photo, index) => (
          <li key={photo.key} className={styles.photoItem} aria-busy={photo.state === 'uploading' || undefined}>
            <img src={photo.state === 'uploaded' ? photo.image.thumbnailUrl : photo.preview} alt={`사진 ${index + 1}`} className={styles.photoThumb} />
            {photo.state === 'uploading' ? <span className={styles.photoBadge}>올리는 중…</span> : null}
            {photo.state === 'failed' ? (
              <span className={styles.photoFailed} role="alert">
                {photo.message}
              </span>
            ) : null}
            <button type="button" className={styles.photoRemove} onClick={() => onRemove(photo.key)} aria-label={`사진 ${index + 1} 빼기`}>
              ×
            </button>
          </li>
        ))}
        {room > 0 ? (
          <li>
            <button type="button" className={styles.photoAdd} onClick={() => input.current?.click()}>
              <span aria-hidden="true">＋</span> 사진 추가
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
    </div>
  );
}
