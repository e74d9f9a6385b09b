import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, FileInput, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileUpload, IconHandGrab, IconHash, IconMessageQuestion, IconX } from '@tabler/icons-react';
import { arnProblem, gstinProblem, type GstRequestDetail } from '../../../contract/gst';
import type { AllowedAction } from '../../../contract/requests';
import { formatRupeeAmount } from '../../../contract/money';
import { ApiError } from '../../api/client';
import { GST_ROUTES, kindOf, useCompleteGstRequest, useGstMove, useGstRequest, useRecordGstin, useUploadGstFile, type GstKind } from '../../api/gst';
import { FormErrorAlert } from '../FormErrorAlert';
import { only } from '../pan/ApplicationForm/form-state';
import { DecisionBar, DecisionCard, RequestPageFrame, RequestTimeline, idParam } from '../requests';
import { HistoryCard, ReviewColumns } from '../requests/ReviewLayout';
import { GstFileTiles } from './GstDocuments';
import { RequestHeader, RequestSummary } from './RequestSummary';
import { GST_LOOK } from './services';

const ORDER = ['pick_up', 'complete', 'raise_query', 'reject', 'record_gstin'] as const;
const RESULT_ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * The back office's review of one GST request (…/actions/gst/registration/{id}, …/filling/{id}): the
 * request's data, its documents beside the decision the server allows now: pick up, raise a query,
 * complete with the ARN and the acknowledgement, reject with a reason (refunded), record the GSTIN.
 */
export function BackendReviewPage({ kind }: { kind: GstKind }) {
  const id = idParam(useParams().id);
  const query = useGstRequest('backend', kind, id);
  const look = GST_LOOK[kind];
  return (
    <RequestPageFrame<GstRequestDetail>
      eyebrow="GST"
      title={`Review ${look.title} request`}
      back={{ to: GST_ROUTES.backend.list(kind), label: 'Work list' }}
      query={query}
      invalid={id === null ? 'The address does not name a request.' : undefined}
      noun="request"
    >
      {(d) => <Review detail={d} onStale={() => void query.refetch()} />}
    </RequestPageFrame>
  );
}

function Review({ detail: d, onStale }: { detail: GstRequestDetail; onStale: () => void }) {
  const kind = kindOf(d);
  return (
    <Stack gap="md">
      <RequestHeader detail={d} showMerchant />
      <ReviewColumns
        top
        main={<RequestSummary detail={d} />}
        side={
          <Stack gap="md">
            <Decision detail={d} onStale={onStale} />
            {d.state === 'completed' && d.allowedActions.some((a) => a.action === 'attach_result') && <AttachResult detail={d} />}
            <GstFileTiles area="backend" detail={d} title="Merchant's documents" />
            {d.files.some((f) => f.side === 'backend') && <GstFileTiles area="backend" detail={d} side="backend" title="Results attached" />}
          </Stack>
        }
      />
      <HistoryCard>
        <RequestTimeline look={GST_LOOK[kind].look} events={d.events} />
      </HistoryCard>
    </Stack>
  );
}

function Decision({ detail: d, onStale }: { detail: GstRequestDetail; onStale: () => void }) {
  const kind = kindOf(d);
  const move = useGstMove('backend', kind, d.id);
  const complete = useCompleteGstRequest(kind, d.id);
  const recordGstin = useRecordGstin(d.id);
  const upload = useUploadGstFile('backend', kind, d.id);
  const [error, setError] = useState<unknown>(null);
  const busy = move.isPending || complete.isPending || recordGstin.isPending || upload.isPending;

  const failed = (e: unknown) => {
    setError(e);
    // Someone else moved it first: show what it is now.
    if (e instanceof ApiError && e.status === 409) onStale();
  };
  const done = (title: string, message: string) => notifications.show({ color: 'green', title, message });

  /** A result file goes up first, so a refused file leaves the request as it was. */
  const attach = async (file: File | null, resultKind: string) => {
    if (file) await upload.mutateAsync({ kind: resultKind, file });
  };

  const renderInput = (a: AllowedAction) => {
    if (a.input === 'arn')
      return (
        <ArnForm
          kind={kind}
          submitting={busy}
          onSubmit={async (arn, file) => {
            setError(null);
            try {
              await attach(file, 'acknowledgement');
              const r = await complete.mutateAsync({ arn });
              done('Request completed', `${r.refNo} is completed with ARN ${r.result}; ${r.merchant.code} can download the acknowledgement.`);
            } catch (e) {
              failed(e);
            }
          }}
        />
      );
    if (a.input === 'gstin')
      return (
        <GstinForm
          current={d.result2}
          submitting={busy}
          onSubmit={async (gstin, file) => {
            setError(null);
            try {
              await attach(file, 'certificate');
              const r = await recordGstin.mutateAsync({ gstin });
              done('GSTIN recorded', `${r.refNo}: GSTIN ${r.result2} is recorded${file ? ' with the certificate' : ''}.`);
            } catch (e) {
              failed(e);
            }
          }}
        />
      );
    return null;
  };

  return (
    <DecisionCard busy={busy} error={error} onCloseError={() => setError(null)}>
      <DecisionBar
        actions={d.allowedActions}
        only={ORDER}
        submitting={busy}
        looks={{
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
          reject: {
            tab: 'Reject',
            formLabel: 'Reject request',
            icon: <IconX size={16} aria-hidden />,
            description: `The merchant sees this reason; ${formatRupeeAmount(d.amount)} is refunded to ${d.merchant.code}.`,
            confirm: { title: `Reject ${d.refNo}?`, message: `The request is closed and ${formatRupeeAmount(d.amount)} refunded to ${d.merchant.code} (${d.merchant.name}). This cannot be undone.`, button: 'Yes, reject and refund' },
          },
          record_gstin: { tab: 'Record GSTIN' },
        }}
        renderInput={renderInput}
        onMove={(action, remark) => {
          setError(null);
          move.mutate(
            { action, remark },
            {
              onSuccess: (r) =>
                done(
                  action === 'pick_up' ? 'Picked up' : action === 'raise_query' ? 'Query raised' : action === 'reject' ? 'Request rejected' : 'Saved',
                  action === 'reject' ? `${r.refNo} is rejected and ${formatRupeeAmount(r.amount)} refunded to ${r.merchant.code}.` : `${r.refNo} is now ${r.stateLabel.toLowerCase()}.`,
                ),
              onError: failed,
            },
          );
        }}
        empty={<Decided detail={d} />}
      />
    </DecisionCard>
  );
}

