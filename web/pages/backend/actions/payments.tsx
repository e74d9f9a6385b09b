import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  Center,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import type { ColumnDef } from '../../../../contract/table';
import { PAYMENT_COLUMNS, PAYMENT_MODES, type PaymentRequestView } from '../../../../contract/payments';
import { RejectionForm } from '../../../../contract/registration';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { MONEY_PATHS, useDecidePayment, usePaymentRequest } from '../../../api/money';
import { DataTable, formatAmount } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { PaymentStatusBadge } from '../../../components/money/PaymentStatusBadge';
import { SlipViewer } from '../../../components/money/SlipViewer';
import { DetailList } from '../../../components/user-management/DetailList';
import { useFormat, useT } from '../../../i18n/backend';

type PaymentRow = PaymentRequestView & { merchantName: string };

// Its label is the catalogue's, given in the page (the other columns' come from contract/).
const MERCHANT_NAME: ColumnDef = {
  field: 'merchantName',
  label: '',
  type: 'text',
  sortable: true,
  searchable: true,
  filterable: true,
  hidden: true,
};
// What a reviewer scans first — who, how much, which state — before the deposit details.
const ORDER = [
  'refNo',
  'createdAt',
  'merchantCode',
  'merchantName',
  'amount',
  'status',
  'mode',
  'utr',
  'depositDate',
  'bank',
  'remark',
];
const COLUMNS: readonly ColumnDef[] = ORDER.map((f) =>
  f === 'merchantName' ? MERCHANT_NAME : PAYMENT_COLUMNS.find((c) => c.field === f),
).filter((c) => c !== undefined);
const SIZES = {
  refNo: 120,
  createdAt: 150,
  merchantCode: 125,
  merchantName: 160,
  amount: 130,
  status: 120,
  mode: 110,
  utr: 170,
  remark: 200,
};

const modeLabel = (mode: string) => PAYMENT_MODES.find((m) => m.value === mode)?.label ?? mode;

/** /backend/actions/payments: merchants' top-up requests, pending first; approve (credits once) or reject. */
export default function PaymentApprovalsPage() {
  const t = useT();
  const columns = useMemo(
    () => COLUMNS.map((c) => (c === MERCHANT_NAME ? { ...c, label: t('backend.payments.merchantName') } : c)),
    [t],
  );
  const [open, setOpen] = useState<{ id: number; key: number } | null>(null);
  const review = (id: number) => setOpen((o) => ({ id, key: (o?.key ?? 0) + 1 }));
  const cells = useMemo(
    () => ({
      status: (row: PaymentRow) => <PaymentStatusBadge status={row.status} />,
      // The reference opens the review too: on a narrow screen the actions column is far to the right.
      refNo: (row: PaymentRow) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => review(row.id)}>
          {row.refNo}
        </Anchor>
      ),
    }),
    [],
  );
  return (
    <ModalsProvider>
      <Stack gap="md">
        <PageHeading title={t('backend.payments.title')} description={t('backend.payments.intro')} />
        <DataTable<PaymentRow>
          url={MONEY_PATHS.backendPaymentList}
          exportUrl={`${MONEY_PATHS.backendPaymentList}/export`}
          title={t('backend.payments.table')}
          columns={columns}
          cardRoles={{
            refNo: 'title',
            status: 'badge',
            merchantName: 'field',
            merchantCode: 'field',
            amount: 'field',
            mode: 'field',
            utr: 'field',
            createdAt: 'field',
          }}
          cells={cells}
          sizes={SIZES}
          getRowId={(row) => String(row.id)}
          rowActions={(row) => (
            <Button
              size="xs"
              variant={row.status === 'pending' ? 'filled' : 'light'}
              leftSection={<IconEye size={14} aria-hidden />}
              aria-label={t('backend.payments.reviewLabel', { refNo: row.refNo })}
              onClick={() => review(row.id)}
            >
              {row.status === 'pending' ? t('backend.action.review') : t('backend.action.view')}
            </Button>
          )}
        />
        <Drawer
          opened={open !== null}
          onClose={() => setOpen(null)}
          position="right"
          size="lg"
          title={t('backend.payments.drawer')}
        >
          {open && <Review key={open.key} id={open.id} onDone={() => setOpen(null)} />}
        </Drawer>
      </Stack>
    </ModalsProvider>
  );
}

