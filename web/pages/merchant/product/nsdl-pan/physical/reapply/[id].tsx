import { slots, withSlots } from '../../../../../../i18n/rich';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { PAN_ROUTES, useApplication, useReapply } from '../../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../../components/LoadingOverlay';
import { can, idParam, RequestPageFrame } from '../../../../../../components/requests/index';
import { ApplicationHeader } from '../../../../../../components/pan/ApplicationSummary';
import { useFormat, useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/reapply/:id: make a new draft from a rejected application. */
export default function ReapplyPage() {
  const t = useT();
  const id = idParam(useParams().id);
  return (
    <RequestPageFrame
      title={t('panPages.reapply.title')}
      description={t('panPages.reapply.description')}
      query={useApplication('merchant', id)}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => <Reapply detail={d} />}
    </RequestPageFrame>
  );
}

/** The reason the back office gave: the application's remark, else the remark of its last rejection. */
function rejection(detail: ApplicationDetail): { reason: string | null; at: string | null; by: string | null } {
  const event = [...detail.events].reverse().find((e) => e.action === 'reject');
  return { reason: detail.remark ?? event?.remark ?? null, at: event?.at ?? null, by: event?.by ?? null };
}

function Reapply({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const reapply = useReapply();
  const { reason, at } = rejection(detail);
  const info = (
    <Anchor component={Link} to={PAN_ROUTES.merchant.info(detail.id)}>
      {t('panPages.common.viewApplication', { tokenNo: detail.tokenNo })}
    </Anchor>
  );

  // Once reapplied, the page still leads to the new draft.
  if (!can(detail, 'reapply') && !detail.reappliedAs) {
    return (
      <Stack gap="md">
        <ApplicationHeader detail={detail} />
        <Alert color="yellow" variant="light" title={t('panPages.reapply.cannotTitle')} role="status">
          {t('panPages.reapply.cannotText', { tokenNo: detail.tokenNo, state: detail.stateLabel.toLowerCase() })} {info}
        </Alert>
      </Stack>
    );
  }

  const go = () =>
    reapply.mutate(detail.id, {
      onSuccess: (d) => {
        notifications.show({
          color: 'green',
          title: t('panPages.reapply.doneTitle'),
          message: t('panPages.reapply.doneMessage', { tokenNo: d.tokenNo, from: detail.tokenNo }),
        });
        navigate(PAN_ROUTES.merchant.form(d.category, d.appType, d.id));
      },
    });

  return (
    <Stack gap="md">
      <LoadingOverlay
        visible={reapply.isPending}
        fullScreen
        title={t('panPages.reapply.pending')}
        description={t('panPages.reapply.pendingText')}
      />
      <ApplicationHeader detail={detail} />
      <Alert color="red" variant="light" title={t('panPages.reapply.reasonTitle')} data-testid="rejection-reason">
        <Text size="sm">{reason || '--'}</Text>
        {at && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('panPages.reapply.rejectedOn', { date: formatDate(at) })}
          </Text>
        )}
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          {detail.reappliedAs ? (
            <Text>
              {withSlots(t('panPages.reapply.alreadyText', slots('tokenNo')), {
                tokenNo: <b>{detail.reappliedAs.tokenNo}</b>,
              })}
            </Text>
          ) : (
            <>
              <Text>{t('panPages.reapply.explain')}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('panPages.reapply.explainCopy', { tokenNo: detail.tokenNo })}</List.Item>
                <List.Item>{t('panPages.reapply.explainCharge')}</List.Item>
                <List.Item>{t('panPages.reapply.explainStays', { tokenNo: detail.tokenNo })}</List.Item>
              </List>
            </>
          )}
          {reapply.error ? <FormErrorAlert error={reapply.error} title={t('panPages.reapply.failed')} /> : null}
          <Group gap="sm">
            {detail.reappliedAs ? (
              <Button
                component={Link}
                to={PAN_ROUTES.merchant.form(detail.category, detail.appType, detail.reappliedAs.id)}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {t('panPages.reapply.open', { tokenNo: detail.reappliedAs.tokenNo })}
              </Button>
            ) : (
              <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={go} loading={reapply.isPending}>
                {t('panPages.reapply.title')}
              </Button>
            )}
            <Button component={Link} to={PAN_ROUTES.merchant.info(detail.id)} variant="default">
              {t('panPages.reapply.viewApplication')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
