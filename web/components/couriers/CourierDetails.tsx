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
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck, IconEdit, IconPlus } from '@tabler/icons-react';
import { CourierReturnForm, type CourierView } from '../../../contract/couriers';
import { errorText } from '../../api/error-text';
import { COURIER_ROUTES, useCourier, useDecideCourier, type CourierArea } from '../../api/couriers';
import { useFormat, useT } from '../../i18n/couriers';
import { FormErrorAlert } from '../FormErrorAlert';
import { DetailList } from '../user-management/DetailList';
import { CourierStateBadge } from './CourierStateBadge';

/** The courier screen of either area: its details, state, applications and (back office) the decision. */
export function CourierDetails({ area, id }: { area: CourierArea; id: number | null }) {
  const t = useT();
  const { formatDate } = useFormat();
  const courier = useCourier(area, id);
  const routes = COURIER_ROUTES[area];
  if (id === null) {
    return (
      <Alert color="red" variant="light" title={t('couriers.details.noSuchTitle')}>
        <Text size="sm" mb="sm">
          {t('couriers.details.noSuchText')}
        </Text>
        <Button component={Link} to={routes.list} variant="default" size="xs">
          {t('couriers.details.backToList')}
        </Button>
      </Alert>
    );
  }
  if (courier.isError) {
    return (
      <Stack gap="sm">
        <FormErrorAlert error={courier.error} title={t('couriers.details.loadFailed')} />
        <Anchor component={Link} to={routes.list} size="sm">
          {t('couriers.details.backToList')}
        </Anchor>
      </Stack>
    );
  }
  const c = courier.data;
  if (!c) {
    return (
      <Center py="xl">
        <Loader aria-label={t('couriers.details.loading')} />
      </Center>
    );
  }
  return (
    <ModalsProvider>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Group gap="sm">
              <Title order={1} size="h2">
                {t('couriers.details.title', { docketNo: c.docketNo })}
              </Title>
              <CourierStateBadge state={c.state} />
            </Group>
            <Text c="dimmed">
              {t('couriers.details.summary', {
                company: c.company,
                date: formatDate(c.dispatchDate),
                items: c.items,
              })}
            </Text>
          </div>
          <Group gap="xs">
            <Button component={Link} to={routes.list} variant="default">
              {t('couriers.details.list')}
            </Button>
            {area === 'merchant' && c.state === 'dispatched' && (
              <Button
                component={Link}
                to={COURIER_ROUTES.merchant.edit(c.id)}
                variant="light"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                {t('couriers.details.edit')}
              </Button>
            )}
            <Button component={Link} to={routes.add} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('couriers.details.add')}
            </Button>
          </Group>
        </Group>

        <Card withBorder radius="md" padding="lg">
          <DetailList
            cols={{ base: 1, xs: 2, md: 3 }}
            items={[
              { label: t('couriers.details.courierNo'), value: String(c.id) },
              { label: t('couriers.details.merchant'), value: `${c.merchantName} (${c.merchantCode})` },
              { label: t('couriers.details.company'), value: c.company },
              { label: t('couriers.details.docketNo'), value: <Text ff="monospace">{c.docketNo}</Text> },
              { label: t('couriers.details.dispatchDate'), value: formatDate(c.dispatchDate) },
              {
                label: t('couriers.details.recorded'),
                value: t('couriers.details.dateBy', { date: formatDate(c.createdAt), who: c.createdBy }),
              },
              { label: t('couriers.details.remarks'), value: c.remarks },
              ...(c.decidedAt
                ? [
                    {
                      label: t(c.state === 'received' ? 'couriers.details.received' : 'couriers.details.returned'),
                      value: c.decidedBy
                        ? t('couriers.details.dateBy', { date: formatDate(c.decidedAt), who: c.decidedBy })
                        : formatDate(c.decidedAt),
                    },
                    {
                      label: t(c.state === 'returned' ? 'couriers.details.reason' : 'couriers.details.remark'),
                      value: c.decisionRemark,
                    },
                  ]
                : []),
            ]}
          />
        </Card>

        {c.state === 'returned' && (
          <Alert color="orange" variant="light" title={t('couriers.details.returned')}>
            {c.decisionRemark
              ? t('couriers.details.returnedWithReason', { reason: c.decisionRemark })
              : t('couriers.details.returnedText')}
          </Alert>
        )}
        {area === 'backend' && c.state === 'dispatched' && <Decision courier={c} />}

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('couriers.details.applications')}
          </Title>
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder aria-label={t('couriers.details.applicationsTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('couriers.details.tokenNo')}</Table.Th>
                  <Table.Th>{t('couriers.details.ackNo')}</Table.Th>
                  <Table.Th>{t('couriers.details.applicant')}</Table.Th>
                  <Table.Th>{t('couriers.details.date')}</Table.Th>
                  <Table.Th>{t('couriers.details.statusNow')}</Table.Th>
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
    </ModalsProvider>
  );
}

/** Back office: the parcel arrived (applications completed) or came back (applications to be sent again). */
function Decision({ courier }: { courier: CourierView }) {
  const { receive, markReturned } = useDecideCourier(courier.id);
  const [returning, setReturning] = useState(false);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const t = useT();
  const items = courier.items;

  const confirmReceive = () =>
    modals.openConfirmModal({
      title: t('couriers.decision.markReceived'),
      centered: true,
      children: <Text size="sm">{t('couriers.decision.receiveConfirm', { items, docketNo: courier.docketNo })}</Text>,
      labels: { confirm: t('couriers.decision.markReceived'), cancel: t('couriers.decision.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        receive.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('couriers.decision.receivedTitle'),
              message: t('couriers.decision.receivedMessage', { items }),
            }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: t('couriers.decision.error'),
              message: errorText(e),
              position: 'top-center',
            }),
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
          title: t('couriers.decision.returnedTitle'),
          message: t('couriers.decision.returnedMessage', { items }),
        });
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text size="sm">{t('couriers.decision.intro')}</Text>
        {receive.error ? <FormErrorAlert error={receive.error} onClose={() => receive.reset()} /> : null}
        <Group gap="sm">
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={receive.isPending}
            onClick={confirmReceive}
          >
            {t('couriers.decision.markReceived')}
          </Button>
          <Button
            color="orange"
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => setReturning(true)}
          >
            {t('couriers.decision.markReturned')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={returning}
        onClose={() => setReturning(false)}
        title={t('couriers.decision.markReturned')}
        centered
      >
        <Stack gap="sm">
          {markReturned.error ? (
            <FormErrorAlert error={markReturned.error} onClose={() => markReturned.reset()} />
          ) : null}
          <Textarea
            label={t('couriers.decision.reason')}
            withAsterisk
            description={t('couriers.decision.reasonDescription')}
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
              {t('couriers.decision.cancel')}
            </Button>
            <Button color="orange" loading={markReturned.isPending} onClick={submitReturn}>
              {t('couriers.decision.markReturned')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
