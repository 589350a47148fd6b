import type { FeedbackType } from '@bible-journey/contract';
import { bookName, type ChapterRef, type Language } from '@bible-journey/core';
import type { Mail } from './mailer.js';

type Template = { subject: string; intro: string; action: string; outro: string };

const CONFIRM: Record<Language, Template> = {
  en: {
    subject: 'Confirm your e-mail for Bible Journey',
    intro: 'Welcome to Bible Journey, {name}! Please confirm your e-mail address:',
    action: 'Confirm e-mail',
    outro: 'The link works for 7 days. If you did not create an account, ignore this message.',
  },
  pt: {
    subject: 'Confirme seu e-mail no Bible Journey',
    intro: 'Boas-vindas ao Bible Journey, {name}! Confirme seu endereço de e-mail:',
    action: 'Confirmar e-mail',
    outro: 'O link vale por 7 dias. Se você não criou uma conta, ignore esta mensagem.',
  },
  id: {
    subject: 'Konfirmasi email Anda untuk Bible Journey',
    intro: 'Selamat datang di Bible Journey, {name}! Silakan konfirmasi alamat email Anda:',
    action: 'Konfirmasi email',
    outro: 'Tautan berlaku selama 7 hari. Jika Anda tidak membuat akun, abaikan pesan ini.',
  },
  pl: {
    subject: 'Potwierdź swój e-mail w Bible Journey',
    intro: 'Witaj w Bible Journey, {name}! Potwierdź swój adres e-mail:',
    action: 'Potwierdź e-mail',
    outro: 'Link jest ważny przez 7 dni. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
  },
};

