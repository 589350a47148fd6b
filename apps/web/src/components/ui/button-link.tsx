import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

/** A link that looks like the app's button: for an action that goes to another screen. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: LinkProps & { variant?: 'primary' | 'secondary' | 'quiet' }) {
  return (
    <Link {...rest} className={[styles.button, styles.link, styles[variant], className].filter(Boolean).join(' ')} />
  );
}
