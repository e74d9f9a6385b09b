import type { ReactNode } from 'react';
import { Button, Card, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SiteConfiguration, UTI_PSA_PORTAL_DEFAULT, type SiteConfigurationView } from '../../../../../contract/site';
import { INDIAN_STATES } from '../../../../../contract/india';
import { useSaveSiteConfiguration } from '../../../../api/site-admin';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../../components/forms/use-contract-form';

type Values = SiteConfiguration;

const FIELDS: (keyof Values)[] = [
  'businessName',
  'add1',
  'add2',
  'add3',
  'district',
  'pin',
  'state',
  'contactNo',
  'emailId',
  'chatUrl',
  'utiPsaPortalUrl',
];

function pick(view: SiteConfigurationView): Values {
  return Object.fromEntries(FIELDS.map((f) => [f, view[f] ?? ''])) as Values;
}

export function BusinessInfoForm({ initial }: { initial: SiteConfigurationView }) {
  // The same schema the server uses, so most mistakes show before a round trip.
  const form = useContractForm<Values>({ schema: SiteConfiguration, initialValues: pick(initial) });
  const values = form.getValues();
  const save = useSaveSiteConfiguration();
  const input = (f: keyof Values) => ({ ...form.getInputProps(f), name: f });

  const onSubmit = form.onSubmit((submitted) => {
    save.mutate(submitted, {
      onSuccess: (view) => {
        form.setValues(pick(view));
        notifications.show({ color: 'green', title: 'Saved', message: 'The site configuration has been saved.' });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  // A value saved before the list existed must still be selectable rather than silently blanked.
  const states =
    INDIAN_STATES.includes(values.state as (typeof INDIAN_STATES)[number]) || !values.state
      ? [...INDIAN_STATES]
      : [values.state, ...INDIAN_STATES];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Site configuration">
      <Stack gap="lg">
        {save.error && <FormErrorAlert error={save.error} title="Not saved" />}
        <Section title="Business information">
          <Grid>
            <Grid.Col span={12}>
              <TextInput label="Business name" required {...input('businessName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label="Address line 1" required {...input('add1')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label="Address line 2" {...input('add2')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label="Address line 3" {...input('add3')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput label="District" required {...input('district')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="State"
                required
                searchable
                data={states}
                {...input('state')}
                value={values.state || null}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
                nothingFoundMessage="No such state"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput label="PIN code" required inputMode="numeric" maxLength={6} {...input('pin')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Contact number" required type="tel" {...input('contactNo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email" required type="email" {...input('emailId')} />
            </Grid.Col>
          </Grid>
        </Section>
        <Section title="Live chat">
          <TextInput
            label="Live chat URL"
            description="The tawk.to direct chat link (https://…). Leave empty to turn live chat off."
            placeholder="https://tawk.to/chat/…"
            {...input('chatUrl')}
          />
        </Section>
        <Section title="UTI PAN">
          <TextInput
            label="UTIITSL PSA portal link"
            description="Where a shop signs in with its PSA login id (https://…); shown to shops once their PSA registration is approved."
            placeholder={UTI_PSA_PORTAL_DEFAULT}
            required
            {...input('utiPsaPortalUrl')}
          />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
