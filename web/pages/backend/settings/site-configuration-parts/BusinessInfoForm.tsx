import type { ReactNode } from 'react';
import { Button, Card, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SiteConfiguration, UTI_PSA_PORTAL_DEFAULT, type SiteConfigurationView } from '../../../../../contract/site';
import { INDIAN_STATES } from '../../../../../contract/india';
import { useSaveSiteConfiguration } from '../../../../api/site-admin';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../../components/forms/use-contract-form';
import { useT } from '../../../../i18n/office';
import { useLabel } from '../../../../i18n/labels';

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
  const t = useT();
  const label = useLabel();
  // The same schema the server uses, so most mistakes show before a round trip.
  const form = useContractForm<Values>({ schema: SiteConfiguration, initialValues: pick(initial) });
  const values = form.getValues();
  const save = useSaveSiteConfiguration();
  const input = (f: keyof Values) => ({ ...form.getInputProps(f), name: f });

  const onSubmit = form.onSubmit((submitted) => {
    save.mutate(submitted, {
      onSuccess: (view) => {
        form.setValues(pick(view));
        notifications.show({
          color: 'green',
          title: t('office.siteConfig.saved'),
          message: t('office.siteConfig.savedMessage'),
        });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  // A value saved before the list existed must still be selectable rather than silently blanked.
  const states =
    INDIAN_STATES.includes(values.state as (typeof INDIAN_STATES)[number]) || !values.state
      ? [...INDIAN_STATES]
      : [values.state, ...INDIAN_STATES];
  const stateOptions = states.map((s) => ({ value: s, label: label(s) }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('office.siteConfig.form')}>
      <Stack gap="lg">
        {save.error && <FormErrorAlert error={save.error} title={t('office.siteConfig.notSaved')} />}
        <Section title={t('office.siteConfig.business')}>
          <Grid>
            <Grid.Col span={12}>
              <TextInput label={t('office.siteConfig.businessName')} required {...input('businessName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label={t('office.siteConfig.address1')} required {...input('add1')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label={t('office.siteConfig.address2')} {...input('add2')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label={t('office.siteConfig.address3')} {...input('add3')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput label={t('office.siteConfig.district')} required {...input('district')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label={t('office.siteConfig.state')}
                required
                searchable
                data={stateOptions}
                {...input('state')}
                value={values.state || null}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
                nothingFoundMessage={t('office.siteConfig.noSuchState')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label={t('office.siteConfig.pin')}
                required
                inputMode="numeric"
                maxLength={6}
                {...input('pin')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('office.siteConfig.contactNo')} required type="tel" {...input('contactNo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('office.siteConfig.email')} required type="email" {...input('emailId')} />
            </Grid.Col>
          </Grid>
        </Section>
        <Section title={t('office.siteConfig.liveChat')}>
          <TextInput
            label={t('office.siteConfig.chatUrl')}
            description={t('office.siteConfig.chatUrlHint')}
            placeholder="https://tawk.to/chat/…"
            {...input('chatUrl')}
          />
        </Section>
        <Section title={t('office.siteConfig.utiPan')}>
          <TextInput
            label={t('office.siteConfig.psaPortal')}
            description={t('office.siteConfig.psaPortalHint')}
            placeholder={UTI_PSA_PORTAL_DEFAULT}
            required
            {...input('utiPsaPortalUrl')}
          />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
            {t('office.siteConfig.save')}
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
