import { checkChallengeName, checkCreationParticipants } from '@bible-journey/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import { useChallengeCreation } from '../../hooks/use-challenge-creation.ts';
import { SkeletonRows } from '../common/screen-states.tsx';
import { openPremiumModal } from '../premium-modal.tsx';
import styles from './wizard.module.css';
import { useWizardState, type WizardState, wizardState } from './wizard-state.ts';

export const WIZARD_STEPS = ['name', 'dates', 'reading'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const STEP_PATHS: Record<WizardStep, string> = {
  name: paths.newChallengeName(),
  dates: paths.newChallengeDates,
  reading: paths.newChallengeReading,
};
const BACK: Record<WizardStep, string> = {
  name: paths.challenges,
  dates: paths.newChallengeName(),
  reading: paths.newChallengeDates,
};

/** Step 1 is done: a valid name and at least two e-mails to invite. */
export function isNameStepDone(state: WizardState): boolean {
  return checkChallengeName(state.challengeTitle).ok && checkCreationParticipants(state.participants).ok;
}

function stepOf(pathname: string): WizardStep {
  return WIZARD_STEPS.find((step) => pathname.replace(/\/$/, '').endsWith(`/${step}`)) ?? 'name';
}

/**
 * /challenges/new/*: the creation wizard's frame (spec 3 sections 2 and 5) — the three-step
 * indicator and the redirects: to the landing page when signed out or without premium access
 * (unless ?iosPurchase=true after a native purchase), the subscribe-or-buy modal for a one_time
 * premium at its limit or a premium status that can't be fetched, and steps 2 and 3 to the name
 * step until it is done.
 */
export function WizardLayout() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const state = useWizardState();
  const { creation, isPending } = useChallengeCreation({ isFresh: true });
  const isIosPurchase = searchParams.get('iosPurchase') === 'true' || state.isIosPurchase;
  const isBlocked = !isIosPurchase && (creation === 'limitReached' || (creation === 'notLoaded' && !isPending));
  const step = stepOf(pathname);
  // Checked as each step opens, not on every change of the state: creating clears it while the
  // next screen loads, and the step on screen must not jump back to the name meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step opened (pathname).
  const isNameDone = useMemo(() => isNameStepDone(wizardState.get()), [pathname]);

  useEffect(() => {
    if (isIosPurchase && !wizardState.get().isIosPurchase) wizardState.update({ isIosPurchase: true });
  }, [isIosPurchase]);
  useEffect(() => {
    if (isBlocked) openPremiumModal(() => navigate(paths.challengesStartNow, { replace: true }), { isLeaving: true });
  }, [isBlocked, navigate]);

  if (token === null) return <Navigate to={paths.challengesPresentation} replace />;
  if (!isIosPurchase && creation === 'notPremium') return <Navigate to={paths.challengesPresentation} replace />;
  // The landing's premium section says why (core's challengeCreation).
  if (creation === 'leadsTheMost') return <Navigate to={paths.challengesStartNow} replace />;
  if (step !== 'name' && !isNameDone) return <Navigate to={paths.newChallengeName()} replace />;

  return (
    <Page title={t('challenges.wizard.title')} backTo={BACK[step]}>
      {!isIosPurchase && (isPending || isBlocked) ? (
        <SkeletonRows label={t('challenges.wizard.loading')} rows={2} />
      ) : (
        <>
          <StepIndicator current={step} />
          <Outlet />
        </>
      )}
    </Page>
  );
}

/** The three steps, the current one marked for screen readers (aria-current="step"); earlier ones lead back. */
function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label={t('challenges.wizard.steps')} className={styles.stepsNav}>
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((step, index) => {
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepName}>
                <span className={styles.visuallyHidden}>
                  {t('challenges.wizard.stepNumber', { number: index + 1, total: WIZARD_STEPS.length })}:{' '}
                </span>
                {t(`challenges.wizard.step.${step}`)}
              </span>
            </>
          );
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={step === current ? 'step' : undefined}
            >
              {state === 'done' ? (
                <Link to={STEP_PATHS[step]} className={styles.stepLink}>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
