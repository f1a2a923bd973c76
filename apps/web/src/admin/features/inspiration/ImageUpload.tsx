import type { InspirationImage } from '@maru/domain';
import { useId, useRef, useState } from 'react';
import { ConsoleApiError } from '../../api/console-api';
import { type Section, uploadImage } from './inspiration-api';
import styles from './inspiration.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** One picture up through the media pipeline (checked by its bytes, WebP 320/640/1280): the file input and its state. */
export function ImageUpload({ section, label, onUploaded, error }: { section: Section; label: string; onUploaded: (image: InspirationImage) => void; error?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onUploaded(await uploadImage(section, file));
    } catch (failure) {
      setProblem(failure instanceof ConsoleApiError ? failure.message : '사진을 올리지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void choose(event.target.files)}
      />
      <span id={`${id}-hint`} className={styles.muted}>
        JPEG·PNG·WebP 한 장, 10MB까지{busy ? ' — 올리는 중…' : ''}
      </span>
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
