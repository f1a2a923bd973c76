export type OptionKind = 'recent' | 'popular' | 'suggestion';
export interface Option {
  kind: OptionKind;
  word: string;
}

/** While typing the popup offers suggestions; an empty box offers recent words, then popular ones. */
export function buildOptions(
  typing: boolean,
  suggestions: readonly string[],
  recentWords: readonly string[],
  popular: readonly string[],
): Option[] {
  return typing
    ? suggestions.map((word) => ({ kind: 'suggestion', word }))
    : [
        ...recentWords.map((word): Option => ({ kind: 'recent', word })),
        ...popular.map((word): Option => ({ kind: 'popular', word })),
      ];
}

/** The active position after one arrow step through `count` options. */
export function stepActive(current: number, step: 1 | -1, count: number): number {
  // Positions run -1 (the input itself) to the last option and wrap around at both ends.
  const positions = count + 1;
  return ((current + 1 + step + positions) % positions) - 1;
}

export interface IndexedOption {
  option: Option;
  index: number;
}

/** The options of one kind, each with its position in the whole list (for ids and the active one). */
export function optionsOfKind(options: readonly Option[], kind: OptionKind): IndexedOption[] {
  return options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
}
