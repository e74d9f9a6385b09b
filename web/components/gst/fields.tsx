import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Card, Grid, Select, Stack, Text, TextInput, Title, type SelectProps, type TextInputProps } from '@mantine/core';
import { errorOf, textAt, type FormState, type RequestFormStore } from './use-request-form';

/* Inputs bound to a dotted path of a GST form's data, with the form's messages under them. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GstFormContext = createContext<RequestFormStore<any> | null>(null);

/** The form's store (stable: reading it re-renders nothing). */
export function useGstForm<T>(): RequestFormStore<T> {
  const f = useContext(GstFormContext);
  if (!f) throw new Error('useGstForm outside a GST form');
  return f as RequestFormStore<T>;
}

/** A part of the form's state; the selector must return a primitive or a reference kept while unchanged. */
export function useFormSelector<T, R>(selector: (s: FormState<T>) => R): R {
  const store = useGstForm<T>();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

export const useFieldText = (path: string) => useFormSelector((s) => textAt(s.data, path));
export const useFieldError = (path: string) => useFormSelector((s) => errorOf(s, path));

/** Column spans: one column on a phone, two on a tablet, three on a desktop. */
export const COL = { base: 12, sm: 6, md: 4 } as const;
export const WIDE = { base: 12, md: 8 } as const;

/** One card of a form; its id is the hash a pre-submit "fix" link goes to. */
export function GstSection({ id, title, description, children, extra }: { id: string; title: string; description?: ReactNode; children: ReactNode; extra?: ReactNode }) {
  const sectionId = `section-${id}`;
  return (
    <Card withBorder radius="md" padding="lg" id={sectionId} component="section" aria-labelledby={`${sectionId}-title`} style={{ scrollMarginTop: 76 }}>
      <Stack gap={4} mb="sm">
        <Title order={2} size="h4" id={`${sectionId}-title`}>
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

type TextProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'maxLength'> & {
  path: string;
  maxLength: number;
  /** What a key press may leave in the field (digits only, upper case…). */
  filter?: (v: string) => string;
  numeric?: boolean;
};

/** A text input; it counts as answered when left or typed full, so a 15-character GSTIN is checked as it completes. */
export function GstText({ path, maxLength, filter, numeric, ...rest }: TextProps) {
  const f = useGstForm();
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
export function GstSelect({ path, onChange, ...rest }: Omit<SelectProps, 'value' | 'onBlur' | 'error' | 'name'> & { path: string }) {
  const f = useGstForm();
  const value = useFieldText(path);
  const error = useFieldError(path);
  return (
    <Select
      placeholder="--Select--"
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      {...rest}
      name={path}
      value={value || null}
      onChange={onChange ?? ((v) => f.set(path, v ?? '', true))}
      onBlur={() => f.touch(path)}
      error={error}
    />
  );
}
