import type { Plan } from '@bible-journey/contract';
import { type Language, type LocalPlanV2, localFromServer } from '@bible-journey/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../app/modals/modals.ts';
import { choosePlan } from '../../../lib/plan/plan-sync-engine.ts';
import { PlanChoiceDialog } from '../components/plan-choice-dialog.tsx';

const CHOICE_DIALOG_ID = 'plan-choice';

/** Asks which plan to keep when this device and the account hold different ones (once per visit, and again on request). */
export function usePlanChoice(choice: Plan | null, plan: LocalPlanV2 | null, language: Language) {
  const { t } = useTranslation();
  const hasAsked = useRef<string | null>(null);

  const ask = (server: Plan, device: LocalPlanV2) =>
    modals.open({
      id: CHOICE_DIALOG_ID,
      title: t('plan-checklist.choice.title'),
      render: (close) => (
        <PlanChoiceDialog
          device={device.planv2}
          saved={localFromServer(server).planv2}
          language={language}
          onKeep={async (keep) => {
            await choosePlan(keep);
            close();
          }}
          onLater={close}
        />
      ),
    });

  useEffect(() => {
    if (!choice || !plan || hasAsked.current === choice._id) return;
    hasAsked.current = choice._id;
    ask(choice, plan);
  });

  useEffect(() => () => modals.close(CHOICE_DIALOG_ID), []);

  return { askAgain: () => choice && plan && ask(choice, plan) };
}
