import type { ReactNode } from 'react';
import { Grid, Group, Radio, Stack } from '@mantine/core';
import { INDIVIDUAL_TITLES, SECTIONS, type Section } from '../../../../contract/nsdl-pan';
import { INDIAN_STATES } from '../../../../contract/india';
import { BoundSelect as FieldSelect, BoundText as FieldText, COL, FormCard } from '../../requests/form-fields';
import { useFieldError, usePanForm, useValue } from './context';
import { only, sectionId } from './form-state';

/* Form 49A's inputs: the shared bound fields, and the choices and groups only this form has. */

export { COL, FieldSelect, FieldText };

/** One card of the form; its id is the hash a pre-submit "fix" link goes to. */
export function FormSection({
  section,
  description,
  children,
}: {
  section: Section;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormCard id={sectionId(section)} title={SECTIONS[section]} description={description}>
      {children}
    </FormCard>
  );
}

/** A row of radio buttons bound to a dotted path. */
export function FieldRadios({
  path,
  label,
  description,
  required,
  options,
  vertical,
}: {
  path: string;
  label: string;
  description?: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  vertical?: boolean;
}) {
  const { set } = usePanForm();
  const value = useValue<string | undefined>(path) ?? '';
  const error = useFieldError(path);
  const radios = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />);
  return (
    <Radio.Group
      label={label}
      description={description}
      withAsterisk={required}
      name={path}
      value={value}
      onChange={(v) => set(path, v, true)}
      error={error}
    >
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
export function PersonNameFields({
  prefix,
  who,
  lastRequired,
}: {
  prefix: string;
  who?: string;
  lastRequired?: boolean;
}) {
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
export function AddressFields({
  prefix,
  label,
  required = true,
}: {
  prefix: string;
  label: string;
  required?: boolean;
}) {
  const name = (field: string) => `${label}: ${field}`;
  const line = (key: string, text: string, star = false) => (
    <Grid.Col span={COL}>
      <FieldText
        label={text}
        aria-label={name(text)}
        withAsterisk={required && star}
        path={`${prefix}.${key}`}
        maxLength={25}
      />
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
        <FieldSelect
          label="State / union territory"
          aria-label={name('State / union territory')}
          withAsterisk={required}
          data={STATES}
          path={`${prefix}.state`}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText
          label="PIN code"
          aria-label={name('PIN code')}
          withAsterisk={required}
          path={`${prefix}.pin`}
          maxLength={6}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
    </>
  );
}
