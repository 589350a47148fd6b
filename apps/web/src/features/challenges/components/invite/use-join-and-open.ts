import type { RefusalReason } from '@bible-journey/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useJoinChallenge } from '../../api/join-challenge.ts';

/** Why coming in by the link was refused, when the server said (its answer's `reason`). */
const JOIN_REFUSALS: Partial<Record<RefusalReason, string>> = {
  removed: 'challenges.invite.removed',
  invite_link_off: 'challenges.invite.linkOff',
  invite_link_replaced: 'challenges.invite.linkReplaced',
  challenge_full: 'challenges.invite.full',
};

/** The words for a refused join or invitation (a translation key), or null for any other failure. */
export function joinProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return (typeof reason === 'string' && JOIN_REFUSALS[reason as RefusalReason]) || null;
}

/** Joins the challenge (PUT /api/challenge/join) and opens its ranking as a new participant. */
export function useJoinAndOpen(challengeId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinChallenge();
  const { mutate } = join;
  const run = useMemo(
    () => () =>
      mutate(challengeId, {
        onSuccess: (membership) =>
          navigate(paths.challengeRanking(membership.challengeId, { isNewParticipant: true }), { replace: true }),
        onError: (error) =>
          snackbars.show({ message: t(joinProblem(error) ?? 'common.generalError'), severity: 'error' }),
      }),
    [mutate, challengeId, navigate, t],
  );
  return { run, isPending: join.isPending };
}
