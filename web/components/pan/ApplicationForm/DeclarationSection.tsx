import { Grid } from '@mantine/core';
import { categoryNoun } from '../../../../contract/nsdl-pan';
import { usePanForm } from './context';
import { COL, FieldRadios, FieldText, FormSection } from './fields';

/** Who signs the form, and where. */
export function DeclarationSection() {
  const { person, category } = usePanForm();
  const options = [
    {
      value: 'self',
      label: person
        ? 'The applicant (himself / herself)'
        : `The ${categoryNoun(category)}, by its authorised signatory`,
    },
    { value: 'representative', label: 'The representative assessee' },
  ];
  return (
    <FormSection
      section="declaration"
      description="The form is signed by hand after printing; the date is the day of signing."
    >
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldRadios path="declaration.capacity" label="Signed by" options={options} vertical />
      </Grid.Col>
      <Grid.Col span={COL}>
        <FieldText label="Place of signing" withAsterisk path="declaration.place" maxLength={40} />
      </Grid.Col>
    </FormSection>
  );
}
