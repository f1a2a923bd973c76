import { BusyButton, FormAlert, formStyles as styles } from '@/shared/form';

interface VerificationStartProps {
  label: string;
  busy: boolean;
  failure?: string;
  onStart: () => void;
}

/** The 본인인증 start button, with why the last attempt did not finish read out above it. */
export function VerificationStart({ label, busy, failure, onStart }: VerificationStartProps) {
  return (
    <div className={styles.form}>
      <FormAlert message={failure} />
      <BusyButton onClick={onStart} busy={busy} busyLabel="본인인증 진행 중…">
        {label}
      </BusyButton>
    </div>
  );
}
