import i18next from 'i18next';
import { lazyStrings } from '../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../lib/locale-resources.ts';
import type { ReminderWords } from '../../lib/reminders/reminder-sync.ts';

/** The reminders' words: they load with the prompts and the menu card, not with every screen. */
export const reminderStrings = lazyStrings(
  ['reminders'],
  import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' }),
);

/** What a reminder says on a signed-out device, in the interface language (loads the words). */
export async function reminderWords(): Promise<ReminderWords> {
  await reminderStrings.load(i18next.language);
  return { title: i18next.t('reminders.push.title'), body: i18next.t('reminders.push.body') };
}
