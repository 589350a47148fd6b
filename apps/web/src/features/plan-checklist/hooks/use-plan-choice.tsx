import type { Plan } from '@bible-journey/contract';
import type { Language, LocalPlanV2 } from '@bible-journey/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../lib/modals/modals.ts';
import { choosePlan } from '../../../lib/plan/plan-sync.ts';

// The dialog only ever shows right after signing in on a device with its own plan: it loads then,
// with its strings.
const loadDialog = (language: Language) =>
  Promise.all([
    import('../components/plan-choice-dialog.tsx'),
    import('../lib/choice-strings.ts').then((strings) => strings.loadChoiceStrings(language)),
  ]);

const CHOICE_DIALOG_ID = 'plan-choice';

/** Asks which plan to keep when this device and the account hold different ones (once per visit, and again on request). */
export function usePlanChoice(choice: Plan | null, plan: LocalPlanV2 | null, language: Language) {
  const { t } = useTranslation();
  const hasAsked = useRef<string | null>(null);

  const ask = async (server: Plan, device: LocalPlanV2) => {
    const [{ PlanChoiceDialog }] = await loadDialog(language);
    modals.open({
      id: CHOICE_DIALOG_ID,
      title: t('plan-checklist.choice.title'),
      render: (close) => (
        <PlanChoiceDialog
          device={device.planv2}
          saved={server}
          language={language}
          onKeep={async (keep) => {
            await choosePlan(keep);
            close();
          }}
          onLater={close}
        />
      ),
    });
  };

  useEffect(() => {
    if (!choice || !plan || hasAsked.current === choice._id) return;
    hasAsked.current = choice._id;
    void ask(choice, plan);
  });

  useEffect(() => () => modals.close(CHOICE_DIALOG_ID), []);

  return {
    askAgain: () => {
      if (choice && plan) void ask(choice, plan);
    },
  };
}
