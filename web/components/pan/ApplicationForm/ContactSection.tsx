import { Grid } from '@mantine/core';
import { FieldText, FormSection } from './fields';
import { only } from './form-state';
import { useT } from '../../../i18n/pan';

const HALF = { base: 12, sm: 6 } as const;
// The telephone's three parts share a line from a tablet up; a phone's form is one column.

/** Mobile (required), email and telephone. */
export function ContactSection() {
  const t = useT();
  return (
    <FormSection section="contact">
      <Grid.Col span={HALF}>
        <FieldText
          label={t('pan.contact.mobile')}
          withAsterisk
          type="tel"
          description={t('pan.contact.mobileHint')}
          path="mobile"
          maxLength={10}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <FieldText
          label={t('pan.contact.email')}
          type="email"
          description={t('pan.contact.emailHint')}
          path="email"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <FieldText label={t('pan.contact.isd')} path="phone.isd" maxLength={4} filter={only.digits} numeric />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <FieldText label={t('pan.contact.std')} path="phone.std" maxLength={5} filter={only.digits} numeric />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FieldText label={t('pan.contact.phone')} path="phone.number" maxLength={10} filter={only.digits} numeric />
      </Grid.Col>
    </FormSection>
  );
}
