import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  /** Shows `loadingLabel` and refuses clicks while an action runs. */
  isLoading?: boolean;
  loadingLabel?: string;
}

/** The app's button: 44 px touch target, a loading label while busy. */
export function Button({
  variant = 'primary',
  isLoading = false,
  loadingLabel,
  children,
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
