import { Grid } from '@mantine/core';
import { FieldText, FormSection } from './fields';
import { only } from './form-state';

const HALF = { base: 12, sm: 6 } as const;
// The telephone's three parts share a line from a tablet up; a phone's form is one column.

/** Mobile (required), email and telephone. */
export function ContactSection() {
  return (
    <FormSection section="contact">
      <Grid.Col span={HALF}>
        <FieldText
          label="Mobile number"
          withAsterisk
          type="tel"
          description="10 digits, without +91"
          path="mobile"
          maxLength={10}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <FieldText
          label="Email"
          type="email"
          description="Optional; the e-PAN is mailed here"
          path="email"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <FieldText label="ISD code" path="phone.isd" maxLength={4} filter={only.digits} numeric />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <FieldText label="STD code" path="phone.std" maxLength={5} filter={only.digits} numeric />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FieldText label="Telephone number" path="phone.number" maxLength={10} filter={only.digits} numeric />
      </Grid.Col>
    </FormSection>
  );
}
