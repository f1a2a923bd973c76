import { STOCK_LOST_TYPES, stockLostTypeLabels } from '@maru/domain';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf, Options } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { type CombinationDraft, combinationsMatch, combinationsOf, MAX_OPTION_GROUPS, type OptionGroupDraft } from './option-combinations';
import own from './products.module.css';

interface NewOptionsEditorProps {
  groups: OptionGroupDraft[];
  combinations: CombinationDraft[];
  error: string | undefined;
  onChange: (change: { optionGroups?: OptionGroupDraft[]; combinations?: CombinationDraft[] }) => void;
}

/** A new product's options: up to three groups, then 조합 만들기 makes one row per combination to price and stock. */
export function NewOptionsEditor({ groups, combinations, error, onChange }: NewOptionsEditorProps) {
  const patchGroup = (index: number, change: Partial<OptionGroupDraft>) => onChange({ optionGroups: groups.map((group, at) => (at === index ? { ...group, ...change } : group)) });
  const patchRow = (index: number, change: Partial<CombinationDraft>) => onChange({ combinations: combinations.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const stale = combinations.length > 0 && !combinationsMatch(groups, combinations);
  return (
    <>
      {groups.map((group, index) => (
        <div key={index} className={own.inline}>
          <label className={styles.field} htmlFor={index === 0 ? 'options' : `option-group-${index}`}>
            옵션명 {index + 1}
            <input id={index === 0 ? 'options' : `option-group-${index}`} value={group.name} maxLength={20} placeholder="예) 색상" onChange={(event) => patchGroup(index, { name: event.target.value })} />
          </label>
          <label className={styles.field}>
            옵션값 {index + 1} (쉼표 또는 줄바꿈으로 구분)
            <textarea rows={2} cols={40} value={group.valuesText} placeholder="예) 화이트, 그레이" onChange={(event) => patchGroup(index, { valuesText: event.target.value })} />
          </label>
          {groups.length > 1 ? (
            <Button variant="ghost" onClick={() => onChange({ optionGroups: groups.filter((_, at) => at !== index) })} aria-label={`옵션 ${index + 1} 삭제`}>
              삭제
            </Button>
          ) : null}
        </div>
      ))}
      <div className={own.inline}>
        {groups.length < MAX_OPTION_GROUPS ? (
          <Button variant="secondary" onClick={() => onChange({ optionGroups: [...groups, { name: '', valuesText: '' }] })}>
            옵션 그룹 추가
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onChange({ combinations: combinationsOf(groups, combinations) })}>
          조합 만들기
        </Button>
        <span className={styles.hint} aria-live="polite">
          {stale ? '옵션이 바뀌었습니다. 조합 만들기를 다시 눌러 주세요. (입력한 값은 같은 조합에 남습니다)' : combinations.length ? `조합 ${combinations.length}개` : ''}
        </span>
      </div>
      <FieldError id="options-error" message={error} />
      {combinations.length ? (
        <div className={own.dense}>
          <DataTable columns={['조합', '추가금액 (원)', '재고', '품절 시']} caption="옵션 조합" stickyHeader>
            {combinations.map((row, index) => {
              const name = row.values.join(' / ');
              return (
                <tr key={row.values.join('\u0000')}>
                  <td>{name}</td>
                  <td>
                    <input className={own.cellInput} aria-label={`${name} 추가금액`} inputMode="numeric" value={row.extraPrice} onChange={(event) => patchRow(index, { extraPrice: event.target.value })} />
                  </td>
                  <td>
                    <input className={own.cellInput} aria-label={`${name} 재고`} inputMode="numeric" value={row.stockCnt} onChange={(event) => patchRow(index, { stockCnt: event.target.value })} />
                  </td>
                  <td>
                    <select className={own.cellSelect} aria-label={`${name} 품절 시`} value={row.stockLostType} onChange={(event) => patchRow(index, { stockLostType: event.target.value as CombinationDraft['stockLostType'] })}>
                      <Options choices={choicesOf(STOCK_LOST_TYPES, (type) => stockLostTypeLabels[type])} />
                    </select>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </div>
      ) : null}
    </>
  );
}
