import type { ReactNode } from 'react';
import type { GstProblem } from '../../../contract/gst';
import { useDraftFormStore, type DraftFormState, type DraftFormStore } from '../requests/draft-form-store';
import { FormCard, useDraftForm, useDraftFormSelector } from '../requests/form-fields';
import { useLabel } from '../../i18n/labels';

/* The GST forms' state and inputs: the shared draft-form store and bound fields, checked by GST's rules. */

export type FormState<T> = DraftFormState<T, GstProblem>;
export type RequestFormStore<T> = DraftFormStore<T, GstProblem>;

export function useRequestFormStore<T>(
  initial: T,
  check: (d: T) => GstProblem[],
  opts: { attempted?: boolean } = {},
): RequestFormStore<T> {
  return useDraftFormStore(initial, check, opts);
}

export {
  BoundSelect as GstSelect,
  BoundText as GstText,
  COL,
  DraftFormContext as GstFormContext,
  useFieldError,
  useFieldText,
} from '../requests/form-fields';
export const WIDE = { base: 12, md: 8 } as const;

export const useGstForm = <T,>(): RequestFormStore<T> => useDraftForm<T>() as RequestFormStore<T>;
export const useFormSelector = <T, R>(selector: (s: FormState<T>) => R): R =>
  useDraftFormSelector<T, R>(selector as never);

/** One card of a GST form; `section-<id>` is the hash a pre-submit "fix" link goes to. */
export function GstSection({
  id,
  ...rest
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  // Section titles come from the contract in English (decision 0075); a screen's own come back as they are.
  const label = useLabel();
  return <FormCard id={`section-${id}`} {...rest} title={label(rest.title)} />;
}
