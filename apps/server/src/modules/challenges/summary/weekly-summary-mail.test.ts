import type { Language } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { weeklySummaryMail } from '../../../integrations/mail/weekly-summary-mail.js';

describe('the weekly summary mail', () => {
  const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  const challenge = {
    title: 'Torah <b>\n in May',
    link: 'https://journey.example/challenge/1/configs/progress',
    groups: {
      onTrack: { count: 14, names: names('On', 10) },
      behind: { count: 1, names: ['Ruth'] },
      notStarted: { count: 0, names: [] },
    },
  };
  const stop = { page: 'https://journey.example/c/weekly-summary/stop?u=1', oneClick: 'https://journey.example/api/x' };

  it.each<[Language, string, string, string]>([
    ['en', '“Torah <b> in May” · 15 participants', 'On track (14): On 1, On 2', 'On 10 and 4 more'],
    ['pt', '“Torah <b> in May” · 15 participantes', 'Em dia (14): On 1, On 2', 'On 10 e mais 4'],
    ['id', '“Torah <b> in May” · 15 peserta', 'Sesuai jadwal (14): On 1, On 2', 'On 10 dan 4 lainnya'],
    ['pl', '„Torah <b> in May” · liczba uczestników: 15', 'Na bieżąco (14): On 1, On 2', 'On 10 i jeszcze 4 osoby'],
  ])(
    'in %s: counts every group with people, names the first ten and counts the rest',
    (language, heading, group, more) => {
      const mail = weeklySummaryMail('lydia@example.com', { name: 'Lydia', challenges: [challenge] }, language, stop);
      expect(mail.text).toContain(`${heading}\n${group}`);
      expect(mail.text).toContain(more);
      expect(mail.text).not.toMatch(/\(0\)/);
      expect(mail.html).toContain('Torah &lt;b&gt; in May');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain(`href="${stop.page}"`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${stop.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  it('says "and N more" in Polish by the number', () => {
    const more = (count: number) =>
      weeklySummaryMail(
        'a@example.com',
        {
          name: 'A',
          challenges: [{ ...challenge, groups: { ...challenge.groups, onTrack: { count: count + 1, names: ['X'] } } }],
        },
        'pl',
        stop,
      ).text;
    expect(more(1)).toContain('X i jeszcze 1 osoba');
    expect(more(5)).toContain('X i jeszcze 5 osób');
    expect(more(22)).toContain('X i jeszcze 22 osoby');
  });
});
