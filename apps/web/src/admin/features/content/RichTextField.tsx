import { type HtmlAllowList, RichText } from '@/features/board';
import { TextField } from './TextField';
import styles from './content.module.css';

/**
 * Rich text as HTML, with the text as the shop will show it beside it: the same allow-list the
 * shop's page applies, so a script, an event handler or a javascript: link never shows (the
 * server cleans it again on every read).
 */
export function RichTextField({ label, value, onChange, error, allow, hint, rows = 12 }: { label: string; value: string; onChange: (value: string) => void; error?: string; allow: HtmlAllowList; hint: string; rows?: number }) {
  return (
    <>
      <TextField label={label} value={value} onChange={onChange} error={error} rows={rows} code hint={hint} />
      <figure className={styles.sampleFigure}>
        <figcaption className={styles.muted}>쇼핑몰에 보이는 모습</figcaption>
        <RichText html={value} allow={allow} className={styles.rich} />
      </figure>
    </>
  );
}
