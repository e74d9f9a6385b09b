import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';
import { fieldErrorsOf } from '../../api/error-text';

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
  const bySchema = zod4Resolver(schema);
  return useForm<V>({
    mode: 'controlled',
    ...options,
    validate: (values) => {
      const found: FormErrors = { ...(alsoCheck?.(values) ?? {}) };
      for (const [field, message] of Object.entries(bySchema(values))) if (message) found[field] = message;
      return found;
    },
  });
}

/** Puts a 400's field errors (`{errors: {field: [..]}}`) beside the fields; true when there were any. */
export function showServerErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  const fields = fieldErrorsOf(error);
  if (!fields) return false;
  const first: FormErrors = {};
  for (const [field, messages] of Object.entries(fields)) if (messages?.[0]) first[field] = messages[0];
  form.setErrors(first);
  return Object.keys(first).length > 0;
}
