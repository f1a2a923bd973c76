import { useId, useState } from 'react';
import { tilesNeeded, type TileNeed } from '@maru/domain';
import type { TileSpec } from '../api/schemas';
import styles from './ProductItem.module.css';

interface TileHelperProps {
  spec: TileSpec;
  /** Tiles are sold by the box: the helper hands back the number of boxes. */
  onUseBoxes?: (boxes: number) => void;
}

const DEFAULT_LOSS = 10;

function needFor(spec: TileSpec, area: string, loss: string): TileNeed | undefined {
  const areaM2 = Number(area);
  const lossPercent = Number(loss);
  if (area.trim() === '' || !(areaM2 > 0)) return undefined;
  try {
    return tilesNeeded({ areaM2, lossPercent, tileWidthMm: spec.widthMm, tileHeightMm: spec.heightMm, piecesPerBox: spec.piecesPerBox });
  } catch {
    // Out-of-range input (e.g. a loss above 30 %) is shown as "no result" rather than an error page.
    return undefined;
  }
}

/** Area in m² plus a loss allowance → tiles and whole boxes, which can fill in the quantity. */
export function TileHelper({ spec, onUseBoxes }: TileHelperProps) {
  const id = useId();
  const [area, setArea] = useState('');
  const [loss, setLoss] = useState(String(DEFAULT_LOSS));
  const need = needFor(spec, area, loss);
  return (
    <section className={styles.tileHelper} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subHeading}>
        필요 수량 계산
      </h2>
      <p className={styles.muted}>
        {spec.widthMm}×{spec.heightMm}mm · 1박스 {spec.piecesPerBox}장
      </p>
      <div className={styles.tileInputs}>
        <label>
          시공 면적 (m²)
          <input type="number" inputMode="decimal" min={0} step="0.1" value={area} onChange={(event) => setArea(event.target.value)} />
        </label>
        <label>
          여유분 (%)
          <input type="number" inputMode="numeric" min={0} max={30} value={loss} onChange={(event) => setLoss(event.target.value)} />
        </label>
      </div>
      <p aria-live="polite" data-testid="tile-result">
        {need ? `타일 ${need.pieces}장 · ${need.boxes}박스 (${need.coveredM2.toFixed(2)}m² 분량)` : '면적을 입력하면 필요한 박스 수를 알려 드려요.'}
      </p>
      {need && onUseBoxes ? (
        <button type="button" className={styles.textButton} onClick={() => onUseBoxes(need.boxes)}>
          {need.boxes}박스를 수량에 넣기
        </button>
      ) : null}
    </section>
  );
}
