import { useState } from 'react';
import { Button, Grid, Text } from '@mantine/core';
import { useFormSelector, usePanForm } from './context';
import { AddressFields, FieldRadios, FieldText, FormSection } from './fields';
import { useT } from '../../../i18n/pan';

const COMMUNICATION = [
  { value: 'residence', labelId: 'pan.address.residence' },
  { value: 'office', labelId: 'pan.address.office' },
] as const;

function Heading({ children }: { children: string }) {
  return (
    <Grid.Col span={12}>
      <Text fw={600}>{children}</Text>
    </Grid.Col>
  );
}

/** Residence and office addresses (individuals choose which gets the card); other categories: the office. */
export function AddressSection() {
  const t = useT();
  const { person } = usePanForm();
  const officeFilled = useFormSelector((s) => !!s.data.officeName || Object.values(s.data.office).some(Boolean));
  const toOffice = useFormSelector((s) => s.data.communication === 'office');
  const [addOffice, setAddOffice] = useState(officeFilled);

  if (!person) {
    return (
      <FormSection section="address" description={t('pan.address.officeDescription')}>
        <AddressFields prefix="office" label={t('pan.address.officeAddress')} />
      </FormSection>
    );
  }

  const showOffice = addOffice || officeFilled || toOffice;
  return (
    <FormSection section="address">
      <Heading>{t('pan.address.residenceAddress')}</Heading>
      <AddressFields prefix="residence" label={t('pan.address.residenceAddress')} />
      <Grid.Col span={12}>
        <FieldRadios
          path="communication"
          label={t('pan.address.communication')}
          description={t('pan.address.communicationDescription')}
          options={COMMUNICATION.map((o) => ({ value: o.value, label: t(o.labelId) }))}
        />
      </Grid.Col>
      {showOffice ? (
        <>
          <Heading>{t('pan.address.officeAddress')}</Heading>
          <Grid.Col span={12}>
            <FieldText label={t('pan.address.officeName')} withAsterisk={toOffice} path="officeName" maxLength={75} />
          </Grid.Col>
          <AddressFields prefix="office" label={t('pan.address.officeAddress')} required={toOffice} />
        </>
      ) : (
        <Grid.Col span={12}>
          <Button variant="subtle" px={0} onClick={() => setAddOffice(true)}>
            {t('pan.address.addOffice')}
          </Button>
        </Grid.Col>
      )}
    </FormSection>
  );
}