function Review({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useT();
  const { formatDate } = useFormat();
  const request = usePaymentRequest(id);
  const p = request.data;
  if (request.isError) return <FormErrorAlert error={request.error} title={t('backend.payments.loadFailed')} />;
  if (!p) {
    return (
      <Center py="xl">
        <Loader aria-label={t('backend.payments.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {p.refNo}
        </Title>
        <PaymentStatusBadge status={p.status} />
      </Group>
      <DetailList
        items={[
          { label: t('backend.payments.merchant'), value: `${p.merchantName} (${p.merchantCode})` },
          { label: t('backend.payments.amount'), value: <Text fw={700}>{formatAmount(p.amount)}</Text> },
          { label: t('backend.payments.depositedInto'), value: p.bank },
          { label: t('backend.payments.mode'), value: modeLabel(p.mode) },
          { label: t('backend.payments.utr'), value: <Text ff="monospace">{p.utr}</Text> },
          { label: t('backend.payments.depositDate'), value: formatDate(p.depositDate) },
          { label: t('backend.payments.requested'), value: formatDate(p.createdAt) },
          ...(p.decidedAt
            ? [
                {
                  label: p.status === 'approved' ? t('backend.payments.approvedOn') : t('backend.payments.rejectedOn'),
                  value: formatDate(p.decidedAt),
                },
              ]
            : []),
          ...(p.remark ? [{ label: t('backend.field.remark'), value: p.remark }] : []),
        ]}
      />
      <div>
        <Text fw={600} mb={6}>
          {t('backend.payments.slip')}
        </Text>
        <SlipViewer id={p.id} area="backend" hasSlip={p.hasSlip} />
      </div>
      {p.status === 'pending' ? (
        <Decision request={p} onDone={onDone} />
      ) : (
        <Alert color={p.status === 'approved' ? 'green' : 'red'} variant="light">
          {p.decidedAt
            ? t('backend.payments.decidedOn', { status: p.status, date: formatDate(p.decidedAt) })
            : t('backend.payments.decided', { status: p.status })}
        </Alert>
      )}
    </Stack>
  );
}

/** A 409: someone else decided first (or the same approval arrived twice); the wallet was credited once. */
function ConflictAlert({ error }: { error: unknown }) {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('backend.payments.alreadyDecided')}
      role="alert"
    >
      {t('backend.payments.conflict', { error: errorText(error) })}
    </Alert>
  );
}

function Decision({ request, onDone }: { request: PaymentRequestView; onDone: () => void }) {
  const t = useT();
  const { approve, reject } = useDecidePayment(request.id);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const error = approve.error ?? reject.error;
  const conflict = error instanceof ApiError && error.status === 409;

  const confirmApprove = () =>
    modals.openConfirmModal({
      title: t('backend.payments.approveTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {t('backend.payments.approveConfirm', {
            amount: formatAmount(request.amount),
            name: request.merchantName,
            code: request.merchantCode,
            utr: request.utr,
          })}
        </Text>
      ),
      labels: { confirm: t('backend.payments.approveAndCredit'), cancel: t('backend.action.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        approve.mutate(undefined, {
          onSuccess: (v) => {
            notifications.show({
              color: 'green',
              title: t('backend.payments.approved'),
              message: t('backend.payments.approvedMessage', {
                refNo: v.refNo,
                amount: formatAmount(v.amount),
                code: v.merchantCode,
              }),
            });
            onDone();
          },
        }),
    });

  const submitReject = () => {
    const parsed = RejectionForm.safeParse({ remark });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0].message);
      return;
    }
    reject.mutate(parsed.data.remark, {
      onSuccess: (v) => {
        notifications.show({
          color: 'blue',
          title: t('backend.payments.rejected'),
          message: t('backend.payments.rejectedMessage', { refNo: v.refNo }),
        });
        onDone();
      },
    });
  };

  return (
    <Stack gap="sm">
      {error ? (
        conflict ? (
          <ConflictAlert error={error} />
        ) : (
          <FormErrorAlert error={error} onClose={() => (approve.reset(), reject.reset())} />
        )
      ) : null}
      <Tabs defaultValue="approve" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="approve" leftSection={<IconCheck size={16} aria-hidden />}>
            {t('backend.action.approve')}
          </Tabs.Tab>
          <Tabs.Tab value="reject" leftSection={<IconX size={16} aria-hidden />}>
            {t('backend.action.reject')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="approve" pt="sm">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('backend.payments.approveNote', { amount: formatAmount(request.amount) })}
            </Text>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={approve.isPending}
              disabled={conflict}
              onClick={confirmApprove}
            >
              {t('backend.action.approve')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="reject" pt="sm">
          <Stack gap="sm">
            <Textarea
              label={t('backend.field.reason')}
              withAsterisk
              autosize
              minRows={3}
              maxLength={500}
              description={t('backend.payments.reasonHint')}
              value={remark}
              onChange={(e) => {
                setRemark(e.currentTarget.value);
                setRemarkError(undefined);
              }}
              error={remarkError}
            />
            <Button
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              loading={reject.isPending}
              disabled={conflict}
              onClick={submitReject}
            >
              {t('backend.action.reject')}
            </Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
