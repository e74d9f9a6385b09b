import { Grid } from '@mantine/core';
import { REGISTRATION_REQUIRED } from '../../../../contract/nsdl-pan';
import { useFormSelector, usePanForm } from './context';
import { COL, FieldText, FormSection } from './fields';
import { only } from './form-state';
import { useT } from '../../../i18n/pan';

const upper = (v: string) => v.toUpperCase();

/** Individuals: Aadhaar and the name as on it. Other categories: the registration number. */
export function IdentitySection() {
  const t = useT();
  const { person, category } = usePanForm();
  const hasAadhaar = useFormSelector((s) => !!s.data.aadhaar);
  if (!person) {
    const required = REGISTRATION_REQUIRED.includes(category);
    return (
      <FormSection section="identity">
        <Grid.Col span={COL}>
          <FieldText
            label={t('pan.identity.registrationNo')}
            withAsterisk={required}
            description={t(required ? 'pan.identity.registrationRequired' : 'pan.identity.ifRegistered')}
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
    <FormSection section="identity" description={t('pan.identity.description')}>
      <Grid.Col span={COL}>
        <FieldText
          label={t('pan.identity.aadhaar')}
          withAsterisk
          description={t('pan.identity.aadhaarHint')}
          path="aadhaar"
          maxLength={12}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FieldText label={t('pan.identity.aadhaarName')} withAsterisk={hasAadhaar} path="aadhaarName" maxLength={100} />
      </Grid.Col>
    </FormSection>
  );
}
