import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconMessageReply } from '@tabler/icons-react';
import { useT } from '../../i18n/requests';
import { can } from './actions';
import { useRequestAction, useRequestDetail } from './api';
import { DecisionBar, DecisionCard } from './DecisionBar';
import { DocumentUploader, FileTiles, type DocumentRow } from './Documents';
import { RequestPageFrame, idParam } from './RequestPageFrame';
import { HistoryCard, ReviewColumns } from './ReviewLayout';
import type { DraftReadiness, RequestDetailBase, RequestService } from './service';
import { SubmitPanel } from './SubmitPanel';
import { RequestTimeline } from './Timeline';
import { ReceiptButtons } from '../receipts/ReceiptButtons';

type Detail = RequestDetailBase & DraftReadiness;

export type MerchantRequestParts<D extends Detail> = {
  service: RequestService;
  /** The request's header, with `extra` (the Edit button) in it. */
  header: (d: D, extra: ReactNode) => ReactNode;
  /** Its answers; `problems` and `fixLink` are set for a draft. */
  summary: (d: D, draft: { problems?: D['problems']; fixLink?: (section: string) => string }) => ReactNode;
  /**
   * The documents' rows, and the form section that holds them. Both absent for a service that takes no documents
   * (its routes' `files: false`): no documents check before submit, no documents card, nothing to upload.
   */
  documentRows?: (d: D) => DocumentRow[];
  documentsSection?: (d: D) => string;
  /** What happens next, per state, once it has left the draft. */
  next: Readonly<Record<string, string>>;
};

/**
 * One request as its merchant sees it: a draft's summary with what is missing, the price, the balance
 * and submit; a query to answer with a remark and more documents; the results once done; the history.
 */
export function MerchantRequestPage<D extends Detail>(
  props: MerchantRequestParts<D> & { back: { to: string; label: string }; title?: string; id?: number | null },
) {
  const t = useT();
  const { service } = props;
  const raw = useParams().id;
  const id = props.id !== undefined ? props.id : idParam(raw);
  const query = useRequestDetail<D>(service, 'merchant', id);
  return (
    <RequestPageFrame<D>
      eyebrow={t(service.eyebrow)}
      title={
        props.title ??
        (query.data?.state === 'draft'
          ? t('requests.merchant.checkAndSubmit')
          : t('requests.merchant.title', { service: t(service.title) }))
      }
      back={props.back}
      query={query}
      invalid={id === null ? t('requests.page.invalidAddress') : undefined}
      noun="request"
    >
      {(d) => <MerchantRequestBody {...props} detail={d} />}
    </RequestPageFrame>
  );
}

/** The page's body, for a screen that finds its request itself. */
export function MerchantRequestBody<D extends Detail>({
  service,
  detail: d,
  header,
  summary,
  documentRows,
  documentsSection,
  next,
}: MerchantRequestParts<D> & { detail: D }) {
  const t = useT();
  const formUrl = service.routes.merchant.form?.(d.id);
  const fixLink = formUrl ? (s: string) => `${formUrl}#section-${s}` : undefined;
  const answering = can(d, 'answer');
  // Beside the documents on a wide screen; on a phone after them, where the answer comes last.
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const edit =
    can(d, 'edit') && formUrl ? (
      <Button component={Link} to={formUrl} variant="light" size="xs" leftSection={<IconEdit size={14} aria-hidden />}>
        {t('requests.merchant.edit')}
      </Button>
    ) : null;

  return (
    <ReviewColumns
      mainSpan={8}
      main={
        <Stack gap="md">
          {header(d, edit)}
          {answering && documentRows && (
            <Card withBorder padding="md" data-testid="query-documents">
              <Title order={2} size="h4" mb={4}>
                {t('requests.merchant.documents')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('requests.merchant.queryDocumentsHint')}
              </Text>
              <DocumentUploader service={service} detail={d} rows={documentRows(d)} editable={can(d, 'upload')} />
            </Card>
          )}
          {answering && !wide && <AnswerQuery service={service} detail={d} />}
          {summary(d, d.state === 'draft' ? { problems: d.problems, fixLink } : {})}
          {!answering && documentRows && (
            <FileTiles service={service} area="merchant" detail={d} title={t('requests.merchant.yourDocuments')} />
          )}
          <HistoryCard>
            <RequestTimeline look={service.look} events={d.events} />
          </HistoryCard>
        </Stack>
      }
      side={
        <Stack gap="md">
          {can(d, 'submit') && fixLink && (
            <SubmitPanel
              service={service}
              detail={d}
              fixLink={fixLink}
              documentsLink={documentsSection && fixLink(documentsSection(d))}
            />
          )}
          {answering && wide && <AnswerQuery service={service} detail={d} sticky />}
          {d.state !== 'draft' && <ReceiptButtons refType="service_request" requestId={d.id} />}
          {d.files.some((f) => f.side === 'backend') && (
            <FileTiles
              service={service}
              area="merchant"
              detail={d}
              side="backend"
              title={t('requests.merchant.results')}
            />
          )}
          {d.state !== 'draft' && !answering && next[d.state] && (
            <Card withBorder padding="md" data-testid="what-next">
              <Title order={2} size="h5" mb={4}>
                {t('requests.merchant.whatNext')}
              </Title>
              <Text size="sm">{next[d.state]}</Text>
            </Card>
          )}
        </Stack>
      }
    />
  );
}

/** The answer to a query: a remark, which sends the request back to the back office. */
function AnswerQuery({
  service,
  detail: d,
  sticky = false,
}: {
  service: RequestService;
  detail: RequestDetailBase;
  sticky?: boolean;
}) {
  const t = useT();
  const move = useRequestAction(service, 'merchant', d.id);
  const [error, setError] = useState<unknown>(null);
  return (
    <div style={sticky ? { position: 'sticky', top: 76 } : undefined} data-testid="answer-query">
      <DecisionCard
        title={t('requests.answer.title')}
        busy={move.isPending}
        error={error}
        onCloseError={() => setError(null)}
      >
        <DecisionBar
          actions={d.allowedActions}
          only={['answer']}
          looks={{
            answer: {
              label: t('requests.answer.send'),
              formLabel: t('requests.answer.title'),
              fieldLabel: t('requests.answer.field'),
              icon: <IconMessageReply size={16} aria-hidden />,
              description: t('requests.answer.description'),
            },
          }}
          submitting={move.isPending}
          onMove={(action, remark) => {
            setError(null);
            move.mutate(
              { action, body: { remark } },
              {
                onSuccess: (r) =>
                  notifications.show({
                    color: 'green',
                    title: t('requests.answer.sentTitle'),
                    message: t('requests.answer.sentMessage', { refNo: r.refNo }),
                  }),
                onError: setError,
              },
            );
          }}
        />
      </DecisionCard>
    </div>
  );
}
