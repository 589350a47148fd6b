import type { Language, SummaryGroup, SummaryStanding } from '@bible-journey/core';
import type { Mail } from './mailer.js';
import { escapeHtml } from './messages.js';

interface WeeklySummaryTemplate {
  subject: string;
  greeting: string;
  intro: string;
  participants: (count: number) => string;
  groups: Record<SummaryStanding, string>;
  more: (count: number) => string;
  action: string;
  outro: string;
  stop: string;
}

const pluralOf = (language: Language) => new Intl.PluralRules(language);

// {name} is the leader's. Groups read "On track (7): Ana, Bruno and 5 more".
const WEEKLY_SUMMARY: Record<Language, WeeklySummaryTemplate> = {
  en: {
    subject: 'Your weekly summary: how your group is reading',
    greeting: 'Hello {name},',
    intro: 'Here is where the people in your challenges stand this week.',
    participants: (count) => (count === 1 ? '1 participant' : `${count} participants`),
    groups: { onTrack: 'On track', behind: 'Fell behind', notStarted: 'Not started yet' },
    more: (count) => `and ${count} more`,
    action: 'See everyone’s progress',
    outro: 'You receive this summary every week because you lead a challenge on Bible Journey.',
    stop: 'Stop weekly summaries',
  },
  pt: {
    subject: 'Seu resumo da semana: como está a leitura do seu grupo',
    greeting: 'Olá, {name}!',
    intro: 'Veja como estão os participantes dos seus desafios nesta semana.',
    participants: (count) => (count === 1 ? '1 participante' : `${count} participantes`),
    groups: { onTrack: 'Em dia', behind: 'Ficaram para trás', notStarted: 'Ainda não começaram' },
    more: (count) => `e mais ${count}`,
    action: 'Ver o progresso de todos',
    outro: 'Você recebe este resumo toda semana porque lidera um desafio no Bible Journey.',
    stop: 'Parar os resumos semanais',
  },
  id: {
    subject: 'Ringkasan mingguan Anda: perkembangan bacaan kelompok Anda',
    greeting: 'Halo {name},',
    intro: 'Berikut perkembangan para peserta tantangan Anda minggu ini.',
    participants: (count) => `${count} peserta`,
    groups: { onTrack: 'Sesuai jadwal', behind: 'Tertinggal', notStarted: 'Belum mulai' },
    more: (count) => `dan ${count} lainnya`,
    action: 'Lihat perkembangan semua peserta',
    outro: 'Anda menerima ringkasan ini setiap minggu karena Anda memimpin tantangan di Bible Journey.',
    stop: 'Hentikan ringkasan mingguan',
  },
  pl: {
    subject: 'Twoje podsumowanie tygodnia: jak czyta Twoja grupa',
    greeting: 'Cześć {name}!',
    intro: 'Oto jak w tym tygodniu idzie uczestnikom Twoich wyzwań.',
    participants: (count) => (count === 1 ? '1 uczestnik' : `liczba uczestników: ${count}`),
    groups: { onTrack: 'Na bieżąco', behind: 'Mają zaległości', notStarted: 'Jeszcze nie zaczęli' },
    more: (count) => {
      const form = pluralOf('pl').select(count);
      return `i jeszcze ${count} ${form === 'one' ? 'osoba' : form === 'few' ? 'osoby' : 'osób'}`;
    },
    action: 'Zobacz postępy wszystkich',
    outro: 'Otrzymujesz to podsumowanie co tydzień, ponieważ prowadzisz wyzwanie w Bible Journey.',
    stop: 'Wyłącz cotygodniowe podsumowania',
  },
};

/** One challenge of the summary: its title, the progress view's address and the three groups. */
export interface SummaryChallenge {
  title: string;
  link: string;
  groups: Record<SummaryStanding, SummaryGroup>;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The leader's weekly summary (issue 23): for each challenge, how many are on track, fell behind
 * or have not started, with the first names of each (the rest counted), and a link to the
 * progress view. It ends with a link to stop the summaries (`stop.page`, where the leader
 * confirms) and carries it as List-Unsubscribe for mail clients (`stop.oneClick`, RFC 8058).
 */
export function weeklySummaryMail(
  to: string,
  details: { name: string; challenges: readonly SummaryChallenge[] },
  language: Language,
  stop: { page: string; oneClick: string },
): Mail {
  const words = WEEKLY_SUMMARY[language];
  const quoted = (title: string) => (language === 'pl' ? `„${oneLine(title)}”` : `“${oneLine(title)}”`);
  const groupLines = (challenge: SummaryChallenge) =>
    (['onTrack', 'behind', 'notStarted'] as const)
      .filter((standing) => challenge.groups[standing].count > 0)
      .map((standing) => {
        const { count, names } = challenge.groups[standing];
        const listed = names.map(oneLine).join(', ');
        const rest = count - names.length;
        return `${words.groups[standing]} (${count}): ${rest > 0 ? `${listed} ${words.more(rest)}` : listed}`;
      });
  const count = (challenge: SummaryChallenge) =>
    challenge.groups.onTrack.count + challenge.groups.behind.count + challenge.groups.notStarted.count;
  const heading = (challenge: SummaryChallenge) =>
    `${quoted(challenge.title)} · ${words.participants(count(challenge))}`;
  const greeting = words.greeting.replace('{name}', () => oneLine(details.name));
  const text = [
    `${greeting}\n\n${words.intro}`,
    ...details.challenges.map((challenge) =>
      [heading(challenge), ...groupLines(challenge), `${words.action}: ${challenge.link}`].join('\n'),
    ),
    `${words.outro}\n${words.stop}: ${stop.page}`,
  ].join('\n\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(words.intro)}</p>` +
    details.challenges
      .map(
        (challenge) =>
          `<h2 style="font-size:1.1em">${escapeHtml(heading(challenge))}</h2>` +
          `<ul>${groupLines(challenge)
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join('')}</ul>` +
          `<p><a href="${escapeHtml(challenge.link)}">${escapeHtml(words.action)}</a></p>`,
      )
      .join('') +
    `<p><small>${escapeHtml(words.outro)} <a href="${escapeHtml(stop.page)}">${escapeHtml(words.stop)}</a></small></p>`;
  return {
    to,
    subject: words.subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${stop.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
