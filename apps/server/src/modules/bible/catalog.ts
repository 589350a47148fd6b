import type { Language } from '@bible-journey/core';

/** How a keyed provider names a version. */
export interface ProviderRefs {
  /** Digital Bible Platform: the Bible id (copyright call) and the text fileset id (chapter calls). */
  bibleBrain?: { bibleId: string; filesetId: string };
  /** A Bíblia Digital: the version code in its URLs. */
  aBibliaDigital?: { version: string };
  /** Free Use Bible API: the translation id, where it carries the same text. */
  freeUse?: { translation: string };
}

export interface CatalogEntry {
  id: string;
  abbr: string;
  name: string;
  language: Language;
  /** The spec's table marks it downloadable; the server also needs to hold its whole text to serve it. */
  downloadable: boolean;
  providers: ProviderRefs;
}

const bibleBrain = (bibleId: string, filesetId = `${bibleId}N2ET`) => ({ bibleBrain: { bibleId, filesetId } });

/**
 * The versions of spec 2's table, in the order the picker lists them. Ids stay stable whatever
 * serves them: an imported text or a freeUse translation with the same id takes over.
 */
export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'nvi',
    abbr: 'NVI',
    name: 'Nova Versão Internacional',
    language: 'pt',
    downloadable: true,
    providers: { aBibliaDigital: { version: 'nvi' } },
  },
  {
    id: 'acf',
    abbr: 'ACF',
    name: 'Almeida Corrigida Fiel',
    language: 'pt',
    downloadable: true,
    providers: { aBibliaDigital: { version: 'acf' } },
  },
  {
    id: 'bsp',
    abbr: 'BSP',
    name: 'Bíblia Sagrada Português',
    language: 'pt',
    downloadable: true,
    providers: bibleBrain('PORBSP'),
  },
  {
    id: 'faa',
    abbr: 'FAA',
    name: 'Almeida Atualizada',
    language: 'pt',
    downloadable: true,
    providers: bibleBrain('PORFAA'),
  },
  {
    id: 'jfa',
    abbr: 'JFA',
    name: 'João Ferreira de Almeida',
    language: 'pt',
    downloadable: true,
    providers: bibleBrain('PORJFA'),
  },
  {
    id: 'asv',
    abbr: 'ASV',
    name: 'American Standard Version',
    language: 'en',
    downloadable: true,
    providers: { ...bibleBrain('ENGASV'), freeUse: { translation: 'eng_asv' } },
  },
  {
    id: 'esv',
    abbr: 'ESV',
    name: 'English Standard Version',
    language: 'en',
    downloadable: true,
    providers: bibleBrain('ENGESV'),
  },
  {
    id: 'evd',
    abbr: 'EVD',
    name: 'Easy-to-Read Version',
    language: 'en',
    downloadable: true,
    providers: bibleBrain('ENGEVD'),
  },
  {
    id: 'kjv',
    abbr: 'KJV',
    name: 'King James Version',
    language: 'en',
    downloadable: true,
    providers: { ...bibleBrain('ENGKJV'), freeUse: { translation: 'eng_kjv' } },
  },
  {
    id: 'nas',
    abbr: 'NAS',
    name: 'New American Standard Bible',
    language: 'en',
    downloadable: false,
    providers: bibleBrain('ENGNAS'),
  },
  {
    id: 'rev',
    abbr: 'REV',
    name: 'Revised Version',
    language: 'en',
    downloadable: false,
    providers: bibleBrain('ENGREV'),
  },
  {
    id: 'web',
    abbr: 'WEB',
    name: 'World English Bible',
    language: 'en',
    downloadable: false,
    providers: { ...bibleBrain('ENGWEB'), freeUse: { translation: 'engwebp' } },
  },
  {
    id: 'wm1',
    abbr: 'WM1',
    name: 'World Messianic Bible',
    language: 'en',
    downloadable: false,
    providers: bibleBrain('ENGWM1'),
  },
  {
    id: 'wmv',
    abbr: 'WMV',
    name: 'World Messianic Bible British Edition',
    language: 'en',
    downloadable: false,
    providers: bibleBrain('ENGWMV'),
  },
  {
    id: 'ala',
    abbr: 'ALA',
    name: 'Alkitab dalam Bahasa Indonesia Masa Kini',
    language: 'id',
    downloadable: true,
    providers: bibleBrain('INDALA'),
  },
  {
    id: 'id-asv',
    abbr: 'ASV',
    name: 'Alkitab Shabda Versi',
    language: 'id',
    downloadable: false,
    providers: bibleBrain('INDASV'),
  },
  {
    id: 'ntv',
    abbr: 'NTV',
    name: 'Perjanjian Baru Terjemahan Baru',
    language: 'id',
    downloadable: false,
    providers: bibleBrain('INDNTV'),
  },
  {
    id: 'shv',
    abbr: 'SHV',
    name: 'Alkitab Shellabear',
    language: 'id',
    downloadable: false,
    providers: bibleBrain('INDSHV'),
  },
  {
    id: 'pbg',
    abbr: 'PBG',
    name: 'Biblia Gdańska',
    language: 'pl',
    downloadable: false,
    providers: bibleBrain('POLPBG'),
  },
];

/** freeUse translation ids that carry a catalog version's text, so they take that version's id. */
export const FREE_USE_ALIASES: ReadonlyMap<string, string> = new Map(
  CATALOG.flatMap((entry) =>
    entry.providers.freeUse ? [[entry.providers.freeUse.translation.toLowerCase(), entry.id] as const] : [],
  ),
);

/** freeUse names languages with ISO 639-3 codes. */
export const FREE_USE_LANGUAGES: ReadonlyMap<string, Language> = new Map([
  ['por', 'pt'],
  ['eng', 'en'],
  ['ind', 'id'],
  ['pol', 'pl'],
]);

export function findCatalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((entry) => entry.id === id);
}
