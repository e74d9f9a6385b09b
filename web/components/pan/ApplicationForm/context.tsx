import { createContext, useContext, useSyncExternalStore } from 'react';
import { useErrorText } from '../../../i18n/errors';
import { isIndividual, type AppType, type PanApplicationData, type Problem } from '../../../../contract/nsdl-pan';
import type { PanCategory } from '../../../../contract/pan';
import { createDraftFormStore, errorOf, type DraftFormState } from '../../requests/draft-form-store';
import { getAt, orderedProblems } from './form-state';

/** The application form's state: the shared draft-form store, checked by Form 49A's rules for the category and type. */
export type FormState = DraftFormState<PanApplicationData, Problem>;

export function createPanFormStore(
  category: PanCategory,
  appType: AppType,
  initial: PanApplicationData,
  attempted: boolean,
) {
  return createDraftFormStore(initial, (d: PanApplicationData) => orderedProblems(category, appType, d), attempted);
}
export type PanFormStore = ReturnType<typeof createPanFormStore>;

type Ctx = { category: PanCategory; appType: AppType; store: PanFormStore };
export const PanFormContext = createContext<Ctx | null>(null);

/** The category, type and the store's actions (stable: reading them re-renders nothing). */
export function usePanForm() {
  const ctx = useContext(PanFormContext);
  if (!ctx) throw new Error('usePanForm outside the application form');
  const { category, appType, store } = ctx;
  return { category, appType, person: isIndividual(category), store, set: store.set, touch: store.touch };
}

/** A part of the form's state; the selector must return a primitive or a reference kept while unchanged. */
export function useFormSelector<T>(selector: (s: FormState) => T): T {
  const { store } = usePanForm();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

export const useValue = <T,>(path: string): T => useFormSelector((s) => getAt(s.data, path) as T);
/** A field's error in the reader's language: Form 49A's checks write English (decision 0075). */
export function useFieldError(path: string) {
  const error = useFormSelector((s) => errorOf(s, path));
  const errorText = useErrorText();
  return typeof error === 'string' ? errorText(error) : error;
}
