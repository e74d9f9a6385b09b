import { useState, type FormEvent } from 'react';
import { Button, Card, FileInput, Group, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconHandGrab, IconHash, IconMessageQuestion } from '@tabler/icons-react';
import { arnProblem, gstinProblem, type GstRequestDetail } from '../../../contract/gst';
import type { AllowedAction } from '../../../contract/requests';
import { kindOf, type GstKind } from '../../api/gst';
import { FormErrorAlert } from '../FormErrorAlert';
import { only } from '../pan/ApplicationForm/form-state';
import { useUploadRequestFile } from '../requests/api';
import { BackendReviewPage as SharedReview, rejectLook, type DecisionContext } from '../requests/BackendReviewPage';
import { CodeForm } from '../requests/CodeForm';
import { RequestHeader, RequestSummary } from './RequestSummary';
import { GST_SERVICES } from './services';
import { useT, type Translate } from '../../i18n/gst';

const ORDER = ['pick_up', 'complete', 'raise_query', 'reject', 'record_gstin'] as const;
const RESULT_ACCEPT = 'application/pdf,image/jpeg,image/png';
// Sample codes, the same in every language: not texts for the catalogue.
const ARN_EXAMPLE = 'AA2710260123456';
const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';

const DECIDED: Record<string, (d: GstRequestDetail, t: Translate) => string> = {
  draft: (_d, t) => t('gst.review.decidedDraft'),
  query_raised: (_d, t) => t('gst.review.decidedQuery'),
  completed: (d, t) =>
    d.result ? t('gst.review.decidedCompletedArn', { arn: d.result }) : t('gst.review.decidedCompleted'),
  rejected: (d, t) => t('gst.review.decidedRejected', { reason: d.remark?.trim() || '--' }),
};

/**
 * The back office's review of one GST request (…/actions/gst/registration/{id}, …/filling/{id}): the
 * shared review with GST's decision forms: complete with the ARN and the acknowledgement, record the
 * GSTIN, and a result file added later.
 */
export function BackendReviewPage({ kind }: { kind: GstKind }) {
  const t = useT();
  return (
    <SharedReview<GstRequestDetail>
      service={GST_SERVICES[kind]}
      header={(d) => <RequestHeader detail={d} showMerchant />}
      summary={(d) => <RequestSummary detail={d} reveal />}
      order={ORDER}
      looks={(d) => ({
        pick_up: { icon: <IconHandGrab size={16} aria-hidden />, label: t('gst.review.pickUp') },
        complete: { tab: t('gst.review.complete') },
        raise_query: {
          tab: t('gst.review.raiseQuery'),
          formLabel: t('gst.review.raiseQuery'),
          fieldLabel: t('gst.review.queryField'),
          color: 'orange',
          icon: <IconMessageQuestion size={16} aria-hidden />,
          description: t('gst.review.queryDescription'),
        },
        reject: rejectLook(d),
        record_gstin: { tab: t('gst.review.recordGstin') },
      })}
      movedTitles={{ reject: t('gst.review.rejectedTitle') }}
      renderInput={(a, d, ctx) => <GstInput action={a} detail={d} ctx={ctx} />}
      decided={(d) => DECIDED[d.state]?.(d, t) ?? t('gst.review.nothingToDecide')}
      side={(d) =>
        d.state === 'completed' && d.allowedActions.some((a) => a.action === 'attach_result') ? (
          <AttachResult detail={d} />
        ) : null
      }
    />
  );
}

/** The moves that need more than a remark: complete with the ARN, record the GSTIN, each with its file. */
function GstInput({
  action: a,
  detail: d,
  ctx,
}: {
  action: AllowedAction;
  detail: GstRequestDetail;
  ctx: DecisionContext<GstRequestDetail>;
}) {
  const t = useT();
  const attach = async (file: File | null, resultKind: string) => {
    if (file) await ctx.upload(resultKind, file);
  };
  if (a.input === 'arn')
    return (
      <ArnForm
        kind={kindOf(d)}
        submitting={ctx.busy}
        onSubmit={(arn, file) =>
          void ctx.run(async () => {
            await attach(file, 'acknowledgement');
            const r = await ctx.act('complete', { arn });
            ctx.done(
              t('gst.review.completedTitle'),
              t('gst.review.completedMessage', { refNo: r.refNo, arn: r.result, merchant: r.merchant.code }),
            );
          })
        }
      />
    );
  if (a.input === 'gstin')
    return (
      <GstinForm
        current={d.result2}
        submitting={ctx.busy}
        onSubmit={(gstin, file) =>
          void ctx.run(async () => {
            await attach(file, 'certificate');
            const r = await ctx.act('record_gstin', { gstin });
            ctx.done(
              t('gst.review.gstinRecordedTitle'),
              t(file ? 'gst.review.gstinRecordedWithCertificate' : 'gst.review.gstinRecorded', {
                refNo: r.refNo,
                gstin: r.result2,
              }),
            );
          })
        }
      />
    );
  return null;
}

