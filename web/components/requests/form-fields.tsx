import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  Card,
  Grid,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useT } from '../../i18n/requests';
import { useErrorText } from '../../i18n/errors';
import { useLabel } from '../../i18n/labels';
import { errorOf, textAt, type DraftFormState, type DraftFormStore, type FormProblem } from './draft-form-store';

/* Inputs bound to a dotted path of a draft form's data, with the form's messages under them. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DraftFormContext = createContext<DraftFormStore<any, any> | null>(null);

/** The form's store (stable: reading it re-renders nothing). */
export function useDraftForm<T>(): DraftFormStore<T, FormProblem> {
  const f = useContext(DraftFormContext);
  if (!f) throw new Error('useDraftForm outside a draft form');
  return f as DraftFormStore<T, FormProblem>;
}

/** A part of the form's state; the selector must return a primitive or a reference kept while unchanged. */
export function useDraftFormSelector<T, R>(selector: (s: DraftFormState<T, FormProblem>) => R): R {
  const store = useDraftForm<T>();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

export const useFieldText = (path: string) => useDraftFormSelector((s) => textAt(s.data, path));
/** A field's error in the reader's language: the contract's checks write English (decision 0075). */
export function useFieldError(path: string) {
  const error = useDraftFormSelector((s) => errorOf(s, path));
  const errorText = useErrorText();
  return typeof error === 'string' ? errorText(error) : error;
}

/** Column spans: one column on a phone, two on a tablet, three on a desktop. */
export const COL = { base: 12, sm: 6, md: 4 } as const;

/** One card of a form; its id is the hash a pre-submit "fix" link goes to. */
export function FormCard({
  id,
  title,
  description,
  children,
  extra,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id={id}
      component="section"
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 76 }}
    >
      <Stack gap={4} mb="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      <Grid gutter="md">{children}</Grid>
      {extra}
    </Card>
  );
}

type BoundTextProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'maxLength'> & {
  path: string;
  maxLength: number;
  /** What a key press may leave in the field (digits only, upper case…). */
  filter?: (v: string) => string;
  numeric?: boolean;
};

/**
 * A text input bound to a dotted path. It counts as answered when it is left, or when it is typed full
 * (a 12-digit Aadhaar, a 15-character GSTIN), so its format problem shows as soon as it is complete.
 */
export function BoundText({ path, maxLength, filter, numeric, ...rest }: BoundTextProps) {
  const f = useDraftForm();
  const value = useFieldText(path);
  const error = useFieldError(path);
  return (
    <TextInput
      autoComplete="off"
      {...rest}
      name={path}
      value={value}
      maxLength={maxLength}
      inputMode={numeric ? 'numeric' : rest.inputMode}
      onChange={(e) => {
        const v = filter ? filter(e.currentTarget.value) : e.currentTarget.value;
        f.set(path, v, v.length >= maxLength);
      }}
      onBlur={() => f.touch(path)}
      error={error}
    />
  );
}

/** A select bound to a path; `onChange` replaces the plain setting of the value (a choice that changes more). */
export function BoundSelect({
  path,
  onChange,
  ...rest
}: Omit<SelectProps, 'value' | 'onBlur' | 'error' | 'name'> & { path: string }) {
  const t = useT();
  const label = useLabel();
  const f = useDraftForm();
  const value = useFieldText(path);
  const error = useFieldError(path);
  // The contract's options (genders, titles, states…) read in the language; the values stay as stored.
  const data = useMemo(
    () =>
      rest.data?.map((o) =>
        typeof o === 'string' ? { value: o, label: label(o) } : 'value' in o ? { ...o, label: label(o.label) } : o,
      ),
    [rest.data, label],
  );
  return (
    <Select
      placeholder={t('requests.form.selectPlaceholder')}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      {...rest}
      data={data}
      name={path}
      value={value || null}
      onChange={onChange ?? ((v) => f.set(path, v ?? '', true))}
      onBlur={() => f.touch(path)}
      error={error}
    />
  );
}

/** A text of several lines bound to a path (an address, remarks). */
export function BoundTextarea({
  path,
  maxLength,
  minRows = 2,
  maxRows = 6,
  ...rest
}: Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'maxLength'> & {
  path: string;
  maxLength: number;
}) {
  const f = useDraftForm();
  const value = useFieldText(path);
  const error = useFieldError(path);
  return (
    <Textarea
      autosize
      minRows={minRows}
      maxRows={maxRows}
      {...rest}
      name={path}
      maxLength={maxLength}
      value={value}
      onChange={(e) => f.set(path, e.currentTarget.value)}
      onBlur={() => f.touch(path)}
      error={error}
    />
  );
}
