import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  CHANGE_FIELDS,
  CROP_SPECS,
  DOCUMENT_KINDS,
  GENDERS,
  INCOME_SOURCES,
  PAN_PROOFS,
  SECTIONS,
  isIndividual,
  type Address,
  type ApplicationDetail,
  type PersonName,
  type Problem,
  type Section,
} from '../../../contract/nsdl-pan';
import { PAN_CATEGORIES } from '../../../contract/pan';
import { DetailList, type Detail } from '../account/DetailList';
import { formatRupeeAmount } from '../../../contract/money';
import { formatDate } from '../DataTable';
import { RequestTimeline, StateBadge } from '../requests';
import { consentText } from '../requests/RequestSummary';
import { PAN_LOOK } from './look';
import { PAN_BASE } from '../../api/nsdl-pan';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { useT, type Translate } from '../../i18n/pan';
import { useLabel, type Label } from '../../i18n/labels';
import { useErrorText } from '../../i18n/errors';

/** An application's state as the lists, headers and cards show it (the e2e specs find it as pan-state). */
export function PanStateBadge({ state }: { state: string }) {
  return <StateBadge look={PAN_LOOK} state={state} testId="pan-state" />;
}

export const categoryLabel = (v: string) => PAN_CATEGORIES.find((c) => c.value === v)?.label ?? v;
const categoryText = categoryLabel;
export const typeLabel = (t: Translate, v: string) => t(v === 'N' ? 'pan.summary.typeNew' : 'pan.summary.typeChange');
export const documentLabel = (v: string) => DOCUMENT_KINDS.find((k) => k.value === v)?.label ?? v;
/** A document's or a crop's kind by name in the reader's language (the contract writes it in English: decision 0075). */
export function useKindLabel(): (kind: string) => string {
  const label = useLabel();
  const crops: Readonly<Record<string, { label: string }>> = CROP_SPECS;
  return (kind) => label(crops[kind]?.label ?? documentLabel(kind));
}

const person = (n: Pick<PersonName, 'lastName' | 'firstName' | 'middleName'>) =>
  [n.firstName, n.middleName, n.lastName].filter(Boolean).join(' ');
const addressText = (a: Address, l: Label = (x) => x) =>
  [a.line1, a.line2, a.line3, a.area, a.city, a.state && l(a.state), a.pin].filter(Boolean).join(', ');
const pick = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((o) => o.value === v)?.label ?? v;

