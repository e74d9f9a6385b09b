import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  GST_FILING_SECTIONS,
  GST_PERSON_ROLES,
  GST_REGISTRATION_SECTIONS,
  periodLabel,
  type GstFilingData,
  type GstProblem,
  type GstRegistrationData,
  type GstRequestDetail,
} from '../../../contract/gst';
import { formatDate, formatDateTime } from '../../../contract/format';
import { formatRupeeAmount } from '../../../contract/money';
import { GST_LOOK, constitutionLabel, returnTypeLabel } from './services';
import { StateBadge } from '../requests';
import { kindOf } from '../../api/gst';

/* A GST request read back: its header (number, state, money, results) and its answers by section. */

const EMPTY = '--';

/** SPEC §5 read-only field: '--' for an empty value. */
function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
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

/** The request's number, state and what has come of it: dates, price, ARN, GSTIN, the last question or reason. */
export function RequestHeader({ detail: d, showMerchant = false, extra }: { detail: GstRequestDetail; showMerchant?: boolean; extra?: ReactNode }) {
  const kind = kindOf(d);
  const remarkTitle = d.state === 'rejected' ? 'Reason for rejection' : d.state === 'query_raised' ? 'Query from the back office' : null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="request-header">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={700} size="lg" data-testid="ref-no" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {d.refNo}
            </Text>
            <StateBadge look={GST_LOOK[kind].look} state={d.state} testId="gst-state" />
          </Group>
          {extra}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label="Request date" value={formatDate(d.dated)} />
          <Field label={d.state === 'draft' ? 'Price' : 'Amount charged'} value={formatRupeeAmount(d.amount)} testId="amount" />
          <Field label="Submitted" value={d.submittedAt ? formatDateTime(d.submittedAt) : ''} />
          {showMerchant && <Field label="Merchant" value={`${d.merchant.code} (${d.merchant.name})`} />}
          {(d.result || d.state === 'completed') && <Field label="ARN" value={d.result} testId="arn" />}
          {kind === 'registration' && (d.result2 || d.state === 'completed') && <Field label="GSTIN" value={d.result2} testId="gstin" />}
        </SimpleGrid>
        {remarkTitle && d.remark && (
          <Alert color={d.state === 'rejected' ? 'red' : 'orange'} variant="light" title={remarkTitle} data-testid="request-remark">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {d.remark}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

type Item = { label: string; value: ReactNode };
type Section = { id: string; title: string; items: Item[]; groups?: { title: string; items: Item[] }[] };

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const roleLabel = (v: string) => GST_PERSON_ROLES.find((r) => r.value === v)?.label ?? 'Person';

function registrationSections(d: GstRegistrationData): Section[] {
  const S = GST_REGISTRATION_SECTIONS;
  return [
    {
      id: 'business',
      title: S.business,
      items: [
        { label: 'Legal name', value: d.legalName },
        { label: 'Trade name', value: d.tradeName },
        { label: 'Constitution', value: d.constitution ? constitutionLabel(d.constitution) : '' },
        { label: 'PAN', value: d.pan },
        { label: 'Date of commencement', value: d.commencementDate ? formatDate(d.commencementDate) : '' },
        { label: 'Composition scheme', value: yesNo(d.composition) },
      ],
    },
    {
      id: 'place',
      title: S.place,
      items: [
        { label: 'State', value: d.state },
        { label: 'District', value: d.district },
        { label: 'Address', value: [d.address.line1, d.address.line2, d.address.city].filter(Boolean).join(', ') },
        { label: 'PIN code', value: d.address.pin },
      ],
    },
    {
      id: 'persons',
      title: S.persons,
      items: d.persons.length ? [] : [{ label: 'People', value: '' }],
      groups: d.persons.map((p, i) => ({
        title: `${p.role ? roleLabel(p.role) : 'Person'} ${i + 1}`,
        items: [
          { label: 'Name', value: p.name },
          { label: 'PAN', value: p.pan },
          { label: 'Aadhaar', value: p.aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ') },
          { label: 'Mobile', value: p.mobile },
          { label: 'Email', value: p.email },
        ],
      })),
    },
    {
      id: 'signatory',
      title: S.signatory,
      items: [
        { label: 'Name', value: d.signatory.name },
        { label: 'Designation', value: d.signatory.designation },
        { label: 'PAN', value: d.signatory.pan },
        { label: 'Mobile', value: d.signatory.mobile },
        { label: 'Email', value: d.signatory.email },
      ],
    },
    {
      id: 'bank',
      title: S.bank,
      items: [
        { label: 'Account number', value: d.bank.accountNo },
        { label: 'IFSC', value: d.bank.ifsc },
        { label: 'Bank', value: d.bank.bankName },
      ],
    },
  ];
}

function filingSections(d: GstFilingData): Section[] {
  return [
    {
      id: 'return',
      title: GST_FILING_SECTIONS.return,
      items: [
        { label: 'GSTIN', value: d.gstin },
        { label: 'Business', value: d.legalName },
        { label: 'Return', value: d.returnType ? returnTypeLabel(d.returnType) : '' },
        { label: 'Period', value: d.period ? periodLabel(d.period) : '' },
        ...(d.returnType === 'GSTR-1' || d.returnType === 'GSTR-3B' ? [{ label: 'QRMP (quarterly)', value: yesNo(d.qrmp) }] : []),
        { label: 'Nil return', value: yesNo(d.nilReturn) },
        { label: 'Remarks', value: d.remarks },
      ],
    },
  ];
}

/**
 * The request's answers, one card per form section. With `problems` (a draft before submitting) each
 * section lists what is still wrong in it, with `fixLink` to the form's section.
 */
export function RequestSummary({ detail, problems = [], fixLink }: { detail: GstRequestDetail; problems?: readonly GstProblem[]; fixLink?: (section: string) => string }) {
  const sections = detail.service === 'gst-registration' ? registrationSections(detail.data) : filingSections(detail.data);
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
                <Anchor component={Link} to={fixLink(s.id)} size="sm" aria-label={`Fix ${s.title}`}>
                  Fix
                </Anchor>
              )}
            </Group>
            {s.items.length > 0 && (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
                {s.items.map((it) => (
                  <Field key={it.label} label={it.label} value={it.value} />
                ))}
              </SimpleGrid>
            )}
            {s.groups?.map((g) => (
              <Stack key={g.title} gap={4} mt="sm">
                <Text size="sm" fw={600}>
                  {g.title}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
                  {g.items.map((it) => (
                    <Field key={it.label} label={it.label} value={it.value} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            {own.length > 0 && (
              <Alert color="red" variant="light" mt="sm" py="xs" data-testid={`problems-${s.id}`}>
                <Stack gap={2}>
                  {own.map((p) => (
                    <Text key={p.field + p.message} size="sm">
                      {p.message}
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
