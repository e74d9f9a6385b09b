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

const ORDER = ['pick_up', 'complete', 'raise_query', 'reject', 'record_gstin'] as const;
const RESULT_ACCEPT = 'application/pdf,image/jpeg,image/png';

const DECIDED: Record<string, (d: GstRequestDetail) => string> = {
  draft: () => 'The merchant has not submitted it yet; there is nothing to do.',
  query_raised: () => 'Waiting for the merchant to answer the query. It can still be rejected.',
  completed: (d) => (d.result ? `Completed with ARN ${d.result}.` : 'Completed.'),
  rejected: (d) => `Rejected; the charge was refunded. Reason: ${d.remark?.trim() || '--'}.`,
};

/**
 * The back office's review of one GST request (…/actions/gst/registration/{id}, …/filling/{id}): the
 * shared review with GST's decision forms: complete with the ARN and the acknowledgement, record the
 * GSTIN, and a result file added later.
 */
export function BackendReviewPage({ kind }: { kind: GstKind }) {
  return (
    <SharedReview<GstRequestDetail>
      service={GST_SERVICES[kind]}
      header={(d) => <RequestHeader detail={d} showMerchant />}
      summary={(d) => <RequestSummary detail={d} reveal />}
      order={ORDER}
      looks={(d) => ({
        pick_up: { icon: <IconHandGrab size={16} aria-hidden />, label: 'Pick up' },
        complete: { tab: 'Complete' },
        raise_query: {
          tab: 'Raise query',
          formLabel: 'Raise query',
          fieldLabel: 'Query for the merchant',
          color: 'orange',
          icon: <IconMessageQuestion size={16} aria-hidden />,
          description: 'Ask for the correction or document needed; the merchant answers with a remark and files.',
        },
        reject: rejectLook(d),
        record_gstin: { tab: 'Record GSTIN' },
      })}
      movedTitles={{ reject: 'Request rejected' }}
      renderInput={(a, d, ctx) => <GstInput action={a} detail={d} ctx={ctx} />}
      decided={(d) => DECIDED[d.state]?.(d) ?? 'There is nothing to decide now.'}
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
              'Request completed',
              `${r.refNo} is completed with ARN ${r.result}; ${r.merchant.code} can download the acknowledgement.`,
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
              'GSTIN recorded',
              `${r.refNo}: GSTIN ${r.result2} is recorded${file ? ' with the certificate' : ''}.`,
            );
          })
        }
      />
    );
  return null;
}

/** A result file added after completing (an acknowledgement that came later, a corrected certificate). */
function AttachResult({ detail: d }: { detail: GstRequestDetail }) {
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
            title: 'File attached',
            message: `${r.refNo}: the merchant can download it now.`,
          });
        },
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate aria-label="Attach a result file">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Attach a result file
          </Title>
          {results.length > 1 && (
            <Select
              label="What it is"
              data={results.map((r) => ({ value: r.value, label: r.label }))}
              value={resultKind}
              onChange={(v) => v && setResultKind(v)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <FileInput
            label={results.length > 1 ? 'File' : results[0].label}
            description="PDF, JPEG or PNG"
            placeholder="Choose a file"
            accept={RESULT_ACCEPT}
            clearable
            value={file}
            onChange={setFile}
            leftSection={<IconFileUpload size={16} aria-hidden />}
          />
          {upload.error ? <FormErrorAlert error={upload.error} title="Not attached" /> : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={!file} loading={upload.isPending}>
              Attach
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
  return (
    <FileInput
      label={label}
      description={description}
      placeholder="Choose a file"
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
  const [file, setFile] = useState<File | null>(null);
  return (
    <CodeForm
      formLabel="Complete with ARN"
      label="ARN"
      name="arn"
      placeholder="AA2710260123456"
      description={(arn) => `Application reference number from the GST portal: ${arn.length} of 15 characters`}
      maxLength={15}
      filter={cleanArn}
      problem={arnProblem}
      leftSection={<IconHash size={16} aria-hidden />}
      submitLabel="Complete"
      color="green"
      submitting={submitting}
      onSubmit={(arn) => onSubmit(arn, file)}
    >
      <ResultFile
        label={kind === 'registration' ? 'ARN acknowledgement' : 'Filing acknowledgement'}
        description="PDF, JPEG or PNG from the GST portal; the merchant downloads it"
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
  const [file, setFile] = useState<File | null>(null);
  return (
    <CodeForm
      formLabel="Record GSTIN"
      label="GSTIN"
      name="gstin"
      placeholder="27AAPFU0939F1ZV"
      maxLength={15}
      initial={current ?? ''}
      filter={only.pan}
      problem={gstinProblem}
      intro="Once the GST department approves the registration: the GSTIN it gave and the registration certificate (REG-06)."
      submitLabel="Record GSTIN"
      submitting={submitting}
      onSubmit={(gstin) => onSubmit(gstin, file)}
    >
      <ResultFile label="Registration certificate" description="PDF, JPEG or PNG" file={file} onChange={setFile} />
    </CodeForm>
  );
}
