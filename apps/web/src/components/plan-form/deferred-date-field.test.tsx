import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { DeferredDateField } from './deferred-date-field.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

const noop = () => undefined;

describe('DeferredDateField', () => {
  it('shows the date as a button named by its label until the picker is needed', () => {
    render(
      <DeferredDateField
        label="Start date"
        value="2026-11-23"
        onChange={noop}
        blockedWeekDays={[]}
        error={undefined}
      />,
    );
    const preview = screen.getByRole('button', { name: 'Start date 11/23/2026' });
    expect(preview).toBeTruthy();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
  });

  // Swapping in the picker and focusing its first segment is checked in a real browser
  // (e2e/tests/plan-creation.spec.ts): happy-dom's selection can't follow react-aria's autofocus.

  it('keeps showing the field’s error before the picker loads', () => {
    render(
      <DeferredDateField
        label="Start date"
        value="2026-11-23"
        onChange={noop}
        blockedWeekDays={[]}
        error="startDateAfterEndDate"
      />,
    );
    const preview = screen.getByRole('button', { name: /Start date/ });
    const describedBy = preview.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'The start date must not be after the end date.',
    );
  });
});
