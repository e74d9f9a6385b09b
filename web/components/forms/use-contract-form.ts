import { useCallback, useRef } from 'react';
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { useIssueText } from '../../i18n/errors';

type Values = Record<string, unknown>;

export type ContractFormOptions<V extends Values> = Omit<UseFormInput<V>, 'validate'> & {
  /** The contract's schema: the same rules the server applies, so a rule is written once. */
  schema: $ZodType;
  /** Checks that only the form has (a confirmation field, a file still to choose); the schema's win on a field. */
  alsoCheck?: (values: V) => FormErrors;
};

/** A Mantine form validated by the contract's zod schema; a field's error clears as the field is edited. */
export function useContractForm<V extends Values>({
  schema,
  alsoCheck,
  ...options
}: ContractFormOptions<V>): UseFormReturnType<V> {
  // The first message of a field, as the server's would be ("Required" before "Enter a host name"), in the reader's
  // language (decision 0075): the same words the server would answer with.
  const say = useIssueText();
  const bySchema = useCallback(
    (values: V) => {
      const found: Record<string, string> = {};
      const result = safeParse(schema, values);
      if (!result.success)
        for (const issue of result.error.issues) {
          const field = issue.path.map(String).join('.');
          found[field] ??= say(issue as Parameters<typeof say>[0]);
        }
      return found;
    },
    [schema, say],
  );
  // Read through a ref so an inline alsoCheck does not give the form's helpers a new identity each render.
  const extra = useRef(alsoCheck);
  extra.current = alsoCheck;
  const validate = useCallback(
    (values: V) => {
      const found: FormErrors = { ...(extra.current?.(values) ?? {}) };
      for (const [field, message] of Object.entries(bySchema(values))) if (message) found[field] = message;
      return found;
    },
    [bySchema],
  );
  return useForm<V>({ mode: 'controlled', ...options, validate });
}

export { showServerErrors } from './server-errors';
