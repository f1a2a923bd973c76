import { BANNER_DEVICE_TYPES, deviceTypeLabels, MEMBER_STATES, memberStateLabels, parameterTypeLabels } from '@maru/domain';
import { useId } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import consoleStyles from '../../ui/console.module.css';
import { CONDITION_KINDS, type ConditionKind, type ConditionValues, emptyCondition, emptyGroup, type GroupValues, isViewerKind } from './banner-form';
import styles from './content.module.css';

const kindLabels: Readonly<Record<ConditionKind, string>> = {
  PAGE_PATH: parameterTypeLabels.PAGE_PATH,
  PAGE_URL: parameterTypeLabels.PAGE_URL,
  HOST_NAME: parameterTypeLabels.HOST_NAME,
  QUERY: '쿼리 파라미터',
  MEMBER_STATE: parameterTypeLabels.MEMBER_STATE,
  DEVICE_TYPE: parameterTypeLabels.DEVICE_TYPE,
};

const valueHints: Readonly<Record<ConditionKind, string>> = {
  PAGE_PATH: '예: /cart (일치: 그 페이지만, 포함: 경로에 들어 있으면)',
  PAGE_URL: '예: utm_source=naver (주소 전체에서 비교)',
  HOST_NAME: '예: www.maru.kr',
  QUERY: '값을 쉼표로 여러 개 (일치: 값 목록이 같을 때, 포함: 적은 값이 모두 있을 때; 비우면 파라미터가 있기만 하면)',
  MEMBER_STATE: '고른 것 중 하나이면 맞습니다.',
  DEVICE_TYPE: '고른 것 중 하나이면 맞습니다. 기기는 브라우저 정보(user agent)로 판단합니다.',
};

interface ConditionRowProps {
  condition: ConditionValues;
  label: string;
  error: string | undefined;
  onChange: (condition: ConditionValues) => void;
  onRemove: () => void;
}

function ConditionRow({ condition, label, error, onChange, onRemove }: ConditionRowProps) {
  const id = useId();
  const set = (change: Partial<ConditionValues>) => onChange({ ...condition, ...change });
  const viewer = isViewerKind(condition.kind);
  const options = condition.kind === 'MEMBER_STATE' ? MEMBER_STATES.map((value) => ({ value, label: memberStateLabels[value] })) : BANNER_DEVICE_TYPES.map((value) => ({ value, label: deviceTypeLabels[value] }));
  return (
    <li className={styles.condition}>
      <fieldset className={styles.conditionFields} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={styles.conditionLegend}>{label}</legend>
        <label className={consoleStyles.field}>
          포함·제외
          <select value={condition.incType} onChange={(event) => set({ incType: event.target.value as ConditionValues['incType'] })}>
            <option value="INCLUDE">맞을 때 (INCLUDE)</option>
            <option value="EXCLUDE">맞지 않을 때 (EXCLUDE)</option>
          </select>
        </label>
        <label className={consoleStyles.field}>
          종류
          <select value={condition.kind} onChange={(event) => set({ kind: event.target.value as ConditionKind, choices: [], value: '' })}>
            {CONDITION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        {condition.kind === 'QUERY' ? (
          <label className={consoleStyles.field}>
            파라미터 이름
            <input value={condition.queryKey} onChange={(event) => set({ queryKey: event.target.value })} maxLength={50} autoComplete="off" placeholder="utm_source" />
          </label>
        ) : null}
        {viewer ? (
          <fieldset className={styles.choices}>
            <legend>{kindLabels[condition.kind]} 고르기</legend>
            {options.map((option) => (
              <label key={option.value} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={condition.choices.includes(option.value)}
                  onChange={(event) => set({ choices: event.target.checked ? [...condition.choices, option.value] : condition.choices.filter((value) => value !== option.value) })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : (
          <>
            <label className={consoleStyles.field}>
              비교
              <select value={condition.compareType} onChange={(event) => set({ compareType: event.target.value as ConditionValues['compareType'] })}>
                <option value="SAME">일치 (SAME)</option>
                <option value="INCLUDE">포함 (INCLUDE)</option>
              </select>
            </label>
            <label className={consoleStyles.field}>
              값
              <input value={condition.value} onChange={(event) => set({ value: event.target.value })} maxLength={500} autoComplete="off" aria-describedby={`${id}-hint`} />
            </label>
          </>
        )}
        <p id={`${id}-hint`} className={consoleStyles.hint}>
          {valueHints[condition.kind]}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div>
          <Button variant="secondary" onClick={onRemove}>
            {label} 지우기
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

interface ConditionBuilderProps {
  groups: GroupValues[];
  onChange: (groups: GroupValues[]) => void;
  /** The write's issues by path (conditionList.0.conditionList.1 → its message). */
  errors: Readonly<Record<string, string>>;
}

/**
 * Spec 01 §5's targeting as groups: the banner shows where any group holds, and a group holds
 * when all its conditions do; no group at all means everywhere. Each condition is one row of
 * plain controls, so the whole builder works from the keyboard.
 */
export function ConditionBuilder({ groups, onChange, errors }: ConditionBuilderProps) {
  const setGroup = (index: number, group: GroupValues) => onChange(groups.map((current, at) => (at === index ? group : current)));
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>노출 조건</legend>
      <p className={consoleStyles.hint}>
        {groups.length === 0
          ? '조건이 없으면 모든 페이지에서 누구에게나 보입니다.'
          : '묶음 가운데 하나라도 맞으면 보입니다. 한 묶음 안에서는 모든 조건이 맞아야 합니다.'}
      </p>
      <ol className={styles.groups}>
        {groups.map((group, groupIndex) => (
          <li key={group.key} className={styles.group}>
            <fieldset className={consoleStyles.fieldset}>
              <legend>
                조건 묶음 {groupIndex + 1}
                {groupIndex > 0 ? ' (또는)' : ''}
              </legend>
              <FieldError message={errors[`conditionList.${groupIndex}.conditionList`] ?? errors[`conditionList.${groupIndex}`]} />
              <ol className={styles.conditions}>
                {group.conditions.map((condition, conditionIndex) => (
                  <ConditionRow
                    key={condition.key}
                    condition={condition}
                    label={`묶음 ${groupIndex + 1}의 조건 ${conditionIndex + 1}`}
                    error={errors[`conditionList.${groupIndex}.conditionList.${conditionIndex}`]}
                    onChange={(next) => setGroup(groupIndex, { ...group, conditions: group.conditions.map((current) => (current.key === condition.key ? next : current)) })}
                    onRemove={() => setGroup(groupIndex, { ...group, conditions: group.conditions.filter((current) => current.key !== condition.key) })}
                  />
                ))}
              </ol>
              <div className={consoleStyles.panelActions}>
                <Button variant="secondary" onClick={() => setGroup(groupIndex, { ...group, conditions: [...group.conditions, emptyCondition()] })}>
                  묶음 {groupIndex + 1}에 조건 추가
                </Button>
                <Button variant="secondary" onClick={() => onChange(groups.filter((current) => current.key !== group.key))}>
                  묶음 {groupIndex + 1} 지우기
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError message={errors.conditionList} />
      <div>
        <Button variant="secondary" onClick={() => onChange([...groups, emptyGroup()])}>
          조건 묶음 추가
        </Button>
      </div>
    </fieldset>
  );
}
