import type { ReactNode } from 'react';

/** One entry of a <select>: the value it submits and the words it shows. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/** The choices of a list of codes, each shown by its label ('NE' → '신상품순'). */
export const choicesOf = <Value extends string | number>(values: readonly Value[], label: (value: Value) => ReactNode): Choice[] =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * The <option>s of a <select>: a blank first entry when there is one ('전체', '선택해 주세요'),
 * then every choice in order. Choices still loading (undefined) show as none.
 */
export function Options({ choices, blank }: { choices: readonly Choice[] | undefined; blank?: string }) {
  return (
    <>
      {blank === undefined ? null : <option value="">{blank}</option>}
      {(choices ?? []).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
