import { useCallback } from 'react';
import english from '../../contract/i18n/catalogues/en/errors.json';
import type { MessageId } from '../../contract/i18n';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { issueText, type Issue } from '../../contract/i18n/issues';
import { textId } from '../../contract/i18n/texts';
import { addCatalogue, formatLocale, useLocale, useT } from './index';

// The validators' and the server's sentences (decision 0075), so a form says in the browser what the server would.
addCatalogue('errors', english as unknown as CompiledCatalogue);

const known = english as Record<string, unknown>;
const has = (id: MessageId) => id in known;

/** A sentence a validator wrote in English ("Aadhaar has 12 digits") in the reader's language; others as they are. */
export function useErrorText(): (text: string) => string {
  const t = useT();
  return useCallback(
    (text: string) => {
      const id = textId(text, 'errors');
      return has(id) ? t(id) : text;
    },
    [t],
  );
}

/** A zod issue in the reader's language: the contract's sentence, or zod's by its code (see contract/i18n/issues.ts). */
export function useIssueText(): (issue: Issue) => string {
  const t = useT();
  const english = formatLocale(useLocale()) === 'en';
  return useCallback((issue: Issue) => issueText(issue, t, has, english), [t, english]);
}