/** A result file added after completing (an acknowledgement that came later, a corrected certificate). */
function AttachResult({ detail: d }: { detail: GstRequestDetail }) {
  const t = useT();
  const service = GST_SERVICES[kindOf(d)];
  const results = service.results;
  const upload = useUploadRequestFile(service, 'backend', d.id);
  const [resultKind, setResultKind] = useState<string>(results[0].value);
  const [file, setFile] = useState<File | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    upload.mutate(
      { kind: resultKind, file },
      {
        onSuccess: (r) => {
          setFile(null);
          notifications.show({
            color: 'green',
            title: t('gst.review.fileAttachedTitle'),
            message: t('gst.review.fileAttached', { refNo: r.refNo }),
          });
        },
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate aria-label={t('gst.review.attachTitle')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('gst.review.attachTitle')}
          </Title>
          {results.length > 1 && (
            <Select
              label={t('gst.review.attachKind')}
              data={results.map((r) => ({ value: r.value, label: r.label }))}
              value={resultKind}
              onChange={(v) => v && setResultKind(v)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <FileInput
            label={results.length > 1 ? t('gst.review.attachFile') : results[0].label}
            description={t('gst.review.fileTypes')}
            placeholder={t('gst.review.chooseFile')}
            accept={RESULT_ACCEPT}
            clearable
            value={file}
            onChange={setFile}
            leftSection={<IconFileUpload size={16} aria-hidden />}
          />
          {upload.error ? <FormErrorAlert error={upload.error} title={t('gst.review.notAttached')} /> : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={!file} loading={upload.isPending}>
              {t('gst.review.attach')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** An ARN as typed: letters and digits, upper case. */
const cleanArn = only.pan;

/** A result file sent with a decision: the ARN's acknowledgement, the registration certificate. */
function ResultFile({
  label,
  description,
  file,
  onChange,
}: {
  label: string;
  description: string;
  file: File | null;
  onChange: (f: File | null) => void;
}) {
  const t = useT();
  return (
    <FileInput
      label={label}
      description={description}
      placeholder={t('gst.review.chooseFile')}
      accept={RESULT_ACCEPT}
      clearable
      value={file}
      onChange={onChange}
      leftSection={<IconFileUpload size={16} aria-hidden />}
    />
  );
}

function ArnForm({
  kind,
  submitting,
  onSubmit,
}: {
  kind: GstKind;
  submitting: boolean;
  onSubmit: (arn: string, file: File | null) => void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  return (
    <CodeForm
      formLabel={t('gst.review.arnForm')}
      label={t('gst.summary.arn')}
      name="arn"
      placeholder={ARN_EXAMPLE}
      description={(arn) => t('gst.review.arnHint', { count: arn.length })}
      maxLength={15}
      filter={cleanArn}
      problem={arnProblem}
      leftSection={<IconHash size={16} aria-hidden />}
      submitLabel={t('gst.review.complete')}
      color="green"
      submitting={submitting}
      onSubmit={(arn) => onSubmit(arn, file)}
    >
      <ResultFile
        label={t(kind === 'registration' ? 'gst.review.arnAcknowledgement' : 'gst.review.filingAcknowledgement')}
        description={t('gst.review.acknowledgementHint')}
        file={file}
        onChange={setFile}
      />
    </CodeForm>
  );
}

function GstinForm({
  current,
  submitting,
  onSubmit,
}: {
  current: string | null;
  submitting: boolean;
  onSubmit: (gstin: string, file: File | null) => void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  return (
    <CodeForm
      formLabel={t('gst.review.recordGstin')}
      label={t('gst.summary.gstin')}
      name="gstin"
      placeholder={GSTIN_EXAMPLE}
      maxLength={15}
      initial={current ?? ''}
      filter={only.pan}
      problem={gstinProblem}
      intro={t('gst.review.gstinIntro')}
      submitLabel={t('gst.review.recordGstin')}
      submitting={submitting}
      onSubmit={(gstin) => onSubmit(gstin, file)}
    >
      <ResultFile
        label={t('gst.review.certificate')}
        description={t('gst.review.fileTypes')}
        file={file}
        onChange={setFile}
      />
    </CodeForm>
  );
}
