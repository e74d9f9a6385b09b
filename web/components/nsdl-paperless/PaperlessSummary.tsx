import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import {
  PAPERLESS_CARDS,
  PAPERLESS_GENDERS,
  PAPERLESS_SECTIONS,
  type PaperlessData,
  type PaperlessDetail,
} from '../../../contract/nsdl-paperless';
import { RequestHeader, SummaryField, SummarySections, type SummarySection } from '../requests/RequestSummary';
import { PAPERLESS_SERVICE } from './services';
import { useFormat, useT, type Translate } from '../../i18n/paperless';
import { useLabel, type Label } from '../../i18n/labels';
import { useErrorText } from '../../i18n/errors';

/* A paperless application read back: the shared header with the ack number, its answers, and Protean's last word. */

const pick = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((x) => x.value === v)?.label ?? v;
export const APP_TYPE_LABELS = { N: 'paperless.summary.typeNew', C: 'paperless.summary.typeChange' } as const;

export function PaperlessHeader({
  detail: d,
  showMerchant = false,
  extra,
}: {
  detail: PaperlessDetail;
  showMerchant?: boolean;
  extra?: ReactNode;
}) {
  const t = useT();
  return (
    <RequestHeader
      service={PAPERLESS_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      extra={extra}
      results={[
        {
          label: t('paperless.summary.type'),
          value: t(APP_TYPE_LABELS[d.data.appType]),
          testId: 'app-type',
          shown: true,
        },
        { label: t('paperless.summary.ackNo'), value: d.ackNo, testId: 'ack-no', shown: d.state === 'acknowledged' },
      ]}
      // The shop reads the reason in the result panel, in the catalogue's words where there are some.
      remarkTitles={showMerchant ? { failed: t('paperless.summary.failureReason') } : {}}
    />
  );
}

export function paperlessSections(
  d: PaperlessData,
  t: Translate,
  formatDate: (value: string) => string,
  /** The contract's words (sections, genders, cards) in the reader's language. */
  label: Label = (x) => x,
): SummarySection[] {
  const labelOf = (list: readonly { value: string; label: string }[], v: string) => label(pick(list, v));
  const change: SummarySection[] =
    d.appType === 'C'
      ? [
          {
            id: 'change',
            title: label(PAPERLESS_SECTIONS.change),
            items: [{ label: t('paperless.form.existingPan'), value: d.existingPan }],
          },
        ]
      : [];
  return [
    ...change,
    {
      id: 'name',
      title: label(PAPERLESS_SECTIONS.name),
      items: [
        {
          label: t('paperless.summary.name'),
          value: [d.title, d.firstName, d.middleName, d.lastName].filter(Boolean).join(' '),
        },
      ],
    },
    {
      id: 'personal',
      title: label(PAPERLESS_SECTIONS.personal),
      items: [
        { label: t('paperless.form.gender'), value: d.gender ? labelOf(PAPERLESS_GENDERS, d.gender) : '' },
        { label: t('paperless.form.dob'), value: d.dob ? formatDate(d.dob) : '' },
      ],
    },
    {
      id: 'contact',
      title: label(PAPERLESS_SECTIONS.contact),
      items: [
        { label: t('paperless.summary.mobile'), value: d.mobile },
        { label: t('paperless.summary.email'), value: d.email },
      ],
    },
    {
      id: 'card',
      title: label(PAPERLESS_SECTIONS.card),
      items: [{ label: t('paperless.form.card'), value: d.card ? labelOf(PAPERLESS_CARDS, d.card) : '' }],
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
  const t = useT();
  const label = useLabel();
  const errorText = useErrorText();
  const { formatDate } = useFormat();
  // The checks write English (decision 0075): each problem reads in the language.
  const shown = problems?.map((p) => ({ ...p, message: errorText(p.message) }));
  return (
    <SummarySections
      sections={paperlessSections(detail.data, t, formatDate, label)}
      problems={shown}
      fixLink={fixLink}
    />
  );
}

const STATUS_WORDS = {
  success: 'paperless.provider.success',
  failure: 'paperless.provider.failure',
  pending: 'paperless.provider.pending',
} as const;

/** What Protean last said about the application (its result or a status answer), and when it was last asked. */
export function ProviderWord({ detail: d }: { detail: PaperlessDetail }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const p = d.provider;
  return (
    <Card withBorder radius="md" padding="md" data-testid="provider-word">
      <Title order={2} size="h5" mb="xs">
        {t('paperless.provider.title')}
      </Title>
      {p.status === null && !p.message ? (
        <Text size="sm" c="dimmed">
          {t(p.checkedAt ? 'paperless.provider.nothing' : 'paperless.provider.nothingNotAsked')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <SummaryField
            label={t('paperless.provider.status')}
            value={p.status ? t(STATUS_WORDS[p.status]) : ''}
            testId="provider-status"
          />
          <SummaryField label={t('paperless.provider.code')} value={p.code} />
          <SummaryField label={t('paperless.provider.message')} value={p.message} testId="provider-message" />
          <SummaryField
            label={t('paperless.provider.refunded')}
            value={t(p.refunded ? 'paperless.provider.yes' : 'paperless.provider.no')}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" mt="xs" data-testid="checked-at">
        {p.checkedAt
          ? t('paperless.provider.checkedAt', { at: formatDateTime(p.checkedAt) })
          : t('paperless.provider.notAsked')}
      </Text>
    </Card>
  );
}
