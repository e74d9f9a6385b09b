import { memo, Suspense, type ReactNode } from 'react';
import { Divider, Grid, Group, Radio, Select, Text, TextInput, Title } from '@mantine/core';
import { LiveFieldset } from '../../../components/forms/LiveFieldset';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { parseIndianDate } from '../../../../contract/format';
import { useRegisterOptions } from '../../../api/recovery';
import { DATE_PICKER_PROPS } from '../../../components/DataTable/format';
import { useT } from '../../../i18n/auth';
import { useStateOptions } from '../../../i18n/labels';

/** The registration form's fields, in its order (../register.tsx). */
export const FIELDS = [
  'fName',
  'lName',
  'fatherName',
  'gender',
  'dob',
  'mobileNo',
  'emailId',
  'idType',
  'shopName',
  'address1',
  'address2',
  'address3',
  'district',
  'state',
  'pin',
  'captcha',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;
export type Errors = Partial<Record<Field, string>>;

/** Descriptions under the input, so inputs side by side line up whether or not they have one. */
export const HINT_BELOW = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
};

/**
 * A titled part of the form. Each is its own Suspense boundary: React takes a prerendered boundary over on its
 * own, in its own commit, so a phone gets a few short tasks instead of one long one for the whole form
 * (decision 0066). Nothing in it suspends, so the fallback is never shown; each part turns live as it is
 * taken over.
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LiveFieldset gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </LiveFieldset>
    </Suspense>
  );
}

/**
 * Mantine keeps a select's list in the page, closed, and places it on load: a forced layout and a synchronous
 * redraw per select while the page starts. Drawn only when opened, neither happens (nor do 36 hidden states).
 */
const CLOSED_UNTIL_OPENED = { keepMounted: false };

export type FieldsProps = {
  values: Values;
  errors: Errors;
  set: (f: Field, value: string) => void;
  touch: (f: Field) => void;
};

/**
 * The typed part of the form. Memoised, with the ID types fetched inside their own select: what arrives after
 * the page is drawn (the ID types, the captcha picture) redraws its own corner, not sixteen fields at once in
 * one long task on a phone.
 */
export const RegistrationFields = memo(function RegistrationFields({ values, errors, set, touch }: FieldsProps) {
  const t = useT();
  const stateOptions = useStateOptions();
  const errorOf = (f: Field) => errors[f];
  const text = (f: Field) => ({
    name: f,
    value: values[f],
    onChange: (e: { currentTarget: { value: string } }) => set(f, e.currentTarget.value),
    onBlur: () => touch(f),
    error: errorOf(f),
  });
  const today = dayjs();
  return (
    <>
      <Section title={t('auth.register.aboutYou')}>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('auth.register.firstName')} autoComplete="given-name" required {...text('fName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('auth.register.lastName')} autoComplete="family-name" required {...text('lName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('auth.register.fatherName')} required {...text('fatherName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateInput
              label={t('auth.register.dob')}
              {...HINT_BELOW}
              description={t('auth.register.dobHint', { age: 18 })}
              placeholder={t('auth.register.datePlaceholder')}
              name="dob"
              required
              {...DATE_PICKER_PROPS}
              dateParser={parseIndianDate}
              value={values.dob || null}
              onChange={(v) => {
                set('dob', v ?? '');
                touch('dob');
              }}
              onBlur={() => touch('dob')}
              maxDate={today.format('YYYY-MM-DD')}
              minDate={today.subtract(100, 'year').format('YYYY-MM-DD')}
              defaultDate={today.subtract(30, 'year').format('YYYY-MM-DD')}
              error={errorOf('dob')}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Radio.Group
              label={t('auth.register.gender')}
              name="gender"
              required
              value={values.gender}
              onChange={(v) => {
                set('gender', v);
                touch('gender');
              }}
              error={errorOf('gender')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="M" label={t('auth.register.male')} />
                <Radio value="F" label={t('auth.register.female')} />
                <Radio value="T" label={t('auth.register.transgender')} />
              </Group>
            </Radio.Group>
          </Grid.Col>
        </Grid>
      </Section>

      <Divider />
      <Section title={t('auth.register.contact')}>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.register.mobile')}
              {...HINT_BELOW}
              description={t('auth.register.mobileHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              leftSection={
                <Text size="sm" c="dimmed" fw={500}>
                  +91
                </Text>
              }
              leftSectionWidth={44}
              required
              {...text('mobileNo')}
              onChange={(e) => set('mobileNo', e.currentTarget.value.replace(/\D/g, ''))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.register.email')}
              {...HINT_BELOW}
              description={t('auth.register.emailHint')}
              type="email"
              autoComplete="email"
              required
              {...text('emailId')}
            />
          </Grid.Col>
        </Grid>
      </Section>

      <Divider />
      <Section title={t('auth.register.shop')}>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('auth.register.shopName')} autoComplete="organization" required {...text('shopName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <IdTypeSelect
              value={values.idType}
              onChange={(v) => {
                set('idType', v);
                touch('idType');
              }}
              onBlur={() => touch('idType')}
              error={errorOf('idType')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('auth.register.address1')}
              {...HINT_BELOW}
              description={t('auth.register.address1Hint')}
              autoComplete="address-line1"
              required
              {...text('address1')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.register.address2')}
              {...HINT_BELOW}
              description={t('auth.register.address2Hint')}
              autoComplete="address-line2"
              {...text('address2')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.register.address3')}
              {...HINT_BELOW}
              description={t('auth.register.address3Hint')}
              autoComplete="address-line3"
              {...text('address3')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('auth.register.district')}
              autoComplete="address-level2"
              required
              {...text('district')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={t('auth.register.state')}
              name="state"
              placeholder={t('auth.register.stateSearch')}
              data={stateOptions}
              searchable
              nothingFoundMessage={t('auth.register.noState')}
              comboboxProps={CLOSED_UNTIL_OPENED}
              value={values.state || null}
              onChange={(v) => {
                set('state', v ?? '');
                touch('state');
              }}
              onBlur={() => touch('state')}
              error={errorOf('state')}
              autoComplete="address-level1"
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={t('auth.register.pin')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              required
              {...text('pin')}
              onChange={(e) => set('pin', e.currentTarget.value.replace(/\D/g, ''))}
            />
          </Grid.Col>
        </Grid>
      </Section>
    </>
  );
});

function IdTypeSelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const t = useT();
  const options = useRegisterOptions();
  return (
    <Select
      label={t('auth.register.idType')}
      {...HINT_BELOW}
      description={t('auth.register.idTypeHint')}
      name="idType"
      placeholder={options.isLoading ? t('auth.register.idTypesLoading') : t('auth.register.select')}
      data={options.data?.idTypes ?? []}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error ?? (options.error ? t('auth.register.idTypesFailed') : undefined)}
      allowDeselect={false}
      comboboxProps={CLOSED_UNTIL_OPENED}
      required
    />
  );
}
