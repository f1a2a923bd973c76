import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';
import { ToastContext, type ToastTone } from './toast-context';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const VISIBLE_MS = 3000;

/** Hosts the polite live region that every toast is announced through. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = ++nextId.current;
    setToasts((current) => [...current, { id, message, tone }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), VISIBLE_MS);
  }, []);

  const value = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
