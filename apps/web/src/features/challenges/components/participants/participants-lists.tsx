import type {
  AcceptedParticipantsPage,
  ChallengeInvitedUser,
  ChallengeParticipant,
  InvitedParticipantsPage,
} from '@bible-journey/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useRemoveParticipant } from '../../api/remove-participant.ts';
import { useResendInvite } from '../../api/resend-invite.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatLastRead } from '../../lib/last-read.ts';
import { latestOnce } from '../../lib/latest-once.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import { confirmDestructive } from '../common/confirm.tsx';
import { MorePages, type PagedList } from '../common/more-pages.tsx';
import { LoadFailed, SkeletonRows } from '../common/screen-states.tsx';
import styles from './participants.module.css';

export const REMOVE_PARTICIPANT_MODAL_ID = 'challenges-remove-participant';

function ParticipantRow({ participant, challengeId }: { participant: ChallengeParticipant; challengeId: string }) {
  const { t } = useTranslation();
  const removal = useRemoveParticipant(challengeId);
  const { name, email } = participant.user;
  const handleRemove = () =>
    confirmDestructive({
      id: REMOVE_PARTICIPANT_MODAL_ID,
      title: t('challenges.participants.removeTitle', { name }),
      body: t('challenges.participants.removeBody', { name }),
      confirmLabel: t('challenges.participants.removeConfirm'),
      busyLabel: t('challenges.participants.removing'),
      onConfirm: async () => {
        try {
          await removal.mutateAsync(participant._id);
        } catch {
          return () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
        }
        return () => snackbars.show({ message: t('challenges.participants.removed', { name }), severity: 'success' });
      },
    });
  return (
    <li className={styles.person}>
      <span className={styles.personText}>
        <span className={styles.personName}>{name}</span>
        <span className={styles.personEmail}>{email}</span>
      </span>
      <Button variant="quiet" className={styles.personAction} onClick={handleRemove}>
        {t('challenges.participants.remove')}
        <span className={styles.visuallyHidden}> {name}</span>
      </Button>
    </li>
  );
}

function InvitedRow({
  invited,
  challengeId,
  challengeTitle,
}: {
  invited: ChallengeInvitedUser;
  challengeId: string;
  challengeTitle: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resend = useResendInvite(challengeId);
  const [isSent, setIsSent] = useState(false);
  const { email, name } = invited.user;
  const leaderName = session.get()?.user.name;
  const handleResend = () =>
    resend.mutate(
      {
        participants: [email],
        challengeName: challengeTitle,
        ...(leaderName ? { ownerName: leaderName } : {}),
      },
      {
        onSuccess: () => {
          setIsSent(true);
          snackbars.show({ message: t('challenges.participants.resent', { email }), severity: 'success' });
        },
        onError: (error) =>
          snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
      },
    );
  return (
    <li className={styles.person}>
      <span className={styles.personText}>
        <span className={styles.personName}>{name ?? email}</span>
        {name && <span className={styles.personEmail}>{email}</span>}
        <span className={styles.personEmail}>
          {invited.lastSentAt
            ? t('challenges.participants.lastSent', {
                when: formatLastRead(new Date(invited.lastSentAt), new Date(), locale),
              })
            : t('challenges.participants.notSent')}
        </span>
      </span>
      {isSent ? (
        <span className={styles.sentMark} role="status">
          ✓ {t('challenges.participants.sentMark')}
        </span>
      ) : (
        <Button
          variant="quiet"
          className={styles.personAction}
          onClick={handleResend}
          isLoading={resend.isPending}
          loadingLabel={t('challenges.participants.sending')}
        >
          {t('challenges.participants.resend')}
          <span className={styles.visuallyHidden}> {email}</span>
        </Button>
      )}
    </li>
  );
}

type PageList<Page> = PagedList & {
  data: InfiniteData<Page> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * One of the leader's lists, a page at a time: its heading with how many it holds, its rows, and
 * its states (loading, failed, nobody yet, nobody matching the search, more to show).
 */
function PeopleSection<Page extends { total: number }, Entry>({
  headingId,
  heading,
  list,
  entriesOf,
  idOf,
  row,
  none,
  search,
}: {
  headingId: string;
  heading: (total: number | undefined) => string;
  list: PageList<Page>;
  entriesOf: (page: Page) => readonly Entry[];
  idOf: (entry: Entry) => string;
  row: (entry: Entry) => ReactNode;
  none: string;
  search: string;
}) {
  const { t } = useTranslation();
  const pages = list.data?.pages ?? [];
  const entries = latestOnce(pages.map(entriesOf), idOf);
  const total = pages[0]?.total;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {heading(total)}
      </h2>
      {list.isPending ? (
        <SkeletonRows label={t('challenges.participants.loading')} />
      ) : !list.data || (list.isError && !list.isFetchNextPageError) ? (
        <LoadFailed title={t('challenges.participants.loadFailed')} onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{search ? t('challenges.people.noMatch', { search }) : none}</p>
      ) : (
        <>
          <ul className={styles.people}>{entries.map(row)}</ul>
          <MorePages list={list} shown={entries.length} total={search ? undefined : total} />
        </>
      )}
    </section>
  );
}

/**
 * Who takes part, and apart, who was invited and has not accepted (spec 3 section 2), each a page
 * at a time and found by the leader's search: the leader removes a participant (after asking) or
 * mails an invite again (spec 3 section 4).
 */
export function ParticipantsLists({
  accepted,
  invited,
  search,
  challengeId,
  challengeTitle,
}: {
  accepted: PageList<AcceptedParticipantsPage>;
  invited: PageList<InvitedParticipantsPage>;
  search: string;
  challengeId: string;
  challengeTitle: string;
}) {
  const { t } = useTranslation();
  const counted = (key: string) => (total: number | undefined) =>
    total === undefined ? t(`${key}Heading`) : t(key, { number: total });
  return (
    <>
      <PeopleSection
        headingId="challenge-participants-heading"
        heading={counted('challenges.participants.accepted')}
        list={accepted}
        entriesOf={(page) => page.participants}
        idOf={(participant) => participant._id}
        row={(participant) => (
          <ParticipantRow key={participant._id} participant={participant} challengeId={challengeId} />
        )}
        none={t('challenges.participants.noneAccepted')}
        search={search}
      />
      <PeopleSection
        headingId="challenge-invited-heading"
        heading={counted('challenges.participants.invited')}
        list={invited}
        entriesOf={(page) => page.invitedUsers}
        idOf={(invite) => invite._id}
        row={(invite) => (
          <InvitedRow key={invite._id} invited={invite} challengeId={challengeId} challengeTitle={challengeTitle} />
        )}
        none={t('challenges.participants.noneInvited')}
        search={search}
      />
    </>
  );
}
