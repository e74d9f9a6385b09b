import { Grid } from '@mantine/core';
import { FieldRadios, FormSection, PersonNameFields } from './fields';

const PRINT = [
  { value: 'father', label: "Father's name" },
  { value: 'mother', label: "Mother's name" },
];

/** Father's name (required) and mother's (optional), and which of them the card prints. */
export function ParentsSection() {
  return (
    <FormSection
      section="parents"
      description="The father's name is required, even for a married woman; the mother's name is printed only if chosen below."
    >
      <PersonNameFields prefix="father" who="Father's" lastRequired />
      <PersonNameFields prefix="mother" who="Mother's" />
      <Grid.Col span={12}>
        <FieldRadios path="printParent" label="Parent's name to print on the card" options={PRINT} />
      </Grid.Col>
    </FormSection>
  );
}
