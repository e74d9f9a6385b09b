import type { ReactNode } from 'react';
import { Card, Grid, Group, Radio, Select, Stack, Text, TextInput, Title, type SelectProps, type TextInputProps } from '@mantine/core';
import { INDIVIDUAL_TITLES, SECTIONS, type Section } from '../../../../contract/nsdl-pan';
import { INDIAN_STATES } from '../../../../contract/india';
import { useFieldError, usePanForm, useValue } from './context';
import { only, sectionId } from './form-state';

/** Column spans: one column on a phone, two on a tablet, three on a desktop. */
export const COL = { base: 12, sm: 6, md: 4 } as const;

/** One card of the form; its id is the hash a pre-submit "fix" link goes to. */
export function FormSection({ section, description, children }: { section: Section; description?: ReactNode; children: ReactNode }) {
  const id = sectionId(section);
  return (
    <Card withBorder radius="md" padding="lg" id={id} component="section" aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 76 }}>
      <Stack gap={4} mb="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {SECTIONS[section]}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      <Grid gutter="md">{children}</Grid>
    </Card>
  );
}

type FieldTextProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'maxLength'> & {
  path: string;
  maxLength: number;
  /** What a key press may leave in the field (digits only, upper case…). */
  filter?: (v: string) => string;
  numeric?: boolean;
};

/**
 * A text input bound to a dotted path. It counts as touched when it is left, or when it is typed full
 * (a 12-digit Aadhaar, a 10-letter PAN), so its format problem shows as soon as it is complete.
 */
export function FieldText({ path, maxLength, filter, numeric, ...rest }: FieldTextProps) {
  const { set, touch } = usePanForm();
  const value = useValue<string | undefined>(path) ?? '';
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
        set(path, v, v.length >= maxLength);
      }}
      onBlur={() => touch(path)}
      error={error}
    />
  );
}

type FieldSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { path: string };

export function FieldSelect({ path, ...rest }: FieldSelectProps) {
  const { set, touch } = usePanForm();
  const value = useValue<string | undefined>(path) ?? '';
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
      onChange={(v) => set(path, v ?? '', true)}
      onBlur={() => touch(path)}
      error={error}
    />
  );
}

/** A row of radio buttons bound to a dotted path. */
export function FieldRadios({ path, label, description, required, options, vertical }: { path: string; label: string; description?: string; required?: boolean; options: readonly { value: string; label: string }[]; vertical?: boolean }) {
  const { set } = usePanForm();
  const value = useValue<string | undefined>(path) ?? '';
  const error = useFieldError(path);
  const radios = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />);
  return (
    <Radio.Group label={label} description={description} withAsterisk={required} name={path} value={value} onChange={(v) => set(path, v, true)} error={error}>
      {vertical ? (
        <Stack gap="xs" mt={6}>
          {radios}
        </Stack>
      ) : (
        <Group gap="lg" mt={6}>
          {radios}
        </Group>
      )}
    </Radio.Group>
  );
}

const TITLE_OPTIONS = INDIVIDUAL_TITLES.map((t) => ({ value: t, label: t }));

/** Shri / Smt / Kumari for an individual (Form 49A item 1). */
export function TitleChoice({ path, label, required }: { path: string; label: string; required?: boolean }) {
  return <FieldRadios path={path} label={label} required={required} options={TITLE_OPTIONS} />;
}

/**
 * Last, first and middle name of a person; `who` starts each label ("Father's last name (surname)"),
 * none for the applicant's own name.
 */
export function PersonNameFields({ prefix, who, lastRequired }: { prefix: string; who?: string; lastRequired?: boolean }) {
  const p = (k: string) => (prefix ? `${prefix}.${k}` : k);
  const l = (s: string) => (who ? `${who} ${s}` : s.charAt(0).toUpperCase() + s.slice(1));
  return (
    <>
      <Grid.Col span={COL}>
        <FieldText label={l('last name (surname)')} withAsterisk={lastRequired} path={p('lastName')} maxLength={75} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label={l('first name')} path={p('firstName')} maxLength={25} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label={l('middle name')} path={p('middleName')} maxLength={25} />
      </Grid.Col>
    </>
  );
}

const STATES = [...INDIAN_STATES];

/**
 * The lines of an Indian address as Form 49A asks them. Every input is named after its address
 * ("Residence address: PIN code"), since a form may show two or three addresses.
 */
export function AddressFields({ prefix, label, required = true }: { prefix: string; label: string; required?: boolean }) {
  const name = (field: string) => `${label}: ${field}`;
  const line = (key: string, text: string, star = false) => (
    <Grid.Col span={COL}>
      <FieldText label={text} aria-label={name(text)} withAsterisk={required && star} path={`${prefix}.${key}`} maxLength={25} />
    </Grid.Col>
  );
  return (
    <>
      {line('line1', 'Flat / room / door / block no', true)}
      {line('line2', 'Premises / building / village')}
      {line('line3', 'Road / street / lane / post office')}
      {line('area', 'Area / locality / taluka')}
      {line('city', 'Town / city / district', true)}
      <Grid.Col span={COL}>
        <FieldSelect label="State / union territory" aria-label={name('State / union territory')} withAsterisk={required} data={STATES} path={`${prefix}.state`} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label="PIN code" aria-label={name('PIN code')} withAsterisk={required} path={`${prefix}.pin`} maxLength={6} filter={only.digits} numeric />
      </Grid.Col>
    </>
  );
}