/** Read-only sections of an application, in the order of the form; a section may carry a link to fix it. */
export function applicationSections(
  t: Translate,
  d: ApplicationDetail,
  reveal = false,
  /** The contract's words (genders, categories, states…) in the reader's language. */
  l: Label = (x) => x,
): { section: Section; items: Detail[] }[] {
  const label = (list: readonly { value: string; label: string }[], v: string) => l(pick(list, v));
  const address = (a: Address) => addressText(a, l);
  const categoryLabel = (v: string) => l(categoryText(v));
  const a = d.data;
  const ind = isIndividual(d.category);
  const out: { section: Section; items: Detail[] }[] = [];
  if (d.appType === 'C') {
    out.push({
      section: 'change',
      items: [
        { label: t('pan.summary.panToChange'), value: a.existingPan, testId: 'existing-pan' },
        {
          label: t('pan.summary.detailsToChange'),
          value: a.changes.length
            ? a.changes.map((c) => label(CHANGE_FIELDS, c)).join(', ')
            : t('pan.summary.reprintOnly'),
        },
        { label: t('pan.summary.otherPans'), value: a.otherPans.filter(Boolean).join(', ') },
        { label: t('pan.summary.panProof'), value: a.panProof ? label(PAN_PROOFS, a.panProof) : '' },
      ],
    });
  } else {
    out.push({
      section: 'ao',
      items: [
        {
          label: t('pan.summary.aoCode'),
          value: [a.aoCode.areaCode, a.aoCode.aoType, a.aoCode.rangeCode, a.aoCode.aoNo].filter(Boolean).join(' / '),
        },
      ],
    });
  }
  out.push({
    section: 'name',
    items: ind
      ? [
          {
            label: t('pan.summary.name'),
            value: [a.title, person(a)].filter(Boolean).join(' '),
            testId: 'applicant-name',
          },
          { label: t('pan.summary.nameOnCard'), value: a.nameOnCard },
          { label: t('pan.summary.otherName'), value: a.otherName.used ? person(a.otherName) : t('pan.summary.no') },
        ]
      : [
          {
            label: t('pan.summary.entityName', { category: categoryLabel(d.category).toLowerCase() }),
            value: a.lastName,
            testId: 'applicant-name',
          },
          { label: t('pan.summary.nameOnCard'), value: a.nameOnCard },
        ],
  });
  out.push({
    section: 'personal',
    items: [
      ...(ind ? [{ label: t('pan.summary.gender'), value: a.gender ? label(GENDERS, a.gender) : '' }] : []),
      { label: t(ind ? 'pan.summary.dob' : 'pan.summary.doi'), value: a.dob ? formatDate(a.dob) : '' },
      { label: t('pan.summary.category'), value: categoryLabel(d.category) },
    ],
  });
  if (ind) {
    out.push({
      section: 'parents',
      items: [
        { label: t('pan.summary.father'), value: person(a.father) },
        { label: t('pan.summary.mother'), value: person(a.mother) },
        {
          label: t('pan.summary.printedOnCard'),
          value: t(a.printParent === 'mother' ? 'pan.summary.mother' : 'pan.summary.father'),
        },
      ],
    });
  }
  out.push({
    section: 'address',
    items: [
      ...(ind ? [{ label: t('pan.summary.residence'), value: address(a.residence) }] : []),
      { label: t('pan.summary.office'), value: [a.officeName, address(a.office)].filter(Boolean).join(', ') },
      {
        label: t('pan.summary.communicationTo'),
        value: t(a.communication === 'office' ? 'pan.summary.officeAddress' : 'pan.summary.residenceAddress'),
      },
    ],
  });
  out.push({
    section: 'contact',
    items: [
      { label: t('pan.summary.mobile'), value: a.mobile },
      { label: t('pan.summary.email'), value: a.email },
      {
        label: t('pan.summary.telephone'),
        value: a.phone.number ? `+${a.phone.isd || '91'} ${a.phone.std} ${a.phone.number}` : '',
      },
    ],
  });
  out.push({
    section: 'identity',
    items: ind
      ? [
          {
            label: t('pan.summary.aadhaar'),
            value: (
              <AadhaarValue
                value={a.aadhaar}
                revealPath={reveal ? `${PAN_BASE.backend}/applications/${d.id}/reveal-aadhaar` : undefined}
              />
            ),
          },
          { label: t('pan.summary.aadhaarName'), value: a.aadhaarName },
        ]
      : [{ label: t('pan.summary.registrationNo'), value: a.registrationNo }],
  });
  if (d.appType === 'N') {
    out.push({
      section: 'income',
      items: [
        {
          label: t('pan.summary.incomeSources'),
          value: a.incomeSources.map((s) => label(INCOME_SOURCES, s)).join(', '),
        },
        ...(a.incomeSources.includes('business')
          ? [{ label: t('pan.summary.businessCode'), value: a.businessCode }]
          : []),
      ],
    });
  }
  out.push({
    section: 'representative',
    items: [
      {
        label: t('pan.summary.representative'),
        value: a.representative.used
          ? `${person(a.representative)}, ${address(a.representative.address)}`
          : t('pan.summary.none'),
      },
    ],
  });
  out.push({
    section: 'proofs',
    items: [
      { label: t('pan.summary.proofIdentity'), value: l(a.proofs.identity) },
      { label: t('pan.summary.proofAddress'), value: l(a.proofs.address) },
      ...(ind ? [{ label: t('pan.summary.proofDob'), value: l(a.proofs.dob) }] : []),
    ],
  });
  out.push({
    section: 'declaration',
    items: [
      {
        label: t('pan.summary.signedAs'),
        value: t(
          a.declaration.capacity === 'representative'
            ? 'pan.summary.signedRepresentative'
            : 'pan.summary.signedApplicant',
        ),
      },
      { label: t('pan.summary.place'), value: a.declaration.place },
    ],
  });
  return out;
}

