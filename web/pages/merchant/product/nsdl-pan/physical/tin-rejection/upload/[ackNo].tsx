import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { ApplicationDetail } from '../../../../../../../../contract/nsdl-pan/index';
import { PAN_ROUTES, useApplicationByAck, useTinResubmit } from '../../../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../../../components/LoadingOverlay';
import { can, RequestPageFrame } from '../../../../../../../components/requests/index';
import { ApplicationHeader } from '../../../../../../../components/pan/ApplicationSummary';
import { DocumentUploader } from '../../../../../../../components/pan/DocumentUploader';
import { useFormat, useT } from '../../../../../../../i18n/panPages';

const REMARK_MAX = 500;
const TIN_REJECTIONS = ['tin_reject', 'tin_reject_again'];

/** When the latest TIN rejection was recorded, and why. */
function latestRejection(d: ApplicationDetail): { at: string; remark: string | null } | null {
  const e = [...d.events].reverse().find((x) => TIN_REJECTIONS.includes(x.action));
  return e ? { at: e.at, remark: e.remark } : null;
}

/** /merchant/product/nsdl-pan/physical/tin-rejection/upload/{ackNo}: corrected documents for NSDL's (TIN's) objection. */
export default function TinRejectionUploadPage() {
  const t = useT();
  const { ackNo = '' } = useParams();
  return (
    <RequestPageFrame
      title={t('panPages.tinUpload.title')}
      description={t('panPages.tinUpload.ackNo', { ackNo: ackNo || '--' })}
      back={{ to: PAN_ROUTES.merchant.list('tin-rejection'), label: t('panPages.tinUpload.back') }}
      query={useApplicationByAck('merchant', ackNo || null)}
    >
      {(d) => <TinUpload detail={d} ackNo={ackNo} />}
    </RequestPageFrame>
  );
}

function TinUpload({ detail: d, ackNo }: { detail: ApplicationDetail; ackNo: string }) {
  const t = useT();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const resubmit = useTinResubmit(ackNo);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<unknown>(null);
  const rejection = latestRejection(d);
  const reason = d.remark || rejection?.remark || null;

  if (!can(d, 'tin_resubmit')) {
    const sent = d.state === 'tin_resubmitted';
    return (
      <Stack gap="md">
        <ApplicationHeader detail={d} />
        <Alert
          color={sent ? 'blue' : 'yellow'}
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={sent ? t('panPages.tinUpload.sentTitle') : t('panPages.tinUpload.notTinTitle')}
          data-testid="not-tin-rejected"
        >
          {sent
            ? t('panPages.tinUpload.sentText')
            : t('panPages.tinUpload.notTinText', { state: d.stateLabel.toLowerCase() })}{' '}
          <Text component={Link} to={PAN_ROUTES.merchant.info(d.id)} c="blue" inherit>
            {t('panPages.scanning.seeApplication')}
          </Text>
        </Alert>
      </Stack>
    );
  }

  const fresh = d.files.filter(
    (f) => f.kind === 'tin' && (!rejection || Date.parse(f.uploadedAt) >= Date.parse(rejection.at)),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    resubmit.mutate(remark.trim(), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('panPages.tinUpload.doneTitle'),
          message: t('panPages.tinUpload.doneMessage', { tokenNo: d.tokenNo }),
        });
        navigate(PAN_ROUTES.merchant.list('tin-rejection'));
      },
      onError: setError,
    });
  };

  return (
    <Stack gap="md">
      <LoadingOverlay visible={resubmit.isPending} fullScreen />
      <ApplicationHeader detail={d} />
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('panPages.tinUpload.reasonTitle')}
        data-testid="tin-reason"
      >
        <Text size="sm">{reason ?? '--'}</Text>
        {rejection && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('panPages.tinUpload.recorded', { date: formatDate(rejection.at) })}
          </Text>
        )}
      </Alert>
      <DocumentUploader
        detail={d}
        rows={[
          {
            kind: 'tin',
            required: true,
            hint: t('panPages.tinUpload.hint'),
          },
        ]}
        editable
        canChange={(f) => f.kind === 'tin'}
      />
      <Card withBorder padding="md">
        <form onSubmit={submit} noValidate aria-label={t('panPages.tinUpload.send')}>
          <Stack gap="sm">
            {error ? <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} /> : null}
            <Textarea
              label={t('panPages.tinUpload.remark')}
              description={t('panPages.tinUpload.remarkHint')}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={REMARK_MAX}
              value={remark}
              onChange={(e) => setRemark(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {fresh.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('panPages.tinUpload.uploadFirst')}
                </Text>
              )}
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={resubmit.isPending}
                disabled={fresh.length === 0}
              >
                {t('panPages.tinUpload.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
