import { formStyles as styles } from '@/shared/form';
import { passwordChecklist } from '../join-form';

/** The password rules, each marked as met while typing. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className={styles.checklist} aria-label="비밀번호 규칙">
      {passwordChecklist(password).map((item) => (
        <li key={item.rule} className={item.met ? styles.met : styles.unmet}>
          <span aria-hidden="true">{item.met ? '✓ ' : '· '}</span>
          {item.label}
          <span className={styles.visuallyHidden}>{item.met ? ' (충족)' : ' (미충족)'}</span>
        </li>
      ))}
    </ul>
  );
}
