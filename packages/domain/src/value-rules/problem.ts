// A refused value: the field it is about (the request's own name for it, so a form can put the
// sentence under that field) and a Korean sentence that names the field as the operator sees it.
export interface ValueProblem {
  field: string;
  message: string;
}

/** The first problem of a list, or null: writers refuse with one sentence at a time. */
export const firstProblem = (problems: readonly ValueProblem[]): ValueProblem | null => problems[0] ?? null;

/** Whole number within [min, max]; NaN, fractions and unsafe numbers are not. */
export const isWholeBetween = (value: number, min: number, max: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;
