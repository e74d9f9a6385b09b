import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../contract/money';
import type { AllowedAction } from '../../../contract/requests';
import { ApiError } from '../../api/client';
import { useRequestAction, useRequestDetail, useUploadRequestFile } from './api';
import { DecisionBar, DecisionCard, type ActionLook } from './DecisionBar';
import { FileTiles } from './Documents';
import { eventLabel, stateColor } from './look';
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
  const { service } = parts;
  const id = idParam(useParams().id);
  const query = useRequestDetail<D>(service, 'backend', id);
  return (
    <RequestPageFrame<D>
      eyebrow={service.eyebrow}
      title={parts.title ?? `Review ${service.title} request`}
      back={{ to: service.routes.backend.list(), label: 'Work list' }}
      query={query}
      invalid={id === null ? 'The address does not name a request.' : undefined}
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
                  <FileTiles service={service} area="backend" detail={d} title="Merchant's documents" />
                )}
                {d.files.some((f) => f.side === 'backend') && (
                  <FileTiles service={service} area="backend" detail={d} side="backend" title="Results attached" />
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
                    ? `${r.refNo} is ${r.stateLabel.toLowerCase()} and ${formatRupeeAmount(r.amount)} refunded to ${r.merchant.code}.`
                    : `${r.refNo} is now ${r.stateLabel.toLowerCase()}.`,
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
            title={`This request is ${d.stateLabel.toLowerCase()}.`}
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
export function rejectLook(d: RequestDetailBase, noun = 'request'): ActionLook {
  return {
    tab: 'Reject',
    formLabel: `Reject ${noun}`,
    icon: <IconX size={16} aria-hidden />,
    description: `The merchant sees this reason; ${formatRupeeAmount(d.amount)} is refunded to ${d.merchant.code}.`,
    confirm: {
      title: `Reject ${d.refNo}?`,
      message:
        `The ${noun} is closed and ${formatRupeeAmount(d.amount)} refunded to ${d.merchant.code} (${d.merchant.name}). ` +
        'This cannot be undone.',
      button: 'Yes, reject and refund',
    },
  };
}
