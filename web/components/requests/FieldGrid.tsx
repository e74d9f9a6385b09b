import { useLabel } from '../../i18n/labels';
import type { ReactNode } from 'react';
import { Grid, type GridColProps } from '@mantine/core';
import { BoundDate } from './BoundDate';
import { BoundSelect, BoundText, BoundTextarea, COL } from './form-fields';

/** One answer of a draft form, declared as data: where it is kept, its words, and what input it is. */
export type FieldSpec = {
  path: string;
  label: string;
  required?: boolean;
  description?: ReactNode;
  span?: GridColProps['span'];
} & (
  | {
      kind?: 'text';
      maxLength: number;
      filter?: (v: string) => string;
      numeric?: boolean;
      type?: 'tel' | 'email';
      placeholder?: string;
      spaced?: boolean;
    }
  | { kind: 'select'; data: readonly (string | { value: string; label: string })[]; searchable?: boolean }
  | { kind: 'date'; minDate?: string; maxDate?: string }
  | { kind: 'textarea'; maxLength: number }
);

function Input({ spec: s }: { spec: FieldSpec }) {
  const label = useLabel();
  const common = { label: label(s.label), withAsterisk: s.required, description: s.description };
  switch (s.kind) {
    case 'select':
      return <BoundSelect {...common} path={s.path} data={[...s.data]} searchable={s.searchable ?? true} />;
    case 'date':
      return <BoundDate {...common} path={s.path} minDate={s.minDate} maxDate={s.maxDate} />;
    case 'textarea':
      return <BoundTextarea {...common} path={s.path} maxLength={s.maxLength} minRows={2} maxRows={4} />;
    default:
      return (
        <BoundText
          {...common}
          path={s.path}
          maxLength={s.maxLength}
          filter={s.filter}
          numeric={s.numeric}
          type={s.type}
          inputMode={s.type === 'email' ? 'email' : undefined}
          placeholder={s.placeholder}
          styles={s.spaced ? { input: { letterSpacing: '0.05em' } } : undefined}
        />
      );
  }
}

/** A form section's answers from their declarations, each in its column (three across on a desktop). */
export function FieldGrid({ fields }: { fields: readonly FieldSpec[] }) {
  return (
    <>
      {fields.map((f) => (
        <Grid.Col key={f.path} span={f.span ?? COL}>
          <Input spec={f} />
        </Grid.Col>
      ))}
    </>
  );
}
