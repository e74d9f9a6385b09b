import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconMessageReply } from '@tabler/icons-react';
import type { GstRequestDetail } from '../../../contract/gst';
import { GST_ROUTES, kindOf, useGstMove, useGstRequest, type GstKind } from '../../api/gst';
import { DecisionBar, DecisionCard, RequestPageFrame, RequestTimeline, idParam } from '../requests';
import { HistoryCard, ReviewColumns } from '../requests/ReviewLayout';
import { GstDocumentUploader, GstFileTiles } from './GstDocuments';
import { registrationDocumentRows } from './RegistrationForm';
import { filingDocumentRows } from './FilingForm';
import { RequestHeader, RequestSummary } from './RequestSummary';
import { GST_LOOK } from './services';
import { SubmitPanel } from './SubmitPanel';

/**
 * One GST request as its merchant sees it (…/registration/view/{id}, …/filling/view/{id}): a draft's
 * summary with what is missing, the price, the balance and submit; a query to answer with a remark and
 * more documents; the ARN, GSTIN and result files once completed; the history.
 */
export function MerchantRequestPage({ kind }: { kind: GstKind }) {
  const raw = useParams().id;
  const id = idParam(raw);
  const query = useGstRequest('merchant', kind, id);
  const look = GST_LOOK[kind];
  return (
    <RequestPageFrame<GstRequestDetail>
      eyebrow="GST"
      title={query.data?.state === 'draft' ? 'Check and submit' : `${look.title} request`}
      back={{ to: GST_ROUTES.merchant.list(kind), label: `All ${look.plural}` }}
      query={query}
      invalid={id === null ? 'The address does not name a request.' : undefined}
      noun="request"
    >
      {(d) => <Body detail={d} />}
    </RequestPageFrame>
  );
}

function documentRows(d: GstRequestDetail) {
  return d.service === 'gst-registration' ? registrationDocumentRows(d.data, d.files) : filingDocumentRows(d.data, d.files);
}

function Body({ detail: d }: { detail: GstRequestDetail }) {
  const kind = kindOf(d);
  const can = (action: string) => d.allowedActions.some((a) => a.action === action);
  const formUrl = GST_ROUTES.merchant.form(kind, d.id);
  // Beside the documents on a wide screen; on a phone after them, where the answer comes last.
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const edit = can('edit') ? (
    <Button component={Link} to={formUrl} variant="light" size="xs" leftSection={<IconEdit size={14} aria-hidden />}>
      Edit
    </Button>
  ) : null;

  return (
    <ReviewColumns
      mainSpan={8}
      main={
        <Stack gap="md">
          <RequestHeader detail={d} extra={edit} />
          {can('answer') && <QueryDocuments detail={d} />}
          {can('answer') && !wide && <AnswerQuery detail={d} />}
          <RequestSummary detail={d} problems={d.state === 'draft' ? d.problems : undefined} fixLink={d.state === 'draft' ? (s) => `${formUrl}#section-${s}` : undefined} />
          {!can('answer') && <GstFileTiles area="merchant" detail={d} title="Your documents" />}
          <HistoryCard>
            <RequestTimeline look={GST_LOOK[kind].look} events={d.events} />
          </HistoryCard>
        </Stack>
      }
      side={
        <Stack gap="md">
          {can('submit') && <SubmitPanel detail={d} />}
          {can('answer') && wide && <AnswerQuery detail={d} sticky />}
          {d.files.some((f) => f.side === 'backend') && <GstFileTiles area="merchant" detail={d} side="backend" title="Results" />}
          {d.state !== 'draft' && !can('answer') && <WhatNext detail={d} />}
        </Stack>
      }
    />
  );
}

/** A query's documents: what the back office asked for may be added, or a document replaced, before answering. */
function QueryDocuments({ detail: d }: { detail: GstRequestDetail }) {
  return (
    <Card withBorder padding="md" data-testid="query-documents">
      <Title order={2} size="h4" mb={4}>
        Documents
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Upload what the back office asked for, or replace a document, before you answer.
      </Text>
      <GstDocumentUploader detail={d} rows={documentRows(d)} editable={d.allowedActions.some((a) => a.action === 'upload')} />
    </Card>
  );
}

/** The answer to a query: a remark, which sends the request back to the back office. */
function AnswerQuery({ detail: d, sticky = false }: { detail: GstRequestDetail; sticky?: boolean }) {
  const kind = kindOf(d);
  const move = useGstMove('merchant', kind, d.id);
  const [error, setError] = useState<unknown>(null);
  return (
    <div style={sticky ? { position: 'sticky', top: 76 } : undefined} data-testid="answer-query">
      <DecisionCard title="Answer the query" busy={move.isPending} error={error} onCloseError={() => setError(null)}>
        <DecisionBar
          actions={d.allowedActions}
          only={['answer']}
          looks={{ answer: { label: 'Send answer', formLabel: 'Answer the query', fieldLabel: 'Your answer', icon: <IconMessageReply size={16} aria-hidden />, description: 'The back office reads this with the documents and goes on with the request.' } }}
          submitting={move.isPending}
          onMove={(action, remark) => {
            setError(null);
            move.mutate(
              { action, remark },
              {
                onSuccess: (r) => notifications.show({ color: 'green', title: 'Answer sent', message: `${r.refNo} is back with the back office.` }),
                onError: setError,
              },
            );
          }}
        />
      </DecisionCard>
    </div>
  );
}

const NEXT: Record<string, string> = {
  submitted: 'The back office will pick it up shortly. You will see here when they start, and if they need anything from you.',
  in_process: 'An operator is working on it. A question from them shows here and in the queries list.',
  completed: 'Done. The ARN is above; the acknowledgement and, for a registration, the certificate are under Results.',
  rejected: 'Rejected; the charge was refunded to your wallet.',
};

function WhatNext({ detail: d }: { detail: GstRequestDetail }) {
  const text = NEXT[d.state];
  if (!text) return null;
  return (
    <Card withBorder padding="md" data-testid="what-next">
      <Title order={2} size="h5" mb={4}>
        What happens next
      </Title>
      <Text size="sm">{text}</Text>
    </Card>
  );
}
