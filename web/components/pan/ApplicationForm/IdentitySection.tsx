import { Grid } from '@mantine/core';
import { REGISTRATION_REQUIRED } from '../../../../contract/nsdl-pan';
import { useFormSelector, usePanForm } from './context';
import { COL, FieldText, FormSection } from './fields';
import { only } from './form-state';

const upper = (v: string) => v.toUpperCase();

/** Individuals: Aadhaar and the name as on it. Other categories: the registration number. */
export function IdentitySection() {
  const { person, category } = usePanForm();
  const hasAadhaar = useFormSelector((s) => !!s.data.aadhaar);
  if (!person) {
    const required = REGISTRATION_REQUIRED.includes(category);
    return (
      <FormSection section="identity">
        <Grid.Col span={COL}>
          <FieldText
            label="Registration number"
            withAsterisk={required}
            description={required ? 'Company, LLP / firm or trust registration number' : 'If registered'}
            autoCapitalize="characters"
            path="registrationNo"
            maxLength={30}
            filter={upper}
          />
        </Grid.Col>
      </FormSection>
    );
  }
  return (
    <FormSection section="identity" description="Protean authenticates the Aadhaar: the name must match it.">
      <Grid.Col span={COL}>
        <FieldText
          label="Aadhaar number"
          withAsterisk
          description="12 digits"
          path="aadhaar"
          maxLength={12}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldText label="Name as per Aadhaar" withAsterisk={hasAadhaar} path="aadhaarName" maxLength={100} />
      </Grid.Col>
    </FormSection>
  );
}
