import { Fragment, useMemo, type ReactNode } from 'react';
import { Grid, Group, Radio, Stack } from '@mantine/core';
import { INDIVIDUAL_TITLES, SECTIONS, type AppType, type Section } from '../../../../contract/nsdl-pan';
import { INDIAN_STATES } from '../../../../contract/india';
import { BoundSelect as FieldSelect, BoundText as FieldText, COL, FormCard } from '../../requests/form-fields';
import type { MessageId } from '../../../../contract/i18n';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';
import { useFieldError, usePanForm, useValue } from './context';
import { only, sectionId } from './form-state';

/* Form 49A's inputs: the shared bound fields, and the choices and groups only this form has. */

export { COL, FieldSelect, FieldText };

// Where a message's {slot} goes: the message is written whole in each language, the element drawn in its place.
const MARK = '\u2063';
/** The values that mark each slot of a message (`t(id, slots(['token', 'link']))`). */
export const slots = (names: string[]) => Object.fromEntries(names.map((n) => [n, `${MARK}${n}${MARK}`]));
/** A message's text with its slots replaced by elements (bold numbers, links). */
export function withSlots(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(MARK).map((part, i) => <Fragment key={i}>{i % 2 ? elements[part] : part}</Fragment>);
}

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
  const label = useLabel();
  return (
    <FormCard id={sectionId(section)} title={label(SECTIONS[section])} description={description}>
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
  const text = useLabel();
  // The contract's options (titles, proofs of PAN…) read in the language; a screen's own come back as they are.
  const radios = useMemo(
    () => options.map((o) => <Radio key={o.value} value={o.value} label={text(o.label)} />),
    [options, text],
  );
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

/** The form's title for a type of application. */
export const formTitleId = (appType: AppType): MessageId =>
  appType === 'N' ? 'pan.form.titleNew' : 'pan.form.titleChange';

/** Each name's three labels: whose name it is starts each ("Father's last name (surname)"). */
const NAME_LABELS = {
  self: ['pan.fields.lastName', 'pan.fields.firstName', 'pan.fields.middleName'],
  father: ['pan.fields.fatherLastName', 'pan.fields.fatherFirstName', 'pan.fields.fatherMiddleName'],
  mother: ['pan.fields.motherLastName', 'pan.fields.motherFirstName', 'pan.fields.motherMiddleName'],
  otherName: ['pan.fields.otherNameLastName', 'pan.fields.otherNameFirstName', 'pan.fields.otherNameMiddleName'],
  representative: [
    'pan.fields.representativeLastName',
    'pan.fields.representativeFirstName',
    'pan.fields.representativeMiddleName',
  ],
} as const satisfies Record<string, readonly [MessageId, MessageId, MessageId]>;

/** Last, first and middle name of a person; `who` names whose (none for the applicant's own name). */
export function PersonNameFields({
  prefix,
  who = 'self',
  lastRequired,
}: {
  prefix: string;
  who?: keyof typeof NAME_LABELS;
  lastRequired?: boolean;
}) {
  const t = useT();
  const p = (k: string) => (prefix ? `${prefix}.${k}` : k);
  const [last, first, middle] = NAME_LABELS[who];
  return (
    <>
      <Grid.Col span={COL}>
        <FieldText label={t(last)} withAsterisk={lastRequired} path={p('lastName')} maxLength={75} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label={t(first)} path={p('firstName')} maxLength={25} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label={t(middle)} path={p('middleName')} maxLength={25} />
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
  const t = useT();
  const name = (field: string) => t('pan.fields.addressField', { address: label, field });
  const line = (key: string, id: MessageId, star = false) => {
    const text = t(id);
    return (
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
  };
  return (
    <>
      {line('line1', 'pan.fields.line1', true)}
      {line('line2', 'pan.fields.line2')}
      {line('line3', 'pan.fields.line3')}
      {line('area', 'pan.fields.area')}
      {line('city', 'pan.fields.city', true)}
      <Grid.Col span={COL}>
        <FieldSelect
          label={t('pan.fields.state')}
          aria-label={name(t('pan.fields.state'))}
          withAsterisk={required}
          data={STATES}
          path={`${prefix}.state`}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText
          label={t('pan.fields.pin')}
          aria-label={name(t('pan.fields.pin'))}
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
