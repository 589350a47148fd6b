import type { Challenge } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import styles from './configs.module.css';
import { DeleteChallengeCard } from './delete-challenge.tsx';
import { IncludeLeadersCard } from './include-leaders-card.tsx';
import { InviteLinkCard } from './invite-link-card.tsx';
import { openRenameChallenge } from './rename-challenge.tsx';

function ConfigsItems({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const items = [
    {
      to: paths.challengeParticipantsEdit(challenge._id),
      label: t('challenges.configs.editParticipants'),
      detail: t('challenges.configs.participantsCount', { count: challenge.participantsCount }),
    },
    {
      to: paths.challengePlanEdit(challenge._id),
      label: t(challenge.planTemplate === null ? 'challenges.configs.createPlan' : 'challenges.configs.editPlan'),
      detail: t(challenge.planTemplate === null ? 'challenges.configs.noPlan' : 'challenges.configs.planDetail'),
    },
    {
      to: paths.challengeProgress(challenge._id),
      label: t('challenges.configs.progress'),
      detail: t('challenges.configs.progressDetail'),
    },
  ];
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="challenge-name-heading">
        <h2 id="challenge-name-heading" className={styles.cardTitle}>
          {t('challenges.configs.nameHeading')}
        </h2>
        <p className={styles.name}>{challenge.title}</p>
        <Button variant="secondary" onClick={() => openRenameChallenge(challenge._id, challenge.title)}>
          {t('challenges.configs.editName')}
        </Button>
      </section>
      <InviteLinkCard challenge={challenge} />
      <IncludeLeadersCard challenge={challenge} />
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              <span className={styles.linkLabel}>{item.label}</span>
              <span className={styles.linkDetail}>{item.detail}</span>
              <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <DeleteChallengeCard challengeId={challenge._id} title={challenge.title} />
    </div>
  );
}

/**
 * /challenge/:id/configs (spec 3 section 2): the leader's name, invite link, place in the ranking,
 * participants, plan, progress view and deletion.
 */
export function ConfigsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('challenges.configs.title')} backTo={paths.challenges}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.configs.loading')}>
        {({ challenge }) => <ConfigsItems challenge={challenge} />}
      </ChallengeGate>
    </Page>
  );
}
