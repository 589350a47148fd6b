import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/app.js';
import {
  appWithInbox,
  createChallengeOverHttp,
  inviteLinkCalls,
  person,
  premiumLeader,
} from '../../../test/challenge-members.js';
import { testDatabases } from '../../../test/databases.js';

describe.each(testDatabases)('the shared invite link on $name', (kind) => {
  const context = appWithInbox(kind, 'https://journey.example');

  const { join, setLink, linkSeenBy } = inviteLinkCalls(() => context.app);
  const expectRefused = (answer: Awaited<ReturnType<typeof join>>, reason: string, message: string) => {
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({ statusCode: 403, error: 'Forbidden', message, reason });
  };
  const REPLACED = 'This invite link was replaced by a new one: ask the leader for it.';
  const OFF = 'The leader turned this challenge’s invite link off: ask them to invite you.';

  /** A challenge inviting a registered reader by e-mail, and strangers holding the link. */
  async function challenge() {
    const leader = await premiumLeader(context.app, context.database);
    const invited = await person(context.app, context.database, { name: 'Ruth Invited' });
    const challengeId = await createChallengeOverHttp(context.app, leader.token, {
      participants: [invited.email, uniqueEmail('other')],
    });
    const stranger = () => person(context.app, context.database);
    return { leader, invited, challengeId, stranger };
  }

  it('works by the challenge id alone until the leader makes a new one; then only with its key', async () => {
    const { leader, invited, challengeId, stranger } = await challenge();
    const first = await linkSeenBy(leader.token, challengeId);
    expect(first).toEqual({ isOn: true, key: null, code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    const early = await stranger();
    expect((await join(early.token, challengeId)).statusCode).toBe(200);

    const renewed = await setLink(leader.token, challengeId, 'renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { key } = renewed.json().inviteLink;
    // The join code changes with the link (invitation.test.ts proves what each code opens).
    expect(renewed.json()).toEqual({
      inviteLink: {
        isOn: true,
        key: expect.stringMatching(/^[\w-]{16}$/),
        code: expect.not.stringMatching(first.code),
      },
    });
    // Members see the link they may share.
    expect(await linkSeenBy(early.token, challengeId)).toEqual(renewed.json().inviteLink);

    const late = await stranger();
    expectRefused(await join(late.token, challengeId), 'invite_link_replaced', REPLACED);
    // The key with its last character changed (to one it is not).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expectRefused(await join(late.token, challengeId, wrongKey), 'invite_link_replaced', REPLACED);
    expect((await join(late.token, challengeId, key)).statusCode).toBe(200);
    // Invited by e-mail: in without any key; already a member: in again.
    expect((await join(invited.token, challengeId)).statusCode).toBe(200);
    expect((await join(early.token, challengeId)).statusCode).toBe(200);

    const again = (await setLink(leader.token, challengeId, 'renew')).json().inviteLink.key;
    expect(again).not.toBe(key);
    expectRefused(await join((await stranger()).token, challengeId, key), 'invite_link_replaced', REPLACED);
  });

  it('turned off, lets in only people invited by e-mail; turned on again, the same link works', async () => {
    const { leader, invited, challengeId, stranger } = await challenge();
    const { code } = await linkSeenBy(leader.token, challengeId);
    const off = await setLink(leader.token, challengeId, 'off');
    expect(off.json()).toEqual({ inviteLink: { isOn: false, key: null, code } });
    const someone = await stranger();
    expectRefused(await join(someone.token, challengeId), 'invite_link_off', OFF);
    expect((await join(invited.token, challengeId)).statusCode).toBe(200);

    expect((await setLink(leader.token, challengeId, 'on')).json()).toEqual({
      inviteLink: { isOn: true, key: null, code },
    });
    expect((await join(someone.token, challengeId)).statusCode).toBe(200);
  });

  it('is the leader’s to change: 404 to members and strangers, 400 for an unknown action', async () => {
    const { leader, invited, challengeId, stranger } = await challenge();
    await join(invited.token, challengeId);
    const before = await linkSeenBy(leader.token, challengeId);
    for (const who of [invited, await stranger()]) {
      const answer = await setLink(who.token, challengeId, 'off');
      expect(answer.statusCode).toBe(404);
    }
    expect((await setLink(leader.token, challengeId, 'delete')).statusCode).toBe(400);
    expect(await linkSeenBy(leader.token, challengeId)).toEqual(before);
    expect(before).toMatchObject({ isOn: true, key: null });
  });
});
