import { Grid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { GENDERS } from '../../../../contract/nsdl-pan';
import { DATE_PICKER_PROPS } from '../../DataTable/format';
import { useFieldError, useFormSelector, usePanForm } from './context';
import { COL, FieldRadios, FormSection } from './fields';
import { parseIndianDate } from '../../../../contract/format';
import { useT } from '../../../i18n/pan';

function DobInput() {
  const t = useT();
  const { person, set, touch } = usePanForm();
  const value = useFormSelector((s) => s.data.dob);
  const error = useFieldError('dob');
  const today = dayjs();
  return (
    <DateInput
      {...DATE_PICKER_PROPS}
      label={t(person ? 'pan.personal.dob' : 'pan.personal.dof')}
      withAsterisk
      name="dob"
      placeholder={t('pan.personal.datePlaceholder')}
      description={t(person ? 'pan.personal.dobHint' : 'pan.personal.dofHint')}
      dateParser={parseIndianDate}
      value={value || null}
      onChange={(v) => set('dob', v ? String(v).slice(0, 10) : '', true)}
      onBlur={() => touch('dob')}
      maxDate={today.format('YYYY-MM-DD')}
      minDate={person ? today.subtract(125, 'year').format('YYYY-MM-DD') : '1800-01-01'}
      defaultDate={person ? today.subtract(25, 'year').format('YYYY-MM-DD') : undefined}
      clearable
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** Gender (individuals) and the date of birth, incorporation or formation. */
export function PersonalSection() {
  const t = useT();
  const { person } = usePanForm();
  return (
    <FormSection section="personal">
      {person && (
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FieldRadios path="gender" label={t('pan.personal.gender')} required options={GENDERS} />
        </Grid.Col>
      )}
      <Grid.Col span={COL}>
        <DobInput />
      </Grid.Col>
    </FormSection>
  );
}
