import type { SearchBoxState } from './use-search-box';
import { optionsOfKind, type Option } from './search-options';
import styles from './SearchBox.module.css';

type PopupProps = Pick<
  SearchBoxState,
  'baseId' | 'active' | 'recent' | 'typing' | 'options' | 'optionId' | 'listboxId' | 'expanded' | 'search'
>;

interface SearchOptionProps extends Pick<PopupProps, 'active' | 'recent' | 'optionId' | 'search'> {
  option: Option;
  index: number;
}

/** One row of the listbox: the option itself and, for a recent word, its delete button. */
function SearchOption({ option, index, active, recent, optionId, search }: SearchOptionProps) {
  return (
    <li className={styles.row} role="presentation">
      <div
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={styles.option}
        // Keeps the focus in the input so the popup does not close before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => search(option.word)}
      >
        {option.kind === 'popular' ? <span className={styles.rank}>{index - recent.words.length + 1}</span> : null}
        {option.word}
      </div>
      {option.kind === 'recent' ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.remove}
          aria-label={`최근 검색어 ${option.word} 삭제`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => recent.remove(option.word)}
        >
          ×
        </button>
      ) : null}
    </li>
  );
}

/** The "최근 검색어" heading with its "전체 삭제" button. */
function RecentHead({ baseId, recent }: Pick<PopupProps, 'baseId' | 'recent'>) {
  return (
    <div className={styles.sectionHead}>
      <span id={`${baseId}-recent`}>최근 검색어</span>
      <button
        type="button"
        tabIndex={-1}
        className={styles.clear}
        onMouseDown={(event) => event.preventDefault()}
        onClick={recent.clear}
      >
        전체 삭제
      </button>
    </div>
  );
}

/** The empty box's listbox content: a group of recent words, then a group of popular ones. */
function RecentAndPopular(props: PopupProps) {
  const { baseId, options } = props;
  const renderOption = ({ option, index }: { option: Option; index: number }) => (
    <SearchOption key={`${option.kind}-${option.word}`} option={option} index={index} {...props} />
  );
  return (
    <>
      {optionsOfKind(options, 'recent').length > 0 ? (
        <li role="group" aria-labelledby={`${baseId}-recent`}>
          <ul className={styles.group} role="presentation">
            {optionsOfKind(options, 'recent').map(renderOption)}
          </ul>
        </li>
      ) : null}
      {optionsOfKind(options, 'popular').length > 0 ? (
        <li role="group" aria-labelledby={`${baseId}-popular`}>
          <span id={`${baseId}-popular`} className={styles.sectionHead}>
            인기 검색어
          </span>
          <ul className={styles.group} role="presentation">
            {optionsOfKind(options, 'popular').map(renderOption)}
          </ul>
        </li>
      ) : null}
    </>
  );
}

/** The combobox's popup: suggestions while typing, recent and popular words for an empty box. */
export function SearchPopup(props: PopupProps) {
  const { baseId, recent, typing, options, listboxId, expanded } = props;
  return (
    <div className={styles.popup} hidden={!expanded}>
      {!typing && recent.words.length > 0 ? <RecentHead baseId={baseId} recent={recent} /> : null}
      <ul id={listboxId} role="listbox" aria-label="검색어 추천" className={styles.listbox}>
        {typing ? (
          optionsOfKind(options, 'suggestion').map(({ option, index }) => (
            <SearchOption key={`${option.kind}-${option.word}`} option={option} index={index} {...props} />
          ))
        ) : (
          <RecentAndPopular {...props} />
        )}
      </ul>
      {!typing && options.length === 0 ? <p className={styles.none}>최근 검색어가 없어요.</p> : null}
    </div>
  );
}
