import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { BANK_COLUMNS, BankInput } from '../../../../contract/masters';
import { MASTER_PATHS, useSaveBank } from '../../../api/masters';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { AdminOnly, useIsAdmin } from '../../../components/money/guards';
import { ActiveBadge } from '../../../components/user-management/badges';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

type BankRow = {
  id: number;
  bankName: string;
  holder: string;
  accountNo: string;
  ifsc: string;
  branch: string;
  active: string;
};
type Values = { bankName: string; holder: string; accountNo: string; ifsc: string; branch: string; active: boolean };

/** An example code, the same in every language. */
const IFSC_EXAMPLE = 'SBIN0001234';
const EMPTY: Values = { bankName: '', holder: '', accountNo: '', ifsc: '', branch: '', active: true };

/** /backend/masters/bank: the company's accounts merchants deposit into. */
export default function BankMasterPage() {
  const t = useT();
  const admin = useIsAdmin();
  const [modal, setModal] = useState<{ opened: boolean; row: BankRow | null; key: number }>({
    opened: false,
    row: null,
    key: 0,
  });
  const open = (row: BankRow | null) => setModal((m) => ({ opened: true, row, key: m.key + 1 }));
  const close = () => setModal((m) => ({ ...m, opened: false }));
  const cells = useMemo(() => ({ active: (row: BankRow) => <ActiveBadge active={row.active} /> }), []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('office.banks.title')} description={t('office.banks.intro')} />
        {admin && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('office.banks.add')}
          </Button>
        )}
      </Group>
      <AdminOnly what="the company's bank accounts">
        <DataTable<BankRow>
          url={MASTER_PATHS.banks.list}
          exportUrl={MASTER_PATHS.banks.export}
          title={t('office.banks.table')}
          columns={BANK_COLUMNS}
          cells={cells}
          sizes={{ holder: 180, accountNo: 170, ifsc: 130 }}
          getRowId={(row) => String(row.id)}
          rowActions={(row) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('office.banks.editNamed', { bank: row.bankName, accountNo: row.accountNo })}
              onClick={() => open(row)}
            >
              {t('office.common.edit')}
            </Button>
          )}
        />
        <Modal
          opened={modal.opened}
          onClose={close}
          title={modal.row ? t('office.common.editNamed', { name: modal.row.bankName }) : t('office.banks.addAccount')}
          centered
          size="md"
        >
          <BankForm key={modal.key} row={modal.row} onDone={close} />
        </Modal>
      </AdminOnly>
    </Stack>
  );
}

function BankForm({ row, onDone }: { row: BankRow | null; onDone: () => void }) {
  const t = useT();
  const form = useContractForm<Values>({
    schema: BankInput,
    initialValues: row
      ? {
          bankName: row.bankName,
          holder: row.holder,
          accountNo: row.accountNo,
          ifsc: row.ifsc,
          branch: row.branch,
          active: row.active === 'yes',
        }
      : EMPTY,
  });
  const save = useSaveBank();

  const submit = form.onSubmit((values) => {
    const input = BankInput.parse(values);
    save.mutate(
      { id: row?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('office.common.saved'),
            message: t('office.banks.savedMessage', { bank: input.bankName, accountNo: input.accountNo }),
          });
          onDone();
        },
        onError: (err) => showServerErrors(form, err),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={row ? t('office.banks.editAccount') : t('office.banks.addAccount')}>
      <Stack gap="sm">
        {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
        <TextInput label={t('office.banks.bankName')} withAsterisk maxLength={80} {...form.getInputProps('bankName')} />
        <TextInput label={t('office.banks.holder')} withAsterisk maxLength={80} {...form.getInputProps('holder')} />
        <TextInput
          label={t('office.banks.accountNo')}
          withAsterisk
          inputMode="numeric"
          maxLength={18}
          {...form.getInputProps('accountNo')}
        />
        <TextInput
          label={t('office.banks.ifsc')}
          withAsterisk
          maxLength={11}
          placeholder={IFSC_EXAMPLE}
          autoCapitalize="characters"
          {...form.getInputProps('ifsc')}
          onChange={(e) => form.setFieldValue('ifsc', e.currentTarget.value.toUpperCase())}
        />
        <TextInput label={t('office.banks.branch')} withAsterisk maxLength={100} {...form.getInputProps('branch')} />
        <Switch
          label={t('office.common.active')}
          description={t('office.banks.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('office.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {row ? t('office.common.save') : t('office.banks.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
