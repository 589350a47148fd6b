/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly items: readonly string[] };

export interface LegalSection {
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/**
 * The text of a privacy policy or terms of use in one language. Each language lives in its own
 * module (privacy.en.ts …), loaded only when someone opens the page, so the app's bundle stays small.
 */
export interface LegalDocument {
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}
