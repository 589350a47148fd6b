import type { Challenge } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { useAcceptedParticipants, useInvitedParticipants } from '../../api/get-participants.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { PeopleSearch, useDebouncedSearch } from '../common/people-search.tsx';
import { InviteForm } from './invite-form.tsx';
import styles from './participants.module.css';
import { ParticipantsLists } from './participants-lists.tsx';

/** The invite form over the challenge's people; `onInvited` runs after a successful invitation. */
function People({ challenge, onInvited }: { challenge: Challenge; onInvited?: () => void }) {
  const search = useDebouncedSearch();
  const accepted = useAcceptedParticipants(challenge._id, search.search);
  const invited = useInvitedParticipants(challenge._id, search.search);
  // The addresses loaded so far: the form's early word; the server answers for the rest.
  const known = [
    ...(accepted.data?.pages.flatMap((page) => page.participants.map(({ user }) => user.email)) ?? []),
    ...(invited.data?.pages.flatMap((page) => page.invitedUsers.map(({ user }) => user.email)) ?? []),
  ];
  return (
    <div className={styles.screen}>
      <InviteForm challengeId={challenge._id} known={known} {...(onInvited ? { onInvited } : {})} />
      <PeopleSearch state={search} />
      <ParticipantsLists
        accepted={accepted}
        invited={invited}
        search={search.search}
        challengeId={challenge._id}
        challengeTitle={challenge.title}
      />
    </div>
  );
}

/**
 * /challenge/:id/participants/add (spec 3 section 2): after creation (`?isNew=true`, with the
 * challenge-launched note) or from the ranking; once the invitations go (or "not now"), the
 * ranking, which greets a new challenge as launched, its invitations sent (`?isNew=true`).
 */
export function AddParticipantsPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isNew = search.get('isNew') === 'true';
  const ranking = paths.challengeRanking(challengeId, { isNew });
  return (
    <Page title={t('challenges.participants.addTitle')} backTo={paths.challengeRanking(challengeId)}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.participants.loading')}>
        {({ challenge }) => (
          <>
            {isNew && (
              <section className={styles.launched} aria-labelledby="challenge-launched-heading">
                <h2 id="challenge-launched-heading" className={styles.launchedTitle}>
                  {t('challenges.participants.launchedTitle', { title: challenge.title })}
                </h2>
                <p>{t('challenges.participants.launchedBody')}</p>
              </section>
            )}
            <People challenge={challenge} onInvited={() => navigate(ranking)} />
            <ButtonLink to={ranking} variant="quiet" className={styles.later}>
              {t('challenges.participants.later')}
            </ButtonLink>
          </>
        )}
      </ChallengeGate>
    </Page>
  );
}

/** /challenge/:id/configs/participants/edit (leader): invite more, resend, remove. */
export function EditParticipantsPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <Page title={t('challenges.participants.editTitle')} backTo={paths.challengeConfigs(challengeId)}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.participants.loading')}>
        {({ challenge }) => <People challenge={challenge} />}
      </ChallengeGate>
    </Page>
  );
}
