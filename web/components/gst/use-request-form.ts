import type { GstProblem } from '../../../contract/gst';
import { useDraftFormStore, type DraftFormState, type DraftFormStore } from '../requests/draft-form-store';

/* A GST form's state: the shared draft-form store, checked by the kind's own rules. */

export type FormState<T> = DraftFormState<T, GstProblem>;
export type RequestFormStore<T> = DraftFormStore<T, GstProblem>;

export function useRequestFormStore<T>(initial: T, check: (d: T) => GstProblem[], opts: { attempted?: boolean } = {}): RequestFormStore<T> {
  return useDraftFormStore(initial, check, opts);
}
