import { useState } from 'react';
import { fieldErrorsOf } from '../../api/error-text';
import { getAt, serverFieldErrors, setAt } from '../pan/ApplicationForm/form-state';

/*
 * A draft form's state in a small store (the PAN application and the GST forms): every input subscribes
 * to its own value and message, so a key press re-renders that input and not the forty others. The rule
 * for messages: a format problem shows once its field is answered (left, typed full or chosen); a
 * missing answer shows after a save was tried; the server's 400 messages show at their fields until the
 * field changes.
 */

/** What a form's check finds wrong with one answer. */
export type FormProblem = { field: string; kind: 'missing' | 'format'; message: string };

export type DraftFormState<T, P extends FormProblem = FormProblem> = {
  data: T;
  /** Fields answered: left after typing, typed full, or chosen. Their format problems show. */
  touched: ReadonlySet<string>;
  /** After a save was tried every problem shows, the missing answers too. */
  attempted: boolean;
  /** The messages of a 400 answer, by field, until that field changes. */
  serverErrors: Readonly<Record<string, string>>;
  problems: P[];
  byField: ReadonlyMap<string, P[]>;
  /** The data last saved: the form is dirty while what is typed is another. */
  savedData: T;
};

/** Changed since the last save. */
export const isDirty = <T>(s: DraftFormState<T, FormProblem>): boolean => s.data !== s.savedData;

/** The message to show under a field now, if any. */
export function errorOf<T>(s: DraftFormState<T, FormProblem>, path: string): string | undefined {
  if (s.serverErrors[path]) return s.serverErrors[path];
  return (s.byField.get(path) ?? []).find((p) =>
    p.kind === 'format' ? s.attempted || s.touched.has(path) : s.attempted,
  )?.message;
}

export function createDraftFormStore<T, P extends FormProblem>(initial: T, check: (d: T) => P[], attempted: boolean) {
  type S = DraftFormState<T, P>;
  const withProblems = (s: Omit<S, 'problems' | 'byField'>, recheck: boolean, prev?: S): S => {
    if (!recheck && prev) return { ...s, problems: prev.problems, byField: prev.byField };
    const problems = check(s.data);
    const byField = new Map<string, P[]>();
    for (const p of problems) byField.set(p.field, [...(byField.get(p.field) ?? []), p]);
    return { ...s, problems, byField };
  };
  let state = withProblems(
    { data: initial, touched: new Set(), attempted, serverErrors: {}, savedData: initial },
    true,
  );
  const listeners = new Set<() => void>();
  const commit = (next: S) => {
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
      commit(
        withProblems(
          {
            ...state,
            data: setAt(state.data, path, value),
            touched: touch ? touched(path) : state.touched,
            serverErrors,
          },
          true,
        ),
      );
    },
    /** Changes several answers at once (a person added, a choice that clears another). */
    update(fn: (d: T) => T) {
      commit(withProblems({ ...state, data: fn(state.data) }, true));
    },
    touch(path: string) {
      if (!state.touched.has(path)) commit(withProblems({ ...state, touched: touched(path) }, false, state));
    },
    attempt() {
      if (!state.attempted) commit(withProblems({ ...state, attempted: true }, false, state));
    },
    /** Takes a refused save's field errors ({"data.pan": [...]}) to their fields. */
    serverRefused(error: unknown) {
      commit(withProblems({ ...state, serverErrors: serverFieldErrors(fieldErrorsOf(error)) }, false, state));
    },
    /** What was sent is saved; a key pressed while the call was out keeps the form unsaved. */
    saved(sent: T) {
      commit(withProblems({ ...state, savedData: sent }, false, state));
    },
  };
}

export type DraftFormStore<T, P extends FormProblem = FormProblem> = ReturnType<typeof createDraftFormStore<T, P>>;

/** A form's store, made once for the component's life. */
export function useDraftFormStore<T, P extends FormProblem>(
  initial: T,
  check: (d: T) => P[],
  opts: { attempted?: boolean } = {},
): DraftFormStore<T, P> {
  const [store] = useState(() => createDraftFormStore(initial, check, !!opts.attempted));
  return store;
}

/** The value at a dotted path of the form's data, as text for an input. */
export const textAt = (data: unknown, path: string): string => {
  const v = getAt(data, path);
  return typeof v === 'string' ? v : v == null ? '' : String(v);
};
