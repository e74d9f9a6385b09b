import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck, IconEdit, IconPlus } from '@tabler/icons-react';
import { CourierReturnForm, type CourierView } from '../../../contract/couriers';
import { errorText } from '../../api/error-text';
import { COURIER_ROUTES, useCourier, useDecideCourier, type CourierArea } from '../../api/couriers';
import { formatDate } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { DetailList } from '../user-management/DetailList';
import { CourierStateBadge } from './CourierStateBadge';

/** The courier screen of either area: its details, state, applications and (back office) the decision. */
export function CourierDetails({ area, id }: { area: CourierArea; id: number | null }) {
  const courier = useCourier(area, id);
  const routes = COURIER_ROUTES[area];
  if (id === null) {
    return (
      <Alert color="red" variant="light" title="No such courier">
        <Text size="sm" mb="sm">
          The address does not name a courier.
        </Text>
        <Button component={Link} to={routes.list} variant="default" size="xs">
          Back to the courier list
        </Button>
      </Alert>
    );
  }
  if (courier.isError) {
    return (
      <Stack gap="sm">
        <FormErrorAlert error={courier.error} title="Could not load the courier" />
        <Anchor component={Link} to={routes.list} size="sm">
          Back to the courier list
        </Anchor>
      </Stack>
    );
  }
  const c = courier.data;
  if (!c) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading courier" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              Courier {c.docketNo}
            </Title>
            <CourierStateBadge state={c.state} />
          </Group>
          <Text c="dimmed">
            {c.company}, dispatched {formatDate(c.dispatchDate)} with {c.items} application{c.items === 1 ? '' : 's'}.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={routes.list} variant="default">
            Courier list
          </Button>
          {area === 'merchant' && c.state === 'dispatched' && (
            <Button
              component={Link}
              to={COURIER_ROUTES.merchant.edit(c.id)}
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              Edit
            </Button>
          )}
          <Button component={Link} to={routes.add} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
            Add courier
          </Button>
        </Group>
      </Group>

      <Card withBorder radius="md" padding="lg">
        <DetailList
          cols={{ base: 1, xs: 2, md: 3 }}
          items={[
            { label: 'Courier No', value: String(c.id) },
            { label: 'Merchant', value: `${c.merchantName} (${c.merchantCode})` },
            { label: 'Courier company', value: c.company },
            { label: 'Docket number', value: <Text ff="monospace">{c.docketNo}</Text> },
            { label: 'Dispatch date', value: formatDate(c.dispatchDate) },
            { label: 'Recorded', value: `${formatDate(c.createdAt)} by ${c.createdBy}` },
            { label: 'Remarks', value: c.remarks },
            ...(c.decidedAt
              ? [
                  {
                    label: c.state === 'received' ? 'Received' : 'Returned',
                    value: `${formatDate(c.decidedAt)}${c.decidedBy ? ` by ${c.decidedBy}` : ''}`,
                  },
                  { label: c.state === 'returned' ? 'Reason' : 'Remark', value: c.decisionRemark },
                ]
              : []),
          ]}
        />
      </Card>

      {c.state === 'returned' && (
        <Alert color="orange" variant="light" title="Returned">
          {c.decisionRemark ? `Reason: ${c.decisionRemark}. ` : ''}Its applications are back in the acknowledged list
          and can be sent in a new courier.
        </Alert>
      )}
      {area === 'backend' && c.state === 'dispatched' && <Decision courier={c} />}

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Applications
        </Title>
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder aria-label="Applications in this courier">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Token No</Table.Th>
                <Table.Th>Ack No</Table.Th>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.applications.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routes.application(a.id)} size="sm">
                      {a.token_no}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ff="monospace">{a.ack_no ?? '--'}</Table.Td>
                  <Table.Td>{a.name || '--'}</Table.Td>
                  <Table.Td>{formatDate(a.dated)}</Table.Td>
                  <Table.Td>{a.stateLabel}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

/** Back office: the parcel arrived (applications completed) or came back (applications to be sent again). */
function Decision({ courier }: { courier: CourierView }) {
  const { receive, markReturned } = useDecideCourier(courier.id);
  const [returning, setReturning] = useState(false);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const n = `${courier.items} application${courier.items === 1 ? '' : 's'}`;

  const confirmReceive = () =>
    modals.openConfirmModal({
      title: 'Mark received',
      centered: true,
      children: (
        <Text size="sm">
          The signed forms of {n} in docket {courier.docketNo} have arrived. They will be marked completed.
        </Text>
      ),
      labels: { confirm: 'Mark received', cancel: 'Cancel' },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        receive.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', title: 'Courier received', message: `${n} completed.` }),
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Error', message: errorText(e), position: 'top-center' }),
        }),
    });

  const submitReturn = () => {
    const parsed = CourierReturnForm.safeParse({ remark });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message);
      return;
    }
    markReturned.mutate(parsed.data.remark, {
      onSuccess: () => {
        setReturning(false);
        notifications.show({
          color: 'orange',
          title: 'Courier returned',
          message: `${n} can be sent again by the merchant.`,
        });
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text size="sm">
          Did this parcel arrive? Marking it received completes its applications; marking it returned sends them back to
          the merchant to dispatch again.
        </Text>
        {receive.error ? <FormErrorAlert error={receive.error} onClose={() => receive.reset()} /> : null}
        <Group gap="sm">
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={receive.isPending}
            onClick={confirmReceive}
          >
            Mark received
          </Button>
          <Button
            color="orange"
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => setReturning(true)}
          >
            Mark returned
          </Button>
        </Group>
      </Stack>
      <Modal opened={returning} onClose={() => setReturning(false)} title="Mark returned" centered>
        <Stack gap="sm">
          {markReturned.error ? (
            <FormErrorAlert error={markReturned.error} onClose={() => markReturned.reset()} />
          ) : null}
          <Textarea
            label="Reason"
            withAsterisk
            description="The merchant sees this."
            autosize
            minRows={3}
            maxLength={500}
            value={remark}
            onChange={(e) => {
              setRemark(e.currentTarget.value);
              setRemarkError(undefined);
            }}
            error={remarkError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReturning(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={markReturned.isPending} onClick={submitReturn}>
              Mark returned
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
