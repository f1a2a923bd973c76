import { Link } from 'react-router';
import { formStyles as styles } from '@/shared/form';
import type { Consents } from '../auth-api';
import { allConsentsGiven, consentItems, toggleAllConsents } from '../join-form';

interface ConsentListProps {
  consents: Consents;
  onChange: (consents: Consents) => void;
  errorId?: string;
  invalid?: boolean;
}

export function ConsentList({ consents, onChange, errorId, invalid }: ConsentListProps) {
  return (
    <fieldset className={styles.consents} aria-describedby={errorId}>
      <legend>약관 동의</legend>
      <label className={`${styles.check} ${styles.consentAll}`}>
        <input type="checkbox" checked={allConsentsGiven(consents)} onChange={() => onChange(toggleAllConsents(consents))} />
        전체 동의 (선택 항목 포함)
      </label>
      <ul className={styles.consentList}>
        {consentItems.map((item) => (
          <li key={item.key} className={styles.check}>
            <input
              id={`consent-${item.key}`}
              type="checkbox"
              checked={consents[item.key]}
              aria-invalid={invalid && item.required && !consents[item.key] ? true : undefined}
              onChange={(event) => onChange({ ...consents, [item.key]: event.target.checked })}
            />
            <label htmlFor={`consent-${item.key}`}>
              [{item.required ? '필수' : '선택'}] {item.label}
            </label>
            {item.policyPath ? (
              <Link to={item.policyPath} target="_blank" rel="noopener">
                전문 보기<span className={styles.visuallyHidden}> ({item.label.replace(' 동의', '')}, 새 창)</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