/**
 * The whole application, read-only, section by section. With `problems` each section lists what is
 * wrong in it, and `fixLink` (pre-submit) says where to correct it.
 */
export function ApplicationSummary({
  detail,
  problems,
  fixLink,
  reveal = false,
}: {
  detail: ApplicationDetail;
  problems?: Problem[];
  fixLink?: (section: Section) => string;
  /** The back office's reading: a masked Aadhaar number has a logged "Show". */
  reveal?: boolean;
}) {
  const t = useT();
  const label = useLabel();
  const errorText = useErrorText();
  return (
    <Stack gap="md">
      {applicationSections(t, detail, reveal, label).map(({ section, items }) => {
        const wrong = (problems ?? []).filter((p) => p.section === section);
        return (
          <Card key={section} withBorder padding="md" data-testid={`section-${section}`}>
            <Group justify="space-between" mb="xs">
              <Title order={4}>{label(SECTIONS[section])}</Title>
              {fixLink && (
                <Anchor component={Link} to={fixLink(section)} size="sm">
                  {t(wrong.length ? 'pan.summary.fix' : 'pan.summary.edit')}
                </Anchor>
              )}
            </Group>
            <DetailList items={items} cols={3} />
            {wrong.length > 0 && (
              <Stack gap={2} mt="sm" data-testid={`problems-${section}`}>
                {wrong.map((p) => (
                  <Text key={p.field + p.message} c="red" size="sm">
                    {errorText(p.message)}
                  </Text>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** Header facts of an application: token, state, ack no, type, category, merchant, amount, dates. */
export function ApplicationHeader({ detail, extra }: { detail: ApplicationDetail; extra?: ReactNode }) {
  const t = useT();
  const label = useLabel();
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3} data-testid="token-no">
              {detail.tokenNo}
            </Title>
            <PanStateBadge state={detail.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {typeLabel(t, detail.appType)} · {label(categoryLabel(detail.category))}
          </Text>
        </Stack>
        {extra}
      </Group>
      <DetailList
        cols={4}
        items={[
          { label: t('pan.summary.applicant'), value: detail.name },
          { label: t('pan.summary.ackNo'), value: detail.ackNo, testId: 'ack-no' },
          { label: t('pan.summary.merchant'), value: `${detail.merchant.code} ${detail.merchant.name}` },
          {
            label: t(detail.state === 'draft' ? 'pan.summary.price' : 'pan.summary.charged'),
            value: formatRupeeAmount(detail.amount),
          },
          { label: t('pan.summary.created'), value: formatDate(detail.createdAt) },
          { label: t('pan.summary.submitted'), value: detail.submittedAt ? formatDate(detail.submittedAt) : '' },
          { label: t('pan.summary.remark'), value: detail.remark },
          ...(detail.consent
            ? [{ label: t('pan.summary.consent'), value: consentText(detail.consent), testId: 'consent' }]
            : []),
          {
            label: t('pan.summary.reapplied'),
            value: detail.reappliedFrom
              ? t('pan.summary.reappliedFrom', { token: detail.reappliedFrom.tokenNo })
              : detail.reappliedAs
                ? t('pan.summary.reappliedAs', { token: detail.reappliedAs.tokenNo })
                : '',
          },
        ]}
      />
    </Card>
  );
}

/** Who did what and when, with remarks (every state change is an event row on the server). */
export function ApplicationTimeline({ detail }: { detail: ApplicationDetail }) {
  return <RequestTimeline look={PAN_LOOK} events={detail.events} />;
}