const RESET: Record<Language, Template> = {
  en: {
    subject: 'Reset your Bible Journey password',
    intro: 'Hello {name}, we received a request to reset your password:',
    action: 'Choose a new password',
    outro: 'The link works for 1 hour and only once. If you did not ask for it, ignore this message.',
  },
  pt: {
    subject: 'Redefina sua senha do Bible Journey',
    intro: 'Olá {name}, recebemos um pedido para redefinir sua senha:',
    action: 'Escolher uma nova senha',
    outro: 'O link vale por 1 hora e uma única vez. Se você não pediu, ignore esta mensagem.',
  },
  id: {
    subject: 'Atur ulang kata sandi Bible Journey Anda',
    intro: 'Halo {name}, kami menerima permintaan untuk mengatur ulang kata sandi Anda:',
    action: 'Pilih kata sandi baru',
    outro: 'Tautan berlaku selama 1 jam dan hanya sekali. Jika Anda tidak memintanya, abaikan pesan ini.',
  },
  pl: {
    subject: 'Zresetuj hasło do Bible Journey',
    intro: 'Cześć {name}, otrzymaliśmy prośbę o zresetowanie Twojego hasła:',
    action: 'Wybierz nowe hasło',
    outro: 'Link jest ważny przez 1 godzinę i tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
};

const DELETED: Record<Language, Omit<Template, 'action'>> = {
  en: {
    subject: 'Your Bible Journey account was deleted',
    intro: 'Hello {name}, your Bible Journey account and all its data (plans and reading marks) were deleted.',
    outro: 'Thank you for reading with us. You are welcome back any time.',
  },
  pt: {
    subject: 'Sua conta do Bible Journey foi excluída',
    intro: 'Olá {name}, sua conta do Bible Journey e todos os seus dados (planos e leituras marcadas) foram excluídos.',
    outro: 'Obrigado por ler conosco. Volte quando quiser.',
  },
  id: {
    subject: 'Akun Bible Journey Anda telah dihapus',
    intro: 'Halo {name}, akun Bible Journey Anda dan semua datanya (rencana dan tanda sudah dibaca) telah dihapus.',
    outro: 'Terima kasih telah membaca bersama kami. Anda selalu dipersilakan kembali.',
  },
  pl: {
    subject: 'Twoje konto Bible Journey zostało usunięte',
    intro:
      'Cześć {name}, Twoje konto Bible Journey i wszystkie jego dane (plany i oznaczenia czytań) zostały usunięte.',
    outro: 'Dziękujemy za wspólne czytanie. Zapraszamy ponownie w każdej chwili.',
  },
};

// {owner} and {title} are the leader's name and the challenge's; the link opens /c/invite/{id}.
const CHALLENGE_INVITE: Record<Language, Template> = {
  en: {
    subject: 'An invitation to the Bible reading challenge “{title}”',
    intro:
      '{owner} invited you to read the Bible together in the challenge “{title}” on Bible Journey: a reading a day, a point for each one, and a ranking of the group.',
    action: 'See the invitation',
    outro: 'Open the link to join. If you would rather not take part, ignore this message.',
  },
  pt: {
    subject: 'Convite para o desafio de leitura bíblica “{title}”',
    intro:
      '{owner} convidou você para ler a Bíblia em grupo no desafio “{title}” no Bible Journey: uma leitura por dia, um ponto por leitura e um ranking do grupo.',
    action: 'Ver o convite',
    outro: 'Abra o link para participar. Se preferir não participar, ignore esta mensagem.',
  },
  id: {
    subject: 'Undangan ke tantangan membaca Alkitab “{title}”',
    intro:
      '{owner} mengundang Anda membaca Alkitab bersama dalam tantangan “{title}” di Bible Journey: satu bacaan setiap hari, satu poin untuk setiap bacaan, dan peringkat kelompok.',
    action: 'Lihat undangan',
    outro: 'Buka tautan untuk bergabung. Jika Anda tidak ingin ikut, abaikan pesan ini.',
  },
  pl: {
    subject: 'Zaproszenie do wyzwania czytania Biblii „{title}”',
    intro:
      '{owner} zaprasza Cię do wspólnego czytania Biblii w wyzwaniu „{title}” w Bible Journey: jedno czytanie dziennie, punkt za każde i ranking grupy.',
    action: 'Zobacz zaproszenie',
    outro: 'Otwórz link, aby dołączyć. Jeśli nie chcesz brać udziału, zignoruj tę wiadomość.',
  },
};

/** The end of every invitation: a way to stop them for the address (issue 22). */
const INVITATION_STOP: Record<Language, { question: string; action: string }> = {
  en: { question: 'Would you rather not receive challenge invitations?', action: 'Stop invitations to this address' },
  pt: { question: 'Prefere não receber convites para desafios?', action: 'Parar os convites para este endereço' },
  id: { question: 'Tidak ingin menerima undangan tantangan?', action: 'Hentikan undangan ke alamat ini' },
  pl: { question: 'Nie chcesz dostawać zaproszeń do wyzwań?', action: 'Wyłącz zaproszenia na ten adres' },
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function withLink(to: string, name: string, template: Template, link: string): Mail {
  return linkMail(to, { ...template, intro: template.intro.replace('{name}', name) }, link);
}

/** A mail of these finished texts around one link. */
function linkMail(to: string, { intro, ...texts }: Template, link: string): Mail {
  return paragraphsMail(to, { ...texts, paragraphs: [intro] }, link);
}

/** A mail of finished paragraphs, then one link (`action` its words in the HTML), then the outro. */
function paragraphsMail(
  to: string,
  { subject, paragraphs, action, outro }: Omit<Template, 'intro'> & { paragraphs: string[] },
  link: string,
): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\n${outro}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function confirmEmailMail(to: string, name: string, language: Language, link: string): Mail {
  return withLink(to, name, CONFIRM[language], link);
}

export function resetPasswordMail(to: string, name: string, language: Language, link: string): Mail {
  return withLink(to, name, RESET[language], link);
}

/**
 * A challenge invitation. The names are the leader's own words: filled in literally (no `$`
 * patterns), on one line each, and escaped in the HTML.
 */
/**
 * A leader's own words (their name, the challenge's title) as they go into an invitation: one line,
 * and nothing a mail program would turn into a link or an address (issue 22: invitations are not a
 * way to send anyone's links). A dot between letters or digits becomes a one-dot leader (“3․16”,
 * “spam․example”), the slashes after a scheme's colon division slashes, and @ a full-width @.
 */
export function asPlainWords(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '\u2024')
    .replace(/:\/\//g, ':\u2215\u2215')
    .replace(/@/g, '\uFF20');
}

/**
 * An invitation to a challenge. It ends with a link to stop invitations to the address (`stop.page`,
 * where the person confirms) and carries it as List-Unsubscribe, posted to by mail clients
 * (`stop.oneClick`, RFC 8058).
 */
export function challengeInviteMail(
  to: string,
  details: { ownerName: string; challengeTitle: string },
  language: Language,
  link: string,
  stop: { page: string; oneClick: string },
): Mail {
  const template = CHALLENGE_INVITE[language];
  const fill = (text: string) =>
    text
      .replace('{owner}', () => asPlainWords(details.ownerName))
      .replace('{title}', () => asPlainWords(details.challengeTitle));
  const mail = linkMail(to, { ...template, subject: fill(template.subject), intro: fill(template.intro) }, link);
  const words = INVITATION_STOP[language];
  return {
    ...mail,
    text: `${mail.text}\n${words.question} ${words.action}:\n${stop.page}\n`,
    html: `${mail.html}<p><small>${escapeHtml(words.question)} <a href="${escapeHtml(stop.page)}">${escapeHtml(words.action)}</a></small></p>`,
    headers: {
      'List-Unsubscribe': `<${stop.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function accountDeletedMail(to: string, name: string, language: Language): Mail {
  const template = DELETED[language];
  const intro = template.intro.replace('{name}', name);
  return {
    to,
    subject: template.subject,
    text: `${intro}\n\n${template.outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(template.outro)}</p>`,
  };
}

const FEEDBACK_LABELS: Record<FeedbackType, string> = {
  ERROR_APP: 'Error in the app',
  REPORTING: 'Bug report',
  FEEDBACK_APP: 'Feedback',
  SEND_EMAIL: 'Message',
};

export interface FeedbackMailDetails {
  id: string;
  type: FeedbackType;
  message: string;
  contact: string | null;
  backup: string | null;
  language: Language;
  createdAt: Date;
  sender: { id: string; name: string; email: string } | null;
}

/** A feedback or error report, for the team (in English, whatever the sender's language). */
export function feedbackMail(to: string, details: FeedbackMailDetails): Mail {
  const { sender } = details;
  const label = FEEDBACK_LABELS[details.type];
  const facts: [string, string][] = [
    ['From', sender ? `${sender.name} <${sender.email}> (account ${sender.id})` : 'someone not signed in'],
    ['Contact', details.contact ?? '(none given)'],
    ['Language', details.language],
    ['Sent', details.createdAt.toISOString()],
    ['Reference', `${details.type} ${details.id} (table feedback_messages)`],
  ];
  const backupNote = details.backup
    ? `The device's local state is attached as backup.json (${details.backup.length} characters).`
    : 'No backup of the local state was sent.';
  return {
    to,
    subject: `Bible Journey: ${label} (${details.type})`,
    text: `${label}\n\n${facts.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${details.message}\n\n${backupNote}\n`,
    html:
      `<p><strong>${escapeHtml(label)}</strong></p>` +
      `<ul>${facts.map(([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`).join('')}</ul>` +
      `<pre style="white-space:pre-wrap">${escapeHtml(details.message)}</pre>` +
      `<p>${escapeHtml(backupNote)}</p>`,
    ...(details.backup
      ? { attachments: [{ filename: 'backup.json', content: details.backup, contentType: 'application/json' }] }
      : {}),
  };
}

interface EncouragementTemplate {
  subject: string;
  intro: string;
  today: string;
  next: string;
  unread: string;
  finished: string;
  action: string;
  outro: string;
}

// {name} is the participant's, {owner} the leader's, {title} the challenge's; {reading} the
// chapters, {date} the day of a later reading.
const ENCOURAGEMENT: Record<Language, EncouragementTemplate> = {
  en: {
    subject: '{owner} is cheering you on in “{title}”',
    intro:
      'Hello {name}! {owner} is thinking of you in the Bible reading challenge “{title}” and sends you a word of encouragement: keep going, one reading at a time.',
    today: 'Today’s reading: {reading}',
    next: 'Your next reading, on {date}: {reading}',
    unread: 'Your next reading: {reading}',
    finished: 'You have read the whole plan. Well done!',
    action: 'Open the challenge plan',
    outro: 'You are receiving this because you take part in this challenge on Bible Journey.',
  },
  pt: {
    subject: '{owner} está torcendo por você em “{title}”',
    intro:
      'Olá, {name}! {owner} lembrou de você no desafio de leitura bíblica “{title}” e mandou uma palavra de incentivo: continue firme, uma leitura de cada vez.',
    today: 'Leitura de hoje: {reading}',
    next: 'Sua próxima leitura, em {date}: {reading}',
    unread: 'Sua próxima leitura: {reading}',
    finished: 'Você leu o plano inteiro. Parabéns!',
    action: 'Abrir o plano do desafio',
    outro: 'Você recebeu esta mensagem porque participa deste desafio no Bible Journey.',
  },
  id: {
    subject: '{owner} menyemangati Anda dalam “{title}”',
    intro:
      'Halo {name}! {owner} mengingat Anda dalam tantangan membaca Alkitab “{title}” dan mengirimkan kata penyemangat: tetap semangat, satu bacaan demi satu bacaan.',
    today: 'Bacaan hari ini: {reading}',
    next: 'Bacaan Anda berikutnya, pada {date}: {reading}',
    unread: 'Bacaan Anda berikutnya: {reading}',
    finished: 'Anda sudah membaca seluruh rencana. Luar biasa!',
    action: 'Buka rencana tantangan',
    outro: 'Anda menerima pesan ini karena Anda ikut dalam tantangan ini di Bible Journey.',
  },
  pl: {
    subject: '{owner} trzyma za Ciebie kciuki w wyzwaniu „{title}”',
    intro:
      'Cześć {name}! {owner} myśli o Tobie w wyzwaniu czytania Biblii „{title}” i przesyła Ci słowo zachęty: nie poddawaj się, czytaj dzień po dniu.',
    today: 'Dzisiejsze czytanie: {reading}',
    next: 'Twoje następne czytanie, {date}: {reading}',
    unread: 'Twoje następne czytanie: {reading}',
    finished: 'Cały plan przeczytany. Gratulacje!',
    action: 'Otwórz plan wyzwania',
    outro: 'Otrzymujesz tę wiadomość, ponieważ bierzesz udział w tym wyzwaniu w Bible Journey.',
  },
};

/** What the participant has to read, as the encouragement names it (core's todayReading, told apart). */
export type EncouragementReading =
  | { kind: 'today'; chapters: ChapterRef[] }
  | { kind: 'next'; date: string; chapters: ChapterRef[] }
  | { kind: 'unread'; chapters: ChapterRef[] }
  | { kind: 'finished' }
  | { kind: 'none' };

/**
 * A leader's word of encouragement to a participant, in the participant's language, with their
 * reading of the day (full book names: "Genesis 1–3; Exodus 1") and a link to the challenge plan.
 */
export function encouragementMail(
  to: string,
  details: { name: string; ownerName: string; challengeTitle: string; reading: EncouragementReading },
  language: Language,
  link: string,
): Mail {
  const template = ENCOURAGEMENT[language];
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const names = {
    name: oneLine(details.name),
    owner: oneLine(details.ownerName),
    title: oneLine(details.challengeTitle),
  };
  const { reading } = details;
  const readingLine =
    reading.kind === 'finished'
      ? template.finished
      : reading.kind === 'none'
        ? null
        : fill(template[reading.kind], {
            reading: chaptersText(reading.chapters, language),
            date: reading.kind === 'next' ? longDate(reading.date, language) : '',
          });
  const intro = fill(template.intro, names);
  return paragraphsMail(
    to,
    {
      subject: fill(template.subject, names),
      paragraphs: [intro, ...(readingLine ? [readingLine] : [])],
      action: template.action,
      outro: template.outro,
    },
    link,
  );
}

// {name} is the person's. The subject and the reading line are the reminder's (jobs/reminders/reminder-message.ts).
const READING_REMINDER: Record<Language, { greeting: string; action: string; outro: string }> = {
  en: {
    greeting: 'Hello {name},',
    action: 'Open my reading plan',
    outro:
      'You receive this e-mail because you turned on the daily e-mail reminder in Bible Journey. It does not come on days you have already read, nor when your phone or browser reminds you. You can turn it off in the app’s reminder settings.',
  },
  pt: {
    greeting: 'Olá {name},',
    action: 'Abrir meu plano de leitura',
    outro:
      'Você recebe este e-mail porque ativou o lembrete diário por e-mail no Bible Journey. Ele não chega nos dias em que você já leu, nem quando seu celular ou navegador já lembra você. Você pode desativá-lo nas configurações de lembrete do app.',
  },
  id: {
    greeting: 'Halo {name},',
    action: 'Buka rencana bacaan saya',
    outro:
      'Anda menerima email ini karena Anda mengaktifkan pengingat harian lewat email di Bible Journey. Email ini tidak dikirim pada hari Anda sudah membaca, atau saat ponsel atau peramban Anda sudah mengingatkan. Anda dapat menonaktifkannya di pengaturan pengingat aplikasi.',
  },
  pl: {
    greeting: 'Cześć {name},',
    action: 'Otwórz mój plan czytania',
    outro:
      'Otrzymujesz tę wiadomość, ponieważ włączyłeś codzienne przypomnienie e-mailem w Bible Journey. Nie przychodzi w dni, w które już przeczytałeś, ani gdy przypomina Ci telefon lub przeglądarka. Możesz je wyłączyć w ustawieniach przypomnień w aplikacji.',
  },
};

/**
 * The daily reminder by e-mail (issue 13): the reminder's title as the subject, its line (that
 * day's chapters, in the language) after a greeting, and a link to the plan. The name is the
 * person's own words: filled in literally, on one line, and escaped in the HTML.
 */
export function readingReminderMail(
  to: string,
  details: { name: string; title: string; line: string },
  language: Language,
  link: string,
): Mail {
  const template = READING_REMINDER[language];
  const name = details.name.replace(/\s+/g, ' ').trim();
  return paragraphsMail(
    to,
    {
      subject: details.title,
      paragraphs: [template.greeting.replace('{name}', () => name), details.line],
      action: template.action,
      outro: template.outro,
    },
    link,
  );
}

/** "Genesis 1–3; Exodus 1, 4" in the language: runs of chapters of a book joined by an en dash. */
export function chaptersText(chapters: readonly ChapterRef[], language: Language): string {
  const books: { book: string; numbers: number[] }[] = [];
  for (const { book, chapter } of chapters) {
    const last = books[books.length - 1];
    if (last?.book === book) last.numbers.push(chapter);
    else books.push({ book, numbers: [chapter] });
  }
  return books
    .map(({ book, numbers }) => {
      const runs: string[] = [];
      let start = numbers[0] as number;
      numbers.forEach((chapter, i) => {
        const next = numbers[i + 1];
        if (next === chapter + 1) return;
        runs.push(start === chapter ? `${chapter}` : `${start}–${chapter}`);
        if (next !== undefined) start = next;
      });
      return `${bookName(book, language)} ${runs.join(', ')}`;
    })
    .join('; ');
}

/** "Saturday, 5 June" as the language writes it (the date is a calendar day, read as UTC). */
function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
