import { useErrorText } from '../../i18n/errors';
import { useLabel } from '../../i18n/labels';
import type { ConsentRecord } from '../../../contract/privacy/notice';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../contract/format';
import { formatRupeeAmount } from '../../../contract/money';
import type { AnyLocale, MessageId } from '../../../contract/i18n';
import { formatLocale, i18n } from '../../i18n';
import { useFormat, useT, type Translate } from '../../i18n/requests';
import type { RequestDetailBase, RequestService } from './service';
import { StateBadge } from './StateBadge';

/* A request read back: its header (number, state, money, results) and the service's answers by section. */

const EMPTY = '--';

/** docs/product.md#input-rules read-only field: '--' for an empty value. */
export function SummaryField({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {empty ? EMPTY : value}
      </Text>
    </div>
  );
}

/** What a request came to (an ARN, a PSA login id), shown in the header when `shown`. */
export type ResultField = { label: string; value: ReactNode; testId: string; shown: boolean };

const LANGUAGE_NAMES: Readonly<Record<string, MessageId>> = {
  en: 'requests.summary.languageEn',
  hi: 'requests.summary.languageHi',
};

/**
 * "Given 28-Nov-2026 · notice of 2026-11-28 · English": what the applicant agreed to, when, in which language;
 * in the active language (called while a page draws).
 */
export function consentText(c: ConsentRecord): string {
  const t: Translate = (id, values) => i18n._(id, values);
  const language = LANGUAGE_NAMES[c.language];
  return t('requests.summary.consent', {
    date: formatDate(c.acceptedAt, formatLocale(i18n.locale as AnyLocale)),
    version: c.noticeVersion,
    language: language ? t(language) : c.language,
  });
}

/** The request's number, state and what has come of it: dates, price, results, the last question or reason. */
export function RequestHeader({
  service,
  detail: d,
  showMerchant = false,
  extra,
  results = [],
  remarkTitles,
}: {
  service: Pick<RequestService, 'look' | 'stateTestId'>;
  detail: RequestDetailBase;
  showMerchant?: boolean;
  extra?: ReactNode;
  results?: readonly ResultField[];
  remarkTitles?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const { formatDate: day, formatDateTime } = useFormat();
  const remarkTitle = (remarkTitles ?? { rejected: t('requests.summary.rejectionReason') })[d.state];
  return (
    <Card withBorder radius="md" padding="md" data-testid="request-header">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={700} size="lg" data-testid="ref-no" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {d.refNo}
            </Text>
            <StateBadge look={service.look} state={d.state} testId={service.stateTestId} />
          </Group>
          {extra}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" verticalSpacing="xs">
          <SummaryField label={t('requests.summary.dated')} value={day(d.dated)} />
          <SummaryField
            label={t(d.state === 'draft' ? 'requests.summary.price' : 'requests.summary.charged')}
            value={formatRupeeAmount(d.amount)}
            testId="amount"
          />
          <SummaryField
            label={t('requests.summary.submitted')}
            value={d.submittedAt ? formatDateTime(d.submittedAt) : ''}
          />
          {showMerchant && (
            <SummaryField label={t('requests.summary.merchant')} value={`${d.merchant.code} (${d.merchant.name})`} />
          )}
          {d.consent && (
            <SummaryField label={t('requests.summary.consentLabel')} value={consentText(d.consent)} testId="consent" />
          )}
          {results.map((r) =>
            r.shown ? <SummaryField key={r.testId} label={r.label} value={r.value} testId={r.testId} /> : null,
          )}
        </SimpleGrid>
        {remarkTitle && d.remark && (
          <Alert
            color={d.state === 'rejected' ? 'red' : 'orange'}
            variant="light"
            title={remarkTitle}
            data-testid="request-remark"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {d.remark}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

export type SummaryItem = { label: string; value: ReactNode };
/** One card of a request's answers: a form section, its fields, and groups (a person each) below them. */
export type SummarySection = {
  id: string;
  title: string;
  items: SummaryItem[];
  groups?: { title: string; items: SummaryItem[] }[];
};

/**
 * A request's answers, one card per form section. With `problems` (a draft before submitting) each
 * section lists what is still wrong in it, with `fixLink` to the form's section.
 */
export function SummarySections({
  sections,
  problems = [],
  fixLink,
}: {
  sections: readonly SummarySection[];
  problems?: readonly { section?: string; field: string; message: string }[];
  fixLink?: (section: string) => string;
}) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Stack gap="md">
      {sections.map((s) => {
        const own = problems.filter((p) => p.section === s.id);
        return (
          <Card key={s.id} withBorder radius="md" padding="md" data-testid={`summary-${s.id}`}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h5">
                {s.title}
              </Title>
              {fixLink && own.length > 0 && (
                <Anchor
                  component={Link}
                  to={fixLink(s.id)}
                  size="sm"
                  aria-label={t('requests.check.fixSection', { name: s.title })}
                >
                  {t('requests.check.fix')}
                </Anchor>
              )}
            </Group>
            {s.items.length > 0 && <SummaryGrid items={s.items} />}
            {s.groups?.map((g) => (
              <Stack key={g.title} gap={4} mt="sm">
                <Text size="sm" fw={600}>
                  {g.title}
                </Text>
                <SummaryGrid items={g.items} />
              </Stack>
            ))}
            {own.length > 0 && (
              <Alert color="red" variant="light" mt="sm" py="xs" data-testid={`problems-${s.id}`}>
                <Stack gap={2}>
                  {own.map((p) => (
                    <Text key={p.field + p.message} size="sm">
                      {errorText(p.message)}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

function SummaryGrid({ items }: { items: readonly SummaryItem[] }) {
  const label = useLabel();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {items.map((it) => (
        <SummaryField key={it.label} label={label(it.label)} value={it.value} />
      ))}
    </SimpleGrid>
  );
}
