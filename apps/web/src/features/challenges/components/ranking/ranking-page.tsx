import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { useChallenge } from '../../api/get-challenge.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { NotAcceptedPanel } from './not-accepted-panel.tsx';
import { useNotificationPrompt } from './notification-prompt.tsx';
import styles from './ranking.module.css';
import { RankingBoard } from './ranking-board.tsx';

/**
 * /challenge/:id/ranking (spec 3 section 2): the challenge's title (a new challenge, `?isNew=true`,
 * or a new participant, `?isNewParticipant=true`, is greeted as launched), then the ranking, or
 * while nobody has accepted, what to do about it. Asks once about notifications.
 */
export function RankingPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const challenge = useChallenge(challengeId);
  const [search] = useSearchParams();
  const isNew = search.get('isNew') === 'true';
  const isNewParticipant = search.get('isNewParticipant') === 'true';
  useNotificationPrompt(challenge.isSuccess);
  const title =
    isNew || isNewParticipant
      ? t('challenges.ranking.launchedTitle')
      : (challenge.data?.challenge.title ?? t('challenges.ranking.title'));
  return (
    <Page title={title} backTo={paths.challenges}>
      {(isNew || isNewParticipant) && (
        <p className={styles.launched}>
          {t(isNew ? 'challenges.ranking.launchedOwner' : 'challenges.ranking.launchedParticipant')}
        </p>
      )}
      <ChallengeGate loadingLabel={t('challenges.ranking.loadingChallenge')}>
        {({ challenge: shown, isOwner }) => (
          <>
            {(isNew || isNewParticipant) && <h2 className={styles.challengeTitle}>{shown.title}</h2>}
            {shown.participantsCount === 0 ? (
              <NotAcceptedPanel
                challengeId={shown._id}
                title={shown.title}
                isOwner={isOwner}
                inviteLink={shown.inviteLink}
              />
            ) : (
              <RankingBoard challenge={shown} isOwner={isOwner} />
            )}
          </>
        )}
      </ChallengeGate>
    </Page>
  );
}
