import type { PreviewItem, PreviewViewer } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from './PreviewFrames.module.css';
import { previewAddress, previewToken } from '../helpers/preview-api';

interface PreviewFramesProps {
  /** The shop page the items show on, e.g. '/' or '/exhibition/40'. */
  path: string;
  /** The drafts (or scheduled items) shown as if live. */
  items: readonly PreviewItem[];
  /** What is previewed, for the frames' names ("기획전 40 미리보기"). */
  title: string;
}

const WIDTHS = [
  { width: 360, label: '휴대폰 360px' },
  { width: 1280, label: 'PC 1280px' },
] as const;

const VIEWERS: readonly { viewAs: PreviewViewer; label: string }[] = [
  { viewAs: 'GUEST', label: '비회원으로' },
  { viewAs: 'MEMBER', label: '회원으로' },
];

/**
 * The real shop page with the drafts shown, at 360 px and 1280 px side by side, as a guest or
 * as a member (issue 27). The frames load the page itself with a preview token, so what they
 * show is what shoppers will see once the items go live: nothing is drawn twice.
 */
export function PreviewFrames({ path, items, title }: PreviewFramesProps) {
  const [viewAs, setViewAs] = useState<PreviewViewer>('GUEST');
  const [round, setRound] = useState(0);
  const token = useQuery({
    queryKey: ['console', 'preview', items, viewAs, round],
    queryFn: () => previewToken(items, viewAs),
    staleTime: 10 * 60_000,
  });
  return (
    <section className={styles.preview} aria-label={`${title} 미리보기`}>
      <div className={styles.toolbar} role="group" aria-label="미리보기 보기 방식">
        {VIEWERS.map((viewer) => (
          <Button key={viewer.viewAs} variant={viewer.viewAs === viewAs ? 'primary' : 'secondary'} aria-pressed={viewer.viewAs === viewAs} onClick={() => setViewAs(viewer.viewAs)}>
            {viewer.label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => setRound(round + 1)}>
          새로 고침
        </Button>
      </div>
      {token.isError ? <p role="alert">미리보기를 열 수 없습니다. 잠시 후 다시 시도해 주세요.</p> : null}
      <div className={styles.frames}>
        {WIDTHS.map(({ width, label }) => (
          <figure key={width} className={styles.figure}>
            <figcaption>{label}</figcaption>
            <div className={styles.viewport} data-width={width}>
              {token.data ? <iframe title={`${title} 미리보기 — ${label}, ${viewAs === 'MEMBER' ? '회원' : '비회원'}`} src={previewAddress(path, token.data.token)} width={width} height={800} /> : null}
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
