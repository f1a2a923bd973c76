import styles from './Cart.module.css';

interface QuantityStepperProps {
  label: string;
  qty: number;
  max: number;
  disabled?: boolean;
  onChange: (qty: number) => void;
}

export function QuantityStepper({ label, qty, max, disabled, onChange }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={`${label} 수량`}>
      <button type="button" aria-label="수량 줄이기" disabled={disabled || qty <= 1} onClick={() => onChange(qty - 1)}>
        −
      </button>
      <output aria-live="polite">{qty}</output>
      <button type="button" aria-label="수량 늘리기" disabled={disabled || qty >= max} onClick={() => onChange(qty + 1)}>
        +
      </button>
    </div>
  );
}
