export { Button, LinkButton, type ButtonVariant } from './Button';
export { ComingSoon } from './ComingSoon';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { ErrorView } from './ErrorView';
export { Skeleton, Spinner } from './Spinner';
export { ToastProvider } from './Toast';
export { useToast, type ToastTone } from './toast-context';
export { VisuallyHidden } from './VisuallyHidden';
