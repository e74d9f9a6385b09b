import { useCallback, useMemo } from 'react';
import english from '../../contract/i18n/catalogues/en/labels.json';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { textId } from '../../contract/i18n/texts';
import { INDIAN_STATES } from '../../contract/india';
import type { ColumnDef } from '../../contract/table';
import { addCatalogue, useT } from './index';

// The contract's texts (decision 0075: column labels, states, moves, menus), by ids drawn from their English.
addCatalogue('labels', english as unknown as CompiledCatalogue);

const known = english as Record<string, unknown>;

export type Label = (text: string) => string;

/**
 * A contract text in the reader's language: `label(PAN_WORKFLOW.stateLabels.draft)`. A text the contract does not
 * write (a person's words, a screen's own already translated text) comes back as it is.
 */
export function useLabel(): Label {
  const t = useT();
  return useCallback(
    (text: string) => {
      const id = textId(text);
      return id in known ? t(id) : text;
    },
    [t],
  );
}

/** A list's columns with their headers and option names in the reader's language. */
export function labelColumns(columns: readonly ColumnDef[], label: Label): ColumnDef[] {
  return columns.map((c) => ({
    ...c,
    label: label(c.label),
    ...(c.options ? { options: c.options.map((o) => ({ ...o, label: label(o.label) })) } : {}),
  }));
}

/** The states and union territories for a select: the value stays the English name stored, the label reads in the language. */
export function useStateOptions(): { value: string; label: string }[] {
  const label = useLabel();
  return useMemo(() => INDIAN_STATES.map((s) => ({ value: s, label: label(s) })), [label]);
}

export { useLocale, useT } from './index';
