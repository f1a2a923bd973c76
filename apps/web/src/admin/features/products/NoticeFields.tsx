import { NOTICE_GROUP_IDS, NOTICE_GROUPS, type NoticeGroupId } from '@maru/domain';
import { FieldError } from '@/shared/form';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import own from './products.module.css';

interface NoticeFieldsProps {
  group: NoticeGroupId | '';
  items: Record<string, string>;
  /** Keys of the group's items with no text yet (['group'] without a group). */
  missing: readonly string[];
  error: string | undefined;
  onChange: (change: { noticeGroup?: NoticeGroupId | ''; noticeItems?: Record<string, string> }) => void;
}

/**
 * 상품정보제공고시: the group, then one input per item of it in the 고시's order. The category's
 * department (which would pick the group) is not known here, so the group is the product's own
 * or the operator's choice. Texts typed under another group are kept, as the domain keeps them.
 */
export function NoticeFields({ group, items, missing, error, onChange }: NoticeFieldsProps) {
  const chosen = group ? NOTICE_GROUPS[group] : undefined;
  const missingLabels = chosen ? chosen.items.filter((item) => missing.includes(item.key)).map((item) => item.label) : [];
  return (
    <>
      <SelectField
        id="notice"
        label="고시 분류"
        value={group}
        onChange={(event) => onChange({ noticeGroup: event.target.value as NoticeGroupId | '' })}
        blank="선택해 주세요"
        choices={NOTICE_GROUP_IDS.map((id) => ({ value: id, label: NOTICE_GROUPS[id].label }))}
        aria-describedby={error ? 'notice-status notice-error' : 'notice-status'}
      />
      <p id="notice-status" className={styles.hint} aria-live="polite">
        판매중으로 두려면 모든 항목이 필요합니다. 해당 없는 항목은 ‘해당 없음’이라고 입력합니다.
        {chosen ? (missingLabels.length ? ` 빠진 항목 ${missingLabels.length}개: ${missingLabels.join(', ')}` : ' 모든 항목을 채웠습니다.') : ' 분류를 먼저 골라 주세요.'}
      </p>
      <FieldError id="notice-error" message={error} />
      {chosen ? (
        <div className={own.grid}>
          {chosen.items.map((item) => {
            const id = `notice-${item.key}`;
            return (
              <label key={item.key} className={styles.field} htmlFor={id}>
                <span>
                  {item.label}
                  {missing.includes(item.key) ? <span className={styles.error}> (빠짐)</span> : null}
                </span>
                <input
                  id={id}
                  value={items[item.key] ?? ''}
                  maxLength={500}
                  placeholder={item.hint}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => onChange({ noticeItems: { ...items, [item.key]: event.target.value } })}
                />
                <span id={`${id}-hint`} className={styles.hint}>
                  {item.condition ? `${item.condition} · ` : ''}
                  {item.hint}
                </span>
              </label>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
