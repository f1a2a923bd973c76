import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}

const classesFor = ({ variant = 'primary', size = 'md' }: StyleProps, extra?: string) =>
  [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');

export function Button({ variant, size, className, type = 'button', ...rest }: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classesFor({ variant, size }, className)} {...rest} />;
}

/** An in-app link that looks like a button; navigations run through the page transition. */
export function LinkButton({ variant, size, className, viewTransition = true, ...rest }: StyleProps & LinkProps) {
  return <Link className={classesFor({ variant, size }, className)} viewTransition={viewTransition} {...rest} />;
}
