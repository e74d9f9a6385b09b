import { useCallback } from 'react';
import english from '../../contract/i18n/catalogues/en/errors.json';
import type { MessageId } from '../../contract/i18n';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { issueText, type Issue } from '../../contract/i18n/issues';
import { builtSentenceText } from '../../contract/i18n/sentences';
import { textId } from '../../contract/i18n/texts';
import { addCatalogue, formatLocale, i18n, useLocale, useT } from './index';

// The validators' and the server's sentences (decision 0075), so a form says in the browser what the server would.
addCatalogue('errors', english as unknown as CompiledCatalogue);

const known = english as Record<string, unknown>;
// A sentence's parts may be contract texts ("Residence address"): the labels catalogue, when the screen has loaded it
// (web/i18n/labels.ts; not imported here, to keep it off the public pages' first visit).
const has = (id: MessageId) => id in known || id in i18n.messages;

/** A sentence a validator wrote in English ("Aadhaar has 12 digits") in the reader's language; others as they are. */
export function useErrorText(): (text: string) => string {
  const t = useT();
  const english = formatLocale(useLocale()) === 'en';
  return useCallback(
    (text: string) => {
      const id = textId(text, 'errors');
      if (has(id)) return t(id);
      // A sentence built from parts ("Person 2: PAN is required"), by its hand-written id's shape; English as written.
      return (!english && builtSentenceText(text, t, has)) || text;
    },
    [t, english],
  );
}

/** A zod issue in the reader's language: the contract's sentence, or zod's by its code (see contract/i18n/issues.ts). */
export function useIssueText(): (issue: Issue) => string {
  const t = useT();
  const english = formatLocale(useLocale()) === 'en';
  return useCallback((issue: Issue) => issueText(issue, t, has, english), [t, english]);
}
