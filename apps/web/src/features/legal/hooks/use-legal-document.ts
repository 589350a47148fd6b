import type { Language } from '@bible-journey/core';
import { useCallback, useEffect, useState } from 'react';
import type { LegalDocument } from '../content/legal-document.ts';
import { type LegalKind, loadLegalDocument } from '../content/load-legal-document.ts';

export type LegalDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: LegalDocument }
  | { status: 'error'; retry: () => void };

type Settled = { key: string; document: LegalDocument } | { key: string; failed: true };

/** Loads the text's chunk for `language`; a change of language or a retry loads again. */
export function useLegalDocument(kind: LegalKind, language: Language): LegalDocumentState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${kind}:${language}:${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    loadLegalDocument(kind, language).then(
      (document) => {
        if (isCurrent) setSettled({ key, document });
      },
      () => {
        if (isCurrent) setSettled({ key, failed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [kind, language, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (settled?.key !== key) return { status: 'loading' };
  return 'document' in settled ? { status: 'ready', document: settled.document } : { status: 'error', retry };
}
