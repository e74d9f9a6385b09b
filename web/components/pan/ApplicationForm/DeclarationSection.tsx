import { Grid } from '@mantine/core';
import { categoryNoun } from '../../../../contract/nsdl-pan';
import { usePanForm } from './context';
import { COL, FieldRadios, FieldText, FormSection } from './fields';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';

/** Who signs the form, and where. */
export function DeclarationSection() {
  const t = useT();
  const label = useLabel();
  const { person, category } = usePanForm();
  const options = [
    {
      value: 'self',
      label: person
        ? t('pan.declaration.self')
        : t('pan.declaration.selfEntity', { noun: label(categoryNoun(category)) }),
    },
    { value: 'representative', label: t('pan.declaration.representative') },
  ];
  return (
    <FormSection section="declaration" description={t('pan.declaration.description')}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldRadios path="declaration.capacity" label={t('pan.declaration.signedBy')} options={options} vertical />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label={t('pan.declaration.place')} withAsterisk path="declaration.place" maxLength={40} />
      </Grid.Col>
    </FormSection>
  );
}
