import { Grid } from '@mantine/core';
import { FieldText, FormSection } from './fields';
import { only } from './form-state';

/** Form 49A: the assessing officer's code, in four parts (new applications only). */
export function AoSection() {
  // One column on a phone, as every form there; four across from a tablet up.
  const span = { base: 12, sm: 3 } as const;
  return (
    <FormSection
      section="ao"
      description="From the AO code list for the applicant's city (Protean's AO code search), e.g. MUM W 12 3."
    >
      <Grid.Col span={span}>
        <FieldText
          label="Area code"
          withAsterisk
          description="3 letters"
          autoCapitalize="characters"
          path="aoCode.areaCode"
          maxLength={3}
          filter={only.letters}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label="AO type"
          withAsterisk
          description="1 or 2 letters"
          autoCapitalize="characters"
          path="aoCode.aoType"
          maxLength={2}
          filter={only.letters}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label="Range code"
          withAsterisk
          description="Up to 3 digits"
          path="aoCode.rangeCode"
          maxLength={3}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <FieldText
          label="AO number"
          withAsterisk
          description="Up to 3 digits"
          path="aoCode.aoNo"
          maxLength={3}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
    </FormSection>
  );
}
