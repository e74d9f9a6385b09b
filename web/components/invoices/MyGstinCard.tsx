import { useEffect } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MerchantGstinForm } from '../../../contract/invoices';
import { useMyGstin, useSaveMyGstin } from '../../api/invoices';
import { useAuth } from '../../api/use-auth';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useT } from '../../i18n/invoices';

/** The shop's GSTIN for its tax invoices (issue 28 §3): an owner's or a franchise member's own, not staff's. */
export function MyGstinCard() {
  const { user } = useAuth();
  if (user?.role !== 'merchant' || user.kind === 'staff') return null;
  return <GstinForm />;
}

function GstinForm() {
  const t = useT();
  const query = useMyGstin();
  const save = useSaveMyGstin();
  const form = useContractForm<MerchantGstinForm>({ schema: MerchantGstinForm, initialValues: { gstin: '' } });
  useEffect(() => {
    if (query.data) form.setValues({ gstin: query.data.gstin });
  }, [query.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invoices.gstin.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  return (
    <Card withBorder padding="md" mt="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('invoices.gstin.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invoices.gstin.hint')}
          </Text>
          <Group align="flex-end">
            <TextInput label={t('invoices.gstin.label')} maxLength={15} w={240} {...form.getInputProps('gstin')} />
            <Button type="submit" loading={save.isPending}>
              {t('invoices.gstin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
