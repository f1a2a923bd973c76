import type { MediaImageView } from '@maru/domain';
import styles from './review.module.css';

/** A review's photos as thumbnails; each opens its full size in a new tab. */
export function ReviewPhotos({ photos }: { photos: MediaImageView[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.reviewPhotos}>
      {photos.map((photo, index) => (
        <li key={photo.imageId}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={`사진 ${index + 1} 크게 보기 (새 창)`}>
            <img src={photo.thumbnailUrl} srcSet={photo.srcSet} sizes="96px" alt={`리뷰 사진 ${index + 1}`} width={96} height={96} loading="lazy" className={styles.reviewPhoto} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Review text as text: React escapes it, line breaks show through CSS (white-space: pre-line). */
export function ReviewText({ text }: { text: string }) {
  return <p className={styles.reviewText}>{text}</p>;
}
