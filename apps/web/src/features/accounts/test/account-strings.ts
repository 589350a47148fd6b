import { accountStrings } from '../account-strings.ts';

/** The account screens' words in every language, as the routes load them in the app. */
export async function loadAccountStrings(): Promise<void> {
  await Promise.all(['en', 'pt', 'id', 'pl'].map((language) => accountStrings.load(language)));
}
