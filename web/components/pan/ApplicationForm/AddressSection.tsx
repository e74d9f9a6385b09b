import { useState } from 'react';
import { Button, Grid, Text } from '@mantine/core';
import { useFormSelector, usePanForm } from './context';
import { AddressFields, FieldRadios, FieldText, FormSection } from './fields';

const COMMUNICATION = [
  { value: 'residence', label: 'Residence' },
  { value: 'office', label: 'Office' },
];

function Heading({ children }: { children: string }) {
  return (
    <Grid.Col span={12}>
      <Text fw={600}>{children}</Text>
    </Grid.Col>
  );
}

/** Residence and office addresses (individuals choose which gets the card); other categories: the office. */
export function AddressSection() {
  const { person } = usePanForm();
  const officeFilled = useFormSelector((s) => !!s.data.officeName || Object.values(s.data.office).some(Boolean));
  const toOffice = useFormSelector((s) => s.data.communication === 'office');
  const [addOffice, setAddOffice] = useState(officeFilled);

  if (!person) {
    return (
      <FormSection section="address" description="The registered office; the PAN card and letters are sent here.">
        <AddressFields prefix="office" label="Office address" />
      </FormSection>
    );
  }

  const showOffice = addOffice || officeFilled || toOffice;
  return (
    <FormSection section="address">
      <Heading>Residence address</Heading>
      <AddressFields prefix="residence" label="Residence address" />
      <Grid.Col span={12}>
        <FieldRadios
          path="communication"
          label="Address for communication"
          description="Where the PAN card is sent"
          options={COMMUNICATION}
        />
      </Grid.Col>
      {showOffice ? (
        <>
          <Heading>Office address</Heading>
          <Grid.Col span={12}>
            <FieldText label="Name of office" withAsterisk={toOffice} path="officeName" maxLength={75} />
          </Grid.Col>
          <AddressFields prefix="office" label="Office address" required={toOffice} />
        </>
      ) : (
        <Grid.Col span={12}>
          <Button variant="subtle" px={0} onClick={() => setAddOffice(true)}>
            Add an office address
          </Button>
        </Grid.Col>
      )}
    </FormSection>
  );
}
