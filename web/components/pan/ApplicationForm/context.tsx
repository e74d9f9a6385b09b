import { createContext, useContext, useSyncExternalStore } from 'react';
import { isIndividual, type AppType, type PanApplicationData, type Problem } from '../../../../contract/nsdl-pan';
import type { PanCategory } from '../../../../contract/pan';
import { getAt, orderedProblems, setAt } from './form-state';

/**
 * The application form's state in a small store: every input subscribes to its own value and message,
 * so a key press re-renders that input and not the fifty others of Form 49A.
 */
export type FormState = {
  data: PanApplicationData;
  /** Fields answered: left after typing, typed full, or chosen. Their format problems show. */
  touched: ReadonlySet<string>;
  /** After a save or continue attempt every problem shows, the missing answers too. */
  attempted: boolean;
  /** The messages of a 400 answer, by field, until that field changes. */
  serverErrors: Readonly<Record<string, string>>;
  problems: Problem[];
  byField: ReadonlyMap<string, Problem[]>;
  /** Changed since the last save. */
  dirty: boolean;
};

function withProblems(category: PanCategory, appType: AppType, s: Omit<FormState, 'problems' | 'byField'>): FormState {
  const problems = orderedProblems(category, appType, s.data);
  const byField = new Map<string, Problem[]>();
  for (const p of problems) byField.set(p.field, [...(byField.get(p.field) ?? []), p]);
  return { ...s, problems, byField };
}

/** The message to show under a field now, if any. */
export function errorOf(s: FormState, path: string): string | undefined {
  if (s.serverErrors[path]) return s.serverErrors[path];
  const shown = (s.byField.get(path) ?? []).find((p) => (p.kind === 'format' ? s.attempted || s.touched.has(path) : s.attempted));
  return shown?.message;
}

export function createPanFormStore(category: PanCategory, appType: AppType, initial: PanApplicationData, attempted: boolean) {
  let state = withProblems(category, appType, { data: initial, touched: new Set(), attempted, serverErrors: {}, dirty: false });
  const listeners = new Set<() => void>();
  const commit = (next: FormState) => {
    state = next;
    for (const l of listeners) l();
  };
  const touched = (path: string) => (state.touched.has(path) ? state.touched : new Set(state.touched).add(path));
  return {
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    /** Sets the value at a dotted path; `touch` also marks it answered (a choice is answered as it is made). */
    set(path: string, value: unknown, touch = false) {
      const { [path]: _, ...serverErrors } = state.serverErrors;
      commit(withProblems(category, appType, { ...state, data: setAt(state.data, path, value), touched: touch ? touched(path) : state.touched, serverErrors, dirty: true }));
    },
    touch(path: string) {
      if (!state.touched.has(path)) commit({ ...state, touched: touched(path) });
    },
    attempt() {
      if (!state.attempted) commit({ ...state, attempted: true });
    },
    setServerErrors(serverErrors: Record<string, string>) {
      commit({ ...state, serverErrors });
    },
    saved() {
      commit({ ...state, dirty: false });
    },
  };
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
export const useFieldError = (path: string) => useFormSelector((s) => errorOf(s, path));
