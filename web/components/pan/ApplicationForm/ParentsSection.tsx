import { Grid } from '@mantine/core';
import { FieldRadios, FormSection, PersonNameFields } from './fields';
import { useT } from '../../../i18n/pan';

const PRINT = [
  { value: 'father', labelId: 'pan.parents.father' },
  { value: 'mother', labelId: 'pan.parents.mother' },
] as const;

/** Father's name (required) and mother's (optional), and which of them the card prints. */
export function ParentsSection() {
  const t = useT();
  return (
    <FormSection section="parents" description={t('pan.parents.description')}>
      <PersonNameFields prefix="father" who="father" lastRequired />
      <PersonNameFields prefix="mother" who="mother" />
      <Grid.Col span={12}>
        <FieldRadios
          path="printParent"
          label={t('pan.parents.print')}
          options={PRINT.map((o) => ({ value: o.value, label: t(o.labelId) }))}
        />
      </Grid.Col>
    </FormSection>
  );
}
