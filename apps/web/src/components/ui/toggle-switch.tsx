import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import styles from './toggle-switch.module.css';

/**
 * An on/off switch (React Aria's, role "switch"): its label, then a 52 × 32 track, the whole row
 * a 44 px target.
 */
export function ToggleSwitch({
  children,
  ...props
}: Omit<SwitchProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <Switch {...props} className={styles.switch}>
      {children}
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </Switch>
  );
}
