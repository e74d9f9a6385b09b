import { Alert, Button, Card, Center, Group, Loader, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { TransferLimitsForm } from '../../../../contract/transfers';
import { useSaveTransferLimits, useTransferLimits } from '../../../api/transfers';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useIsAdmin } from '../../../components/money/guards';
import { useT } from '../../../i18n/transfers';
import { PageHeading } from '../../../components/PageHeading';

/** /backend/settings/fund-transfers (admin, issue 28 §1): how much an owner may send its members per transfer and day. */
export default function FundTransferLimitsPage() {
  const t = useT();
  const admin = useIsAdmin();
  const limits = useTransferLimits();
  return (
    <Stack gap="md" maw={560}>
      <PageHeading title={t('transfers.limits.title')} description={t('transfers.limits.intro')} />
      {!admin ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
          {t('transfers.limits.adminOnly')}
        </Alert>
      ) : limits.isError ? (
        <FormErrorAlert error={limits.error} title={t('transfers.limits.loadFailed')} />
      ) : !limits.data ? (
        <Center py="xl">
          <Loader aria-label={t('transfers.limits.title')} />
        </Center>
      ) : (
        <LimitsForm initial={limits.data} />
      )}
    </Stack>
  );
}

type Values = { perMove: number | string; perDay: number | string };

function LimitsForm({ initial }: { initial: TransferLimitsForm }) {
  const t = useT();
  const save = useSaveTransferLimits();
  const form = useContractForm<Values>({ schema: TransferLimitsForm, initialValues: initial });
  const submit = form.onSubmit((v) =>
    save.mutate(TransferLimitsForm.parse({ perMove: Number(v.perMove), perDay: Number(v.perDay) }), {
      onSuccess: () => notifications.show({ color: 'green', message: t('transfers.limits.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  const money = {
    min: 0,
    decimalScale: 2,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh',
    hideControls: true,
  } as const;
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label={t('transfers.limits.title')}>
        <Stack gap="sm">
          {save.error && !form.errors.perMove && !form.errors.perDay ? <FormErrorAlert error={save.error} /> : null}
          <NumberInput
            label={t('transfers.limits.perMove')}
            withAsterisk
            {...money}
            {...form.getInputProps('perMove')}
          />
          <NumberInput label={t('transfers.limits.perDay')} withAsterisk {...money} {...form.getInputProps('perDay')} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('transfers.limits.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
