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
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import type { ColumnDef } from '../../../../contract/table';
import { PAYMENT_COLUMNS, PAYMENT_MODES, type PaymentRequestView } from '../../../../contract/payments';
import { RejectionForm } from '../../../../contract/registration';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { MONEY_PATHS, useDecidePayment, usePaymentRequest } from '../../../api/money';
import { DataTable, formatAmount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PaymentStatusBadge } from '../../../components/money/PaymentStatusBadge';
import { SlipViewer } from '../../../components/money/SlipViewer';
import { DetailList } from '../../../components/user-management/DetailList';

type PaymentRow = PaymentRequestView & { merchantName: string };

const MERCHANT_NAME: ColumnDef = {
  field: 'merchantName',
  label: 'Merchant name',
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
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Payment Requests
        </Title>
        <Text c="dimmed">
          Merchants' deposits waiting to be credited, pending first. Check the slip and the bank statement before
          approving.
        </Text>
      </div>
      <DataTable<PaymentRow>
        url={MONEY_PATHS.backendPaymentList}
        exportUrl={`${MONEY_PATHS.backendPaymentList}/export`}
        title="Payment requests"
        columns={COLUMNS}
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
            aria-label={`Review ${row.refNo}`}
            onClick={() => review(row.id)}
          >
            {row.status === 'pending' ? 'Review' : 'View'}
          </Button>
        )}
      />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title="Payment request">
        {open && <Review key={open.key} id={open.id} onDone={() => setOpen(null)} />}
      </Drawer>
    </Stack>
  );
}

function Review({ id, onDone }: { id: number; onDone: () => void }) {
  const request = usePaymentRequest(id);
  const p = request.data;
  if (request.isError) return <FormErrorAlert error={request.error} title="Could not load the request" />;
  if (!p) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading request" />
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
          { label: 'Merchant', value: `${p.merchantName} (${p.merchantCode})` },
          { label: 'Amount', value: <Text fw={700}>{formatAmount(p.amount)}</Text> },
          { label: 'Deposited into', value: p.bank },
          { label: 'Mode', value: modeLabel(p.mode) },
          { label: 'UTR / Ref', value: <Text ff="monospace">{p.utr}</Text> },
          { label: 'Deposit date', value: formatDate(p.depositDate) },
          { label: 'Requested', value: formatDate(p.createdAt) },
          ...(p.decidedAt
            ? [{ label: p.status === 'approved' ? 'Approved' : 'Rejected', value: formatDate(p.decidedAt) }]
            : []),
          ...(p.remark ? [{ label: 'Remark', value: p.remark }] : []),
        ]}
      />
      <div>
        <Text fw={600} mb={6}>
          Slip
        </Text>
        <SlipViewer id={p.id} area="backend" hasSlip={p.hasSlip} />
      </div>
      {p.status === 'pending' ? (
        <Decision request={p} onDone={onDone} />
      ) : (
        <Alert color={p.status === 'approved' ? 'green' : 'red'} variant="light">
          This request was {p.status}
          {p.decidedAt ? ` on ${formatDate(p.decidedAt)}` : ''}; it cannot be decided again.
        </Alert>
      )}
    </Stack>
  );
}

/** A 409: someone else decided first (or the same approval arrived twice); the wallet was credited once. */
function ConflictAlert({ error }: { error: unknown }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Already decided" role="alert">
      {errorText(error)} Nothing more was credited. Reload the list to see its state.
    </Alert>
  );
}

function Decision({ request, onDone }: { request: PaymentRequestView; onDone: () => void }) {
  const { approve, reject } = useDecidePayment(request.id);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const error = approve.error ?? reject.error;
  const conflict = error instanceof ApiError && error.status === 409;

  const confirmApprove = () =>
    modals.openConfirmModal({
      title: 'Approve payment',
      centered: true,
      children: (
        <Text size="sm">
          Credit {formatAmount(request.amount)} to {request.merchantName} ({request.merchantCode})? Approve only after
          the deposit with UTR {request.utr} shows in the bank statement.
        </Text>
      ),
      labels: { confirm: 'Approve and credit', cancel: 'Cancel' },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        approve.mutate(undefined, {
          onSuccess: (v) => {
            notifications.show({
              color: 'green',
              title: 'Approved',
              message: `${v.refNo}: ${formatAmount(v.amount)} credited to ${v.merchantCode}.`,
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
          title: 'Rejected',
          message: `${v.refNo} was rejected. The merchant sees your reason.`,
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
            Approve
          </Tabs.Tab>
          <Tabs.Tab value="reject" leftSection={<IconX size={16} aria-hidden />}>
            Reject
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="approve" pt="sm">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Approving credits the merchant's wallet with {formatAmount(request.amount)}, once.
            </Text>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={approve.isPending}
              disabled={conflict}
              onClick={confirmApprove}
            >
              Approve
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="reject" pt="sm">
          <Stack gap="sm">
            <Textarea
              label="Reason"
              withAsterisk
              autosize
              minRows={3}
              maxLength={500}
              description="The merchant sees this on the payment list."
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
              Reject
            </Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
