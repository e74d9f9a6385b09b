import type { ReactNode } from 'react';
import { FormCard, useDraftForm, useDraftFormSelector } from '../requests/form-fields';
import type { FormState, RequestFormStore } from './use-request-form';

/* The GST forms' inputs: the shared bound fields, under the names the GST sections use. */

export { BoundSelect as GstSelect, BoundText as GstText, COL, DraftFormContext as GstFormContext, useFieldError, useFieldText } from '../requests/form-fields';
export const WIDE = { base: 12, md: 8 } as const;

export const useGstForm = <T,>(): RequestFormStore<T> => useDraftForm<T>() as RequestFormStore<T>;
export const useFormSelector = <T, R>(selector: (s: FormState<T>) => R): R => useDraftFormSelector<T, R>(selector as never);

/** One card of a GST form; `section-<id>` is the hash a pre-submit "fix" link goes to. */
export function GstSection({ id, ...rest }: { id: string; title: string; description?: ReactNode; children: ReactNode; extra?: ReactNode }) {
  return <FormCard id={`section-${id}`} {...rest} />;
}
