import { type IsoDate, type Language, todayReading } from '@bible-journey/core';
import { chaptersText } from '../../integrations/mail/messages.js';
import type { PushMessage } from '../../integrations/push/web-push-sender.js';
import type { PlanDayRow } from '../../modules/plans/repository.js';

// What a reminder says (issue 13): with the person's plan, that day's chapters in their language;
// nothing when the day is already ticked, or has no reading (a rest day, a plan not started or
// finished); without a plan the server knows, the device's own words.

const WORDS: Record<Language, { title: string; today: string; unread: string; open: string }> = {
  en: {
    title: 'Time for your Bible reading',
    today: 'Today: {reading}',
    unread: 'Still to read: {reading}',
    open: 'Open Bible Journey for today’s reading.',
  },
  pt: {
    title: 'Hora da sua leitura bíblica',
    today: 'Hoje: {reading}',
    unread: 'Falta ler: {reading}',
    open: 'Abra o Bible Journey para a leitura de hoje.',
  },
  id: {
    title: 'Saatnya membaca Alkitab',
    today: 'Hari ini: {reading}',
    unread: 'Belum dibaca: {reading}',
    open: 'Buka Bible Journey untuk bacaan hari ini.',
  },
  pl: {
    title: 'Czas na czytanie Biblii',
    today: 'Dzisiaj: {reading}',
    unread: 'Do przeczytania: {reading}',
    open: 'Otwórz Bible Journey, aby przeczytać dzisiejszy fragment.',
  },
};

/** What an e-mail reminder says without a plan the server knows (a device says its own words). */
export function plainReminderWords(language: Language): { title: string; body: string } {
  return { title: WORDS[language].title, body: WORDS[language].open };
}

export interface ReminderContext {
  /** The days of the person's plan; null for a signed-out device or a person with no plan. */
  days: readonly PlanDayRow[] | null;
  /** The local date the reminder is for. */
  localDate: IsoDate;
  language: Language;
  /** The device's own words (POST /api/notifications/add-push); an e-mail's are plainReminderWords. */
  device: { title: string; body: string };
}

/** The notification to show, or null when there is nothing to remind of that day. */
export function reminderMessage({ days, localDate, language, device }: ReminderContext): PushMessage | null {
  const tag = `reminder-${localDate}`;
  if (!days || days.length === 0) return { ...device, url: '/plan', tag };
  const words = WORDS[language];
  const reading = todayReading(
    days.map((day) => ({ ...day, _id: day.position })),
    localDate,
  );
  switch (reading.kind) {
    case 'reading':
      if (reading.day.read) return null;
      return {
        title: words.title,
        body: words.today.replace('{reading}', chaptersText(reading.day.readingDetails, language)),
        url: '/plan',
        tag,
      };
    case 'ended':
      return {
        title: words.title,
        body: words.unread.replace('{reading}', chaptersText(reading.firstUnread.readingDetails, language)),
        url: '/plan',
        tag,
      };
    default:
      return null;
  }
}
