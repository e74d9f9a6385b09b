import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../contract/money';
import type { AllowedAction } from '../../../contract/requests';
import { ApiError } from '../../api/client';
import { i18n } from '../../i18n';
import { useT, type Translate } from '../../i18n/requests';
import { useRequestAction, useRequestDetail, useUploadRequestFile } from './api';
import { DecisionBar, DecisionCard, type ActionLook } from './DecisionBar';
import { FileTiles } from './Documents';
import { stateColor, useLookLabels } from './look';
import { RequestPageFrame, idParam } from './RequestPageFrame';
import { HistoryCard, ReviewColumns } from './ReviewLayout';
import type { RequestDetailBase, RequestService } from './service';
import { RequestTimeline } from './Timeline';

/** What a screen's own form (an ARN, a PSA login id, an allotment) uses to make its move. */
export type DecisionContext<D> = {
  busy: boolean;
  /** Runs the form's calls: a refusal shows above the decision, a 409 reads the request again. */
  run: (work: () => Promise<void>) => Promise<void>;
  /** The move (…/{id}/{action}) with the form's body. */
  act: (action: string, body: object) => Promise<D>;
  /** A result file, sent before the move so a refused file leaves the request as it was. */
  upload: (kind: string, file: File) => Promise<D>;
  done: (title: string, message: string) => void;
};

export type ReviewParts<D extends RequestDetailBase> = {
  service: RequestService;
  /** The page's title (default "Review <service> request"). */
  title?: string;
  header: (d: D) => ReactNode;
  summary: (d: D) => ReactNode;
  /** The actions the decision offers, in this order. */
  order: readonly string[];
  looks?: (d: D) => Partial<Record<string, ActionLook>>;
  /** The form of a move that needs more than a remark (AllowedAction.input). */
  renderInput?: (a: AllowedAction, d: D, ctx: DecisionContext<D>) => ReactNode;
  /** A notification's title after a move, where the history's word is not the one (default: the history's). */
  movedTitles?: Readonly<Record<string, string>>;
  /** What the request came to, when nothing is left to decide. */
  decided: (d: D) => string;
  /** More cards beside the decision (a result file to add later). */
  side?: (d: D) => ReactNode;
  /** Whether the merchant uploads documents for this service (default yes): they are shown beside the decision. */
  documents?: boolean;
};

/**
 * The back office's review of one request: its data, its documents beside the decision the server
 * allows now, and its history.
 */
export function BackendReviewPage<D extends RequestDetailBase>(parts: ReviewParts<D>) {
  const t = useT();
  const { service } = parts;
  const id = idParam(useParams().id);
  const query = useRequestDetail<D>(service, 'backend', id);
  return (
    <RequestPageFrame<D>
      eyebrow={t(service.eyebrow)}
      title={parts.title ?? t('requests.review.title', { service: t(service.title) })}
      back={{ to: service.routes.backend.list(), label: t('requests.review.workList') }}
      query={query}
      invalid={id === null ? t('requests.page.invalidAddress') : undefined}
      noun="request"
    >
      {(d) => (
        <Stack gap="md">
          {parts.header(d)}
          <ReviewColumns
            top
            main={parts.summary(d)}
            side={
              <Stack gap="md">
                <Decision parts={parts} detail={d} onStale={() => void query.refetch()} />
                {parts.side?.(d)}
                {parts.documents !== false && (
                  <FileTiles
                    service={service}
                    area="backend"
                    detail={d}
                    title={t('requests.review.merchantDocuments')}
                  />
                )}
                {d.files.some((f) => f.side === 'backend') && (
                  <FileTiles
                    service={service}
                    area="backend"
                    detail={d}
                    side="backend"
                    title={t('requests.review.resultsAttached')}
                  />
                )}
              </Stack>
            }
          />
          <HistoryCard>
            <RequestTimeline look={service.look} events={d.events} />
          </HistoryCard>
        </Stack>
      )}
    </RequestPageFrame>
  );
}

function Decision<D extends RequestDetailBase>({
  parts,
  detail: d,
  onStale,
}: {
  parts: ReviewParts<D>;
  detail: D;
  onStale: () => void;
}) {
  const t = useT();
  const { eventLabel } = useLookLabels();
  const { service } = parts;
  const action = useRequestAction<D, object>(service, 'backend', d.id);
  const upload = useUploadRequestFile<D>(service, 'backend', d.id);
  const [error, setError] = useState<unknown>(null);
  const busy = action.isPending || upload.isPending;

  const failed = (e: unknown) => {
    setError(e);
    // Someone else moved it first: show what it is now.
    if (e instanceof ApiError && e.status === 409) onStale();
  };
  const done = (title: string, message: string) => notifications.show({ color: 'green', title, message });
  const ctx: DecisionContext<D> = {
    busy,
    run: async (work) => {
      setError(null);
      try {
        await work();
      } catch (e) {
        failed(e);
      }
    },
    act: (name, body) => action.mutateAsync({ action: name, body }),
    upload: (kind, file) => upload.mutateAsync({ kind, file }),
    done,
  };

  return (
    <DecisionCard busy={busy} error={error} onCloseError={() => setError(null)}>
      <DecisionBar
        actions={d.allowedActions}
        only={parts.order}
        submitting={busy}
        looks={parts.looks?.(d)}
        renderInput={parts.renderInput ? (a) => parts.renderInput!(a, d, ctx) : undefined}
        onMove={(name, remark) => {
          setError(null);
          action.mutate(
            { action: name, body: { remark } },
            {
              onSuccess: (r) => {
                const refund = service.workflow.moves[name]?.money === 'refund';
                done(
                  parts.movedTitles?.[name] ?? eventLabel(service.look, name),
                  refund
                    ? t('requests.review.movedRefunded', {
                        refNo: r.refNo,
                        state: r.stateLabel.toLowerCase(),
                        amount: formatRupeeAmount(r.amount),
                        merchant: r.merchant.code,
                      })
                    : t('requests.review.moved', { refNo: r.refNo, state: r.stateLabel.toLowerCase() }),
                );
              },
              onError: failed,
            },
          );
        }}
        empty={
          <Alert
            color={stateColor(service.look, d.state)}
            variant="light"
            title={t('requests.review.decided', { state: d.stateLabel.toLowerCase() })}
            data-testid="decided"
          >
            <Text size="sm">{parts.decided(d)}</Text>
          </Alert>
        }
      />
    </DecisionCard>
  );
}

/** A reject that refunds: the reason the merchant reads, and what is refunded to whom before it is made. */
export function rejectLook(d: RequestDetailBase, noun: 'request' | 'registration' = 'request'): ActionLook {
  // Called while the review page draws (its looks), in the language the page's useT follows.
  const t: Translate = (id, values) => i18n._(id, values);
  const amount = formatRupeeAmount(d.amount);
  const registration = noun === 'registration';
  return {
    tab: t('requests.reject.tab'),
    formLabel: t(registration ? 'requests.reject.formRegistration' : 'requests.reject.formRequest'),
    icon: <IconX size={16} aria-hidden />,
    description: t('requests.reject.description', { amount, merchant: d.merchant.code }),
    confirm: {
      title: t('requests.reject.confirmTitle', { refNo: d.refNo }),
      message: t(registration ? 'requests.reject.confirmRegistration' : 'requests.reject.confirmRequest', {
        amount,
        merchant: d.merchant.code,
        name: d.merchant.name,
      }),
      button: t('requests.reject.confirmButton'),
    },
  };
}
