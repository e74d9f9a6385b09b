import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconSend } from '@tabler/icons-react';
import { GiveForm, TakeBackForm, type TransferDirection } from '../../../contract/transfers';
import { useTransfer } from '../../api/transfers';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { rupees } from '../money/format';
import { useT } from '../../i18n/transfers';
import { useT as useCommonT } from '../../i18n/common';

type Member = { id: number; name: string; balance: number; active: boolean };

/** The owner's "Send money" and "Take back" on its member's page (issue 28 §1). */
export function TransferButtons({ member }: { member: Member }) {
  const t = useT();
  const [open, setOpen] = useState<TransferDirection | null>(null);
  const [formKey, setFormKey] = useState(0);
  const close = () => {
    setOpen(null);
    setFormKey((k) => k + 1);
  };
  return (
    <>
      <Group gap="xs" grow mb="md">
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={!member.active}
          onClick={() => setOpen('give')}
        >
          {t('transfers.action.give')}
        </Button>
        <Button
          size="sm"
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={!member.active || member.balance <= 0}
          onClick={() => setOpen('take_back')}
        >
          {t('transfers.action.takeBack')}
        </Button>
      </Group>
      <Modal
        opened={open !== null}
        onClose={close}
        centered
        title={t(open === 'take_back' ? 'transfers.modal.takeBackTitle' : 'transfers.modal.giveTitle', {
          name: member.name,
        })}
      >
        {open && <TransferForm key={formKey} direction={open} member={member} onDone={close} />}
      </Modal>
    </>
  );
}

type Values = { amount: number | string; reason: string };

export function TransferForm({
  direction,
  member,
  onDone,
}: {
  direction: TransferDirection;
  member: Member;
  onDone: () => void;
}) {
  const t = useT();
  const tc = useCommonT();
  const give = direction === 'give';
  const form = useContractForm<Values>({
    schema: give ? GiveForm : TakeBackForm,
    initialValues: { amount: '', reason: '' },
  });
  // One key per transfer as filled in: sending the same again (a double tap, a lost answer) is answered once; a
  // changed amount or reason is another transfer with a key of its own.
  const [attempt, setAttempt] = useState<{ key: string; content: string } | null>(null);
  const move = useTransfer(member.id);
  const amount = Number(form.getValues().amount) || 0;

  const submit = form.onSubmit((values) => {
    const content = JSON.stringify([values.amount, values.reason.trim()]);
    const key = attempt && attempt.content === content ? attempt.key : crypto.randomUUID();
    setAttempt({ key, content });
    const input = give
      ? { direction: 'give' as const, body: GiveForm.parse({ amount: Number(values.amount) }), key }
      : {
          direction: 'take_back' as const,
          body: TakeBackForm.parse({ amount: Number(values.amount), reason: values.reason }),
          key,
        };
    move.mutate(input, {
      onSuccess: (v) => {
        notifications.show({
          color: 'green',
          title: v.replayed
            ? t('transfers.toast.already')
            : t(give ? 'transfers.toast.given' : 'transfers.toast.takenBack', { amount: rupees(v.amount) }),
          message: t('transfers.toast.balances', { owner: rupees(v.ownerBalance), member: rupees(v.memberBalance) }),
        });
        onDone();
      },
      onError: (err) => showServerErrors(form, err),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(give ? 'transfers.action.give' : 'transfers.action.takeBack')}>
      <Stack gap="sm">
        {move.error && !form.errors.amount && !form.errors.reason ? (
          <FormErrorAlert error={move.error} onClose={() => move.reset()} />
        ) : null}
        <Text size="sm" c="dimmed">
          {t('transfers.modal.memberBalance', { name: member.name, balance: rupees(member.balance) })}
        </Text>
        <NumberInput
          label={t('transfers.modal.amount')}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          data-autofocus
          {...form.getInputProps('amount')}
        />
        {!give && (
          <Textarea
            label={t('transfers.modal.reason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={300}
            description={t('transfers.modal.reasonHint')}
            {...form.getInputProps('reason')}
          />
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={move.isPending}>
            {tc('common.action.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending} color={give ? undefined : 'orange'}>
            {!give
              ? t('transfers.modal.takeBackButton')
              : amount > 0
                ? t('transfers.modal.send', { amount: rupees(amount) })
                : t('transfers.action.give')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