function Decided({ detail: d }: { detail: GstRequestDetail }) {
  const text: Record<string, string> = {
    draft: 'The merchant has not submitted it yet; there is nothing to do.',
    query_raised: 'Waiting for the merchant to answer the query. It can still be rejected.',
    completed: d.result ? `Completed with ARN ${d.result}.` : 'Completed.',
    rejected: `Rejected; the charge was refunded. Reason: ${d.remark?.trim() || '--'}.`,
  };
  return (
    <Alert color={d.state === 'rejected' ? 'red' : d.state === 'completed' ? 'teal' : 'gray'} variant="light" title={`This request is ${d.stateLabel.toLowerCase()}.`} data-testid="decided">
      <Text size="sm">{text[d.state] ?? 'There is nothing to decide now.'}</Text>
    </Alert>
  );
}

/** A result file added after completing (an acknowledgement that came later, a corrected certificate). */
function AttachResult({ detail: d }: { detail: GstRequestDetail }) {
  const kind = kindOf(d);
  const results = GST_LOOK[kind].results;
  const upload = useUploadGstFile('backend', kind, d.id);
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
          notifications.show({ color: 'green', title: 'File attached', message: `${r.refNo}: the merchant can download it now.` });
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
          {results.length > 1 && <Select label="What it is" data={results.map((r) => ({ value: r.value, label: r.label }))} value={resultKind} onChange={(v) => v && setResultKind(v)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />}
          <FileInput label={results.length > 1 ? 'File' : results[0].label} description="PDF, JPEG or PNG" placeholder="Choose a file" accept={RESULT_ACCEPT} clearable value={file} onChange={setFile} leftSection={<IconFileUpload size={16} aria-hidden />} />
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

function ArnForm({ kind, submitting, onSubmit }: { kind: GstKind; submitting: boolean; onSubmit: (arn: string, file: File | null) => void }) {
  const [arn, setArn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = touched || arn.length >= 15 ? arnProblem(arn) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (arnProblem(arn)) return;
    onSubmit(arn, file);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Complete with ARN">
      <Stack gap="sm">
        <TextInput
          label="ARN"
          name="arn"
          withAsterisk
          autoComplete="off"
          placeholder="AA2710260123456"
          description={`Application reference number from the GST portal: ${arn.length} of 15 characters`}
          maxLength={15}
          value={arn}
          onChange={(e) => setArn(cleanArn(e.currentTarget.value))}
          onBlur={() => arn && setTouched(true)}
          error={problem}
          leftSection={<IconHash size={16} aria-hidden />}
          styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <FileInput
          label={kind === 'registration' ? 'ARN acknowledgement' : 'Filing acknowledgement'}
          description="PDF, JPEG or PNG from the GST portal; the merchant downloads it"
          placeholder="Choose a file"
          accept={RESULT_ACCEPT}
          clearable
          value={file}
          onChange={setFile}
          leftSection={<IconFileUpload size={16} aria-hidden />}
        />
        <Group justify="flex-end">
          <Button type="submit" color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            Complete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GstinForm({ current, submitting, onSubmit }: { current: string | null; submitting: boolean; onSubmit: (gstin: string, file: File | null) => void }) {
  const [gstin, setGstin] = useState(current ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = touched || gstin.length >= 15 ? gstinProblem(gstin) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (gstinProblem(gstin)) return;
    onSubmit(gstin, file);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Record GSTIN">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Once the GST department approves the registration: the GSTIN it gave and the registration certificate (REG-06).
        </Text>
        <TextInput
          label="GSTIN"
          name="gstin"
          withAsterisk
          autoComplete="off"
          placeholder="27AAPFU0939F1ZV"
          maxLength={15}
          value={gstin}
          onChange={(e) => setGstin(only.pan(e.currentTarget.value))}
          onBlur={() => gstin && setTouched(true)}
          error={problem}
          styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <FileInput label="Registration certificate" description="PDF, JPEG or PNG" placeholder="Choose a file" accept={RESULT_ACCEPT} clearable value={file} onChange={setFile} leftSection={<IconFileUpload size={16} aria-hidden />} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            Record GSTIN
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
