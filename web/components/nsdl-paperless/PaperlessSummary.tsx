import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '../../../contract/format';
import {
  PAPERLESS_CARDS,
  PAPERLESS_GENDERS,
  PAPERLESS_SECTIONS,
  type PaperlessData,
  type PaperlessDetail,
} from '../../../contract/nsdl-paperless';
import { RequestHeader, SummaryField, SummarySections, type SummarySection } from '../requests/RequestSummary';
import { PAPERLESS_SERVICE } from './services';

/* A paperless application read back: the shared header with the ack number, its answers, and Protean's last word. */

const labelOf = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((x) => x.value === v)?.label ?? v;
export const APP_TYPE_LABELS = { N: 'New PAN', C: 'Change / correction' } as const;

export function PaperlessHeader({
  detail: d,
  showMerchant = false,
  extra,
}: {
  detail: PaperlessDetail;
  showMerchant?: boolean;
  extra?: ReactNode;
}) {
  return (
    <RequestHeader
      service={PAPERLESS_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      extra={extra}
      results={[
        { label: 'Type', value: APP_TYPE_LABELS[d.data.appType], testId: 'app-type', shown: true },
        { label: 'Acknowledgement No', value: d.ackNo, testId: 'ack-no', shown: d.state === 'acknowledged' },
      ]}
      // The shop reads the reason in the result panel, in the catalogue's words where there are some.
      remarkTitles={showMerchant ? { failed: 'Reason for failure' } : {}}
    />
  );
}

export function paperlessSections(d: PaperlessData): SummarySection[] {
  const change: SummarySection[] =
    d.appType === 'C'
      ? [{ id: 'change', title: PAPERLESS_SECTIONS.change, items: [{ label: 'PAN to change', value: d.existingPan }] }]
      : [];
  return [
    ...change,
    {
      id: 'name',
      title: PAPERLESS_SECTIONS.name,
      items: [{ label: 'Name', value: [d.title, d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ') }],
    },
    {
      id: 'personal',
      title: PAPERLESS_SECTIONS.personal,
      items: [
        { label: 'Gender', value: d.gender ? labelOf(PAPERLESS_GENDERS, d.gender) : '' },
        { label: 'Date of birth', value: d.dob ? formatDate(d.dob) : '' },
      ],
    },
    {
      id: 'contact',
      title: PAPERLESS_SECTIONS.contact,
      items: [
        { label: 'Mobile', value: d.mobile },
        { label: 'Email', value: d.email },
      ],
    },
    {
      id: 'card',
      title: PAPERLESS_SECTIONS.card,
      items: [{ label: 'Card wanted', value: d.card ? labelOf(PAPERLESS_CARDS, d.card) : '' }],
    },
  ];
}

export function PaperlessAnswers({
  detail,
  problems,
  fixLink,
}: {
  detail: PaperlessDetail;
  problems?: PaperlessDetail['problems'];
  fixLink?: (section: string) => string;
}) {
  return <SummarySections sections={paperlessSections(detail.data)} problems={problems} fixLink={fixLink} />;
}

const STATUS_WORDS = { success: 'Acknowledged', failure: 'Failed', pending: 'Not finished yet' } as const;

/** What Protean last said about the application (its result or a status answer), and when it was last asked. */
export function ProviderWord({ detail: d }: { detail: PaperlessDetail }) {
  const p = d.provider;
  return (
    <Card withBorder radius="md" padding="md" data-testid="provider-word">
      <Title order={2} size="h5" mb="xs">
        What Protean last said
      </Title>
      {p.status === null && !p.message ? (
        <Text size="sm" c="dimmed">
          Nothing yet{p.checkedAt ? '' : ': Protean has not been asked about this application'}.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <SummaryField label="Status" value={p.status ? STATUS_WORDS[p.status] : ''} testId="provider-status" />
          <SummaryField label="Code" value={p.code} />
          <SummaryField label="Message" value={p.message} testId="provider-message" />
          <SummaryField label="Protean refunded its fee" value={p.refunded ? 'Yes' : 'No'} />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" mt="xs" data-testid="checked-at">
        {p.checkedAt ? `Last heard from or asked: ${formatDateTime(p.checkedAt)}` : 'Not asked yet'}
      </Text>
    </Card>
  );
}
