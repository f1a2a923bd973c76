import { withParticle } from '@maru/domain';
import { useEffect, useRef, useState } from 'react';
import { DownloadError, DownloadMessage, downloadFile, saveFile } from './download-file';
import styles from './DownloadList.module.css';

export interface DownloadItem {
  /** What the row says, e.g. '제품 사양서'. */
  title: string;
  /** API path under /api. */
  path: string;
  /** Used when the answer names no file. */
  fileName: string;
}

type RowState =
  | { phase: 'idle' }
  | { phase: 'loading'; percent: number | null }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

/** PDF files to download, each with its own progress bar and 취소 button. */
export function DownloadList({ items }: { items: DownloadItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <DownloadRow key={item.path} item={item} />
      ))}
    </ul>
  );
}

function DownloadRow({ item }: { item: DownloadItem }) {
  const [state, setState] = useState<RowState>({ phase: 'idle' });
  const controller = useRef<AbortController>(undefined);
  // Leaving the page stops a download still running.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'loading', percent: 0 });
    try {
      const file = await downloadFile(item.path, {
        signal: current.signal,
        fileName: item.fileName,
        onProgress: ({ percent }) => setState({ phase: 'loading', percent }),
      });
      saveFile(file);
      setState({ phase: 'done' });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof DownloadError ? error.message : DownloadMessage.failed });
    } finally {
      if (controller.current === current) controller.current = undefined;
    }
  }

  const loading = state.phase === 'loading';
  const percent = state.phase === 'done' ? 100 : loading ? state.percent : null;
  return (
    <li className={styles.row}>
      <span className={styles.title}>
        {item.title} <span className={styles.kind}>PDF</span>
      </span>
      {loading ? (
        <button type="button" className={styles.button} onClick={() => controller.current?.abort()} aria-label={`${item.title} 내려받기 취소`}>
          취소
        </button>
      ) : (
        <button type="button" className={styles.button} onClick={start} aria-label={`${item.title} ${state.phase === 'done' ? '다시 받기' : '내려받기'}`}>
          {state.phase === 'done' ? '다시 받기' : '내려받기'}
        </button>
      )}
      {loading || state.phase === 'done' ? (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={`${item.title} 내려받기`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={percent === null ? '받는 중' : `${percent}%`}
          >
            <div className={styles.bar} style={{ width: `${percent ?? 0}%` }} />
          </div>
          <span className={styles.percent} aria-hidden="true">
            {percent === null ? '받는 중' : `${percent}%`}
          </span>
        </div>
      ) : null}
      <p className={state.phase === 'failed' ? styles.error : styles.status} role="status">
        {state.phase === 'done' ? `${withParticle(item.title, '을/를')} 내려받았어요.` : state.phase === 'failed' ? state.message : ''}
      </p>
    </li>
  );
}
