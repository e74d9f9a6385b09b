import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ID_TYPE_COLUMNS, IdTypeInput } from '../../../../contract/masters';
import { MASTER_PATHS, useSaveIdType } from '../../../api/masters';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { AdminOnly, useIsAdmin } from '../../../components/money/guards';
import { ActiveBadge } from '../../../components/user-management/badges';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

type IdTypeRow = { id: number; name: string; nameHi: string; price: number; sold: number; active: string };
type Values = { name: string; nameHi: string; price: number | string; active: boolean };

// The number input holds '' while empty: then the price is missing, not zero.
const priceOf = (price: number | string) => (price === '' ? undefined : Number(price));
const IdTypeFields = IdTypeInput.extend({
  price: z.preprocess((price) => priceOf(price as number | string), IdTypeInput.shape.price),
});

/** /backend/masters/id-list: the ID types a registration buys (name, price, active). */
export default function IdListPage() {
  const t = useT();
  const admin = useIsAdmin();
  const [modal, setModal] = useState<{ opened: boolean; row: IdTypeRow | null; key: number }>({
    opened: false,
    row: null,
    key: 0,
  });
  const open = (row: IdTypeRow | null) => setModal((m) => ({ opened: true, row, key: m.key + 1 }));
  const close = () => setModal((m) => ({ ...m, opened: false }));
  const cells = useMemo(() => ({ active: (row: IdTypeRow) => <ActiveBadge active={row.active} /> }), []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('office.idTypes.title')} description={t('office.idTypes.intro')} />
        {admin && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('office.idTypes.add')}
          </Button>
        )}
      </Group>
      <AdminOnly what="ID types">
        <DataTable<IdTypeRow>
          url={MASTER_PATHS.idTypes.list}
          exportUrl={MASTER_PATHS.idTypes.export}
          title={t('office.idTypes.table')}
          columns={ID_TYPE_COLUMNS}
          cells={cells}
          sizes={{ name: 220 }}
          getRowId={(row) => String(row.id)}
          rowActions={(row) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('office.common.editNamed', { name: row.name })}
              onClick={() => open(row)}
            >
              {t('office.common.edit')}
            </Button>
          )}
        />
        <Modal
          opened={modal.opened}
          onClose={close}
          title={modal.row ? t('office.common.editNamed', { name: modal.row.name }) : t('office.idTypes.add')}
          centered
          size="sm"
        >
          <IdTypeForm key={modal.key} row={modal.row} onDone={close} />
        </Modal>
      </AdminOnly>
    </Stack>
  );
}

function IdTypeForm({ row, onDone }: { row: IdTypeRow | null; onDone: () => void }) {
  const t = useT();
  const form = useContractForm<Values>({
    schema: IdTypeFields,
    initialValues: {
      name: row?.name ?? '',
      nameHi: row?.nameHi ?? '',
      price: row?.price ?? '',
      active: row ? row.active === 'yes' : true,
    },
  });
  const save = useSaveIdType();

  const submit = form.onSubmit((values) => {
    const input = IdTypeInput.parse({ ...values, price: priceOf(values.price) });
    save.mutate(
      { id: row?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('office.common.saved'),
            message: t('office.idTypes.savedMessage', { name: input.name }),
          });
          onDone();
        },
        onError: (err) => showServerErrors(form, err),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={row ? t('office.idTypes.edit') : t('office.idTypes.add')}>
      <Stack gap="sm">
        {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
        <TextInput label={t('office.idTypes.name')} withAsterisk maxLength={80} {...form.getInputProps('name')} />
        <TextInput
          label={t('office.masters.nameHi')}
          description={t('office.masters.nameHiHint')}
          lang="hi-IN"
          maxLength={80}
          {...form.getInputProps('nameHi')}
        />
        <NumberInput
          label={t('office.idTypes.price')}
          withAsterisk
          min={0}
          max={1_000_000}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          {...form.getInputProps('price')}
        />
        <Switch
          label={t('office.common.active')}
          description={
            row && row.sold > 0 ? t('office.idTypes.soldHint', { count: row.sold }) : t('office.idTypes.activeHint')
          }
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('office.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {row ? t('office.common.save') : t('office.idTypes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
