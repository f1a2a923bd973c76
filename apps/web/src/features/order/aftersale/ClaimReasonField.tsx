import type { ClaimKindName } from '@maru/domain';
import { errorIdOf, FieldError, FieldFrame, formStyles } from '@/shared/form';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import { reasonsFor, type ClaimWords } from './claim-form';

interface ClaimReasonFieldProps {
  kind: ClaimKindName;
  words: ClaimWords;
  /** The radio group's name. */
  name: string;
  reason: string;
  onReason: (code: string) => void;
  error: string | undefined;
}

/** The required reason, one radio per reason the claim's kind allows. */
export function ClaimReasonField({ kind, words, name, reason, onReason, error }: ClaimReasonFieldProps) {
  return (
    <fieldset className={orderStyles.stack} data-field="claim-reason" aria-describedby={errorIdOf('claim-reason', error)}>
      <legend>
        {words.reasonLegend} <span className={formStyles.required}>(필수)</span>
      </legend>
      <div className={orderStyles.choices}>
        {reasonsFor(kind).map((option) => (
          <label key={option.code} className={orderStyles.choice}>
            <input type="radio" name={name} value={option.code} checked={reason === option.code} onChange={() => onReason(option.code)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id="claim-reason-error" message={error} />
    </fieldset>
  );
}

/** The optional free-text reason. */
export function ClaimReasonText({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <FieldFrame id="claim-reason-text" label="자세한 사유" mark="optional">
      <textarea
        id="claim-reason-text"
        className={`${formStyles.input} ${styles.textarea}`}
        rows={3}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
