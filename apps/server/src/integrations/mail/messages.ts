import type { FeedbackType } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function withLink(to: string, name: string, template: Template, link: string): Mail {
  const intro = template.intro.replace('{name}', name);
  return {
    to,
    subject: template.subject,
    text: `${intro}\n\n${link}\n\n${template.outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p><p>${escapeHtml(template.outro)}</p>`,
  };
}

export function confirmEmailMail(to: string, name: string, language: Language, link: string): Mail {
  return withLink(to, name, CONFIRM[language], link);
}

export function resetPasswordMail(to: string, name: string, language: Language, link: string): Mail {
  return withLink(to, name, RESET[language], link);
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
