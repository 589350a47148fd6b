import type { ChallengeResponse } from '@bible-journey/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useChallenge } from '../../api/get-challenge.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { LoadFailed, NotePanel, SkeletonRows } from './screen-states.tsx';

/**
 * The challenge a screen shows, once GET /api/challenge has answered: a skeleton meanwhile, the
 * spec's "couldn't retrieve" panel with Try again when it failed (spec 3 section 8). With
 * `ownerOnly`, a participant gets a note and a way to the ranking instead of the leader's screen.
 */
export function ChallengeGate({
  ownerOnly = false,
  loadingLabel,
  children,
}: {
  ownerOnly?: boolean;
  loadingLabel: string;
  children: (answer: ChallengeResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const challenge = useChallenge(challengeId);
  if (challenge.isPending) return <SkeletonRows label={loadingLabel} />;
  if (challenge.isError) {
    // Not a member, or gone (deleted, suspended): the server says 404 to all of these.
    if (challenge.error instanceof ApiError && challenge.error.status === 404) {
      return (
        <NotePanel
          title={t('challenges.screen.challengeNotFound')}
          action={
            <ButtonLink to={paths.challenges} variant="secondary">
              {t('challenges.screen.goToChallenges')}
            </ButtonLink>
          }
        />
      );
    }
    return <LoadFailed title={t('challenges.screen.challengeLoadFailed')} onRetry={() => void challenge.refetch()} />;
  }
  if (ownerOnly && !challenge.data.isOwner) {
    return (
      <NotePanel
        title={t('challenges.screen.ownerOnlyTitle')}
        action={
          <ButtonLink to={paths.challengeRanking(challengeId)} variant="secondary">
            {t('challenges.screen.goToRanking')}
          </ButtonLink>
        }
      >
        <p>{t('challenges.screen.ownerOnlyBody')}</p>
      </NotePanel>
    );
  }
  return children(challenge.data);
}
