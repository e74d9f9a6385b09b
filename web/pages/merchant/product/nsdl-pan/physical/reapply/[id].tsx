import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { PAN_ROUTES, useApplication, useReapply } from '../../../../../../api/nsdl-pan';
import { formatDate } from '../../../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../../components/LoadingOverlay';
import { can, idParam, RequestPageFrame } from '../../../../../../components/requests/index';
import { ApplicationHeader } from '../../../../../../components/pan/ApplicationSummary';

/** /merchant/product/nsdl-pan/physical/reapply/:id: make a new draft from a rejected application. */
export default function ReapplyPage() {
  const id = idParam(useParams().id);
  return (
    <RequestPageFrame
      title="Reapply"
      description="Make a new application from a rejected one, correct what the rejection says, and submit it again."
      query={useApplication('merchant', id)}
      invalid={id === null && 'The address does not name an application.'}
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
  const navigate = useNavigate();
  const reapply = useReapply();
  const { reason, at } = rejection(detail);
  const info = (
    <Anchor component={Link} to={PAN_ROUTES.merchant.info(detail.id)}>
      View application {detail.tokenNo}
    </Anchor>
  );

  // Once reapplied, the page still leads to the new draft.
  if (!can(detail, 'reapply') && !detail.reappliedAs) {
    return (
      <Stack gap="md">
        <ApplicationHeader detail={detail} />
        <Alert color="yellow" variant="light" title="This application cannot be reapplied" role="status">
          Only a rejected application is reapplied; {detail.tokenNo} is {detail.stateLabel.toLowerCase()}. {info}
        </Alert>
      </Stack>
    );
  }

  const go = () =>
    reapply.mutate(detail.id, {
      onSuccess: (d) => {
        notifications.show({
          color: 'green',
          title: 'New draft made',
          message: `${d.tokenNo} is a copy of ${detail.tokenNo}. Correct it and submit it again.`,
        });
        navigate(PAN_ROUTES.merchant.form(d.category, d.appType, d.id));
      },
    });

  return (
    <Stack gap="md">
      <LoadingOverlay
        visible={reapply.isPending}
        fullScreen
        title="Reapplying..."
        description="Copying the application into a new draft"
      />
      <ApplicationHeader detail={detail} />
      <Alert color="red" variant="light" title="Reason for rejection" data-testid="rejection-reason">
        <Text size="sm">{reason || '--'}</Text>
        {at && (
          <Text size="xs" c="dimmed" mt={4}>
            Rejected on {formatDate(at)}
          </Text>
        )}
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          {detail.reappliedAs ? (
            <Text>
              This application was already reapplied as <b>{detail.reappliedAs.tokenNo}</b>. Open it to go on correcting
              it.
            </Text>
          ) : (
            <>
              <Text>Reapplying makes a new draft with a new token number:</Text>
              <List size="sm" spacing={4}>
                <List.Item>
                  the answers, documents, photo and signature are copied from {detail.tokenNo}; change what the reason
                  above asks for;
                </List.Item>
                <List.Item>
                  the new application is charged when you submit it (the rejected one was refunded);
                </List.Item>
                <List.Item>{detail.tokenNo} stays rejected, for the record.</List.Item>
              </List>
            </>
          )}
          {reapply.error ? <FormErrorAlert error={reapply.error} title="Could not reapply" /> : null}
          <Group gap="sm">
            {detail.reappliedAs ? (
              <Button
                component={Link}
                to={PAN_ROUTES.merchant.form(detail.category, detail.appType, detail.reappliedAs.id)}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Open {detail.reappliedAs.tokenNo}
              </Button>
            ) : (
              <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={go} loading={reapply.isPending}>
                Reapply
              </Button>
            )}
            <Button component={Link} to={PAN_ROUTES.merchant.info(detail.id)} variant="default">
              View application
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
