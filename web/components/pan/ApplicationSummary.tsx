import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  CHANGE_FIELDS,
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

/** An application's state as the lists, headers and cards show it (the e2e specs find it as pan-state). */
export function PanStateBadge({ state }: { state: string }) {
  return <StateBadge look={PAN_LOOK} state={state} testId="pan-state" />;
}

export const categoryLabel = (v: string) => PAN_CATEGORIES.find((c) => c.value === v)?.label ?? v;
export const typeLabel = (v: string) => (v === 'N' ? 'New PAN (Form 49A)' : 'Change / correction (CSF)');
export const documentLabel = (v: string) => DOCUMENT_KINDS.find((k) => k.value === v)?.label ?? v;

const person = (n: Pick<PersonName, 'lastName' | 'firstName' | 'middleName'>) =>
  [n.firstName, n.middleName, n.lastName].filter(Boolean).join(' ');
const address = (a: Address) => [a.line1, a.line2, a.line3, a.area, a.city, a.state, a.pin].filter(Boolean).join(', ');
const label = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((o) => o.value === v)?.label ?? v;

/** Read-only sections of an application, in the order of the form; a section may carry a link to fix it. */
export function applicationSections(d: ApplicationDetail, reveal = false): { section: Section; items: Detail[] }[] {
  const a = d.data;
  const ind = isIndividual(d.category);
  const out: { section: Section; items: Detail[] }[] = [];
  if (d.appType === 'C') {
    out.push({
      section: 'change',
      items: [
        { label: 'PAN to change', value: a.existingPan, testId: 'existing-pan' },
        {
          label: 'Details to change',
          value: a.changes.length
            ? a.changes.map((c) => label(CHANGE_FIELDS, c)).join(', ')
            : 'None (reprint of the card)',
        },
        { label: 'Other PANs held', value: a.otherPans.filter(Boolean).join(', ') },
        { label: 'Proof of PAN', value: a.panProof ? label(PAN_PROOFS, a.panProof) : '' },
      ],
    });
  } else {
    out.push({
      section: 'ao',
      items: [
        {
          label: 'AO code',
          value: [a.aoCode.areaCode, a.aoCode.aoType, a.aoCode.rangeCode, a.aoCode.aoNo].filter(Boolean).join(' / '),
        },
      ],
    });
  }
  out.push({
    section: 'name',
    items: ind
      ? [
          { label: 'Name', value: [a.title, person(a)].filter(Boolean).join(' '), testId: 'applicant-name' },
          { label: 'Name on card', value: a.nameOnCard },
          { label: 'Other name', value: a.otherName.used ? person(a.otherName) : 'No' },
        ]
      : [
          {
            label: `Name of the ${categoryLabel(d.category).toLowerCase()}`,
            value: a.lastName,
            testId: 'applicant-name',
          },
          { label: 'Name on card', value: a.nameOnCard },
        ],
  });
  out.push({
    section: 'personal',
    items: [
      ...(ind ? [{ label: 'Gender', value: a.gender ? label(GENDERS, a.gender) : '' }] : []),
      { label: ind ? 'Date of birth' : 'Date of incorporation', value: a.dob ? formatDate(a.dob) : '' },
      { label: 'Category', value: categoryLabel(d.category) },
    ],
  });
  if (ind) {
    out.push({
      section: 'parents',
      items: [
        { label: "Father's name", value: person(a.father) },
        { label: "Mother's name", value: person(a.mother) },
        { label: 'Printed on card', value: a.printParent === 'mother' ? "Mother's name" : "Father's name" },
      ],
    });
  }
  out.push({
    section: 'address',
    items: [
      ...(ind ? [{ label: 'Residence', value: address(a.residence) }] : []),
      { label: 'Office', value: [a.officeName, address(a.office)].filter(Boolean).join(', ') },
      { label: 'Communication to', value: a.communication === 'office' ? 'Office address' : 'Residence address' },
    ],
  });
  out.push({
    section: 'contact',
    items: [
      { label: 'Mobile', value: a.mobile },
      { label: 'Email', value: a.email },
      { label: 'Telephone', value: a.phone.number ? `+${a.phone.isd || '91'} ${a.phone.std} ${a.phone.number}` : '' },
    ],
  });
  out.push({
    section: 'identity',
    items: ind
      ? [
          {
            label: 'Aadhaar',
            value: (
              <AadhaarValue
                value={a.aadhaar}
                revealPath={reveal ? `${PAN_BASE.backend}/applications/${d.id}/reveal-aadhaar` : undefined}
              />
            ),
          },
          { label: 'Name as per Aadhaar', value: a.aadhaarName },
        ]
      : [{ label: 'Registration number', value: a.registrationNo }],
  });
  if (d.appType === 'N') {
    out.push({
      section: 'income',
      items: [
        { label: 'Source of income', value: a.incomeSources.map((s) => label(INCOME_SOURCES, s)).join(', ') },
        ...(a.incomeSources.includes('business') ? [{ label: 'Business code', value: a.businessCode }] : []),
      ],
    });
  }
  out.push({
    section: 'representative',
    items: [
      {
        label: 'Representative assessee',
        value: a.representative.used ? `${person(a.representative)}, ${address(a.representative.address)}` : 'None',
      },
    ],
  });
  out.push({
    section: 'proofs',
    items: [
      { label: 'Proof of identity', value: a.proofs.identity },
      { label: 'Proof of address', value: a.proofs.address },
      ...(ind ? [{ label: 'Proof of date of birth', value: a.proofs.dob }] : []),
    ],
  });
  out.push({
    section: 'declaration',
    items: [
      {
        label: 'Signed as',
        value: a.declaration.capacity === 'representative' ? 'Representative assessee' : 'Applicant (himself/herself)',
      },
      { label: 'Place', value: a.declaration.place },
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
  return (
    <Stack gap="md">
      {applicationSections(detail, reveal).map(({ section, items }) => {
        const wrong = (problems ?? []).filter((p) => p.section === section);
        return (
          <Card key={section} withBorder padding="md" data-testid={`section-${section}`}>
            <Group justify="space-between" mb="xs">
              <Title order={4}>{SECTIONS[section]}</Title>
              {fixLink && (
                <Anchor component={Link} to={fixLink(section)} size="sm">
                  {wrong.length ? 'Fix' : 'Edit'}
                </Anchor>
              )}
            </Group>
            <DetailList items={items} cols={3} />
            {wrong.length > 0 && (
              <Stack gap={2} mt="sm" data-testid={`problems-${section}`}>
                {wrong.map((p) => (
                  <Text key={p.field + p.message} c="red" size="sm">
                    {p.message}
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
            {typeLabel(detail.appType)} · {categoryLabel(detail.category)}
          </Text>
        </Stack>
        {extra}
      </Group>
      <DetailList
        cols={4}
        items={[
          { label: 'Applicant', value: detail.name },
          { label: 'Acknowledgement No', value: detail.ackNo, testId: 'ack-no' },
          { label: 'Merchant', value: `${detail.merchant.code} ${detail.merchant.name}` },
          { label: detail.state === 'draft' ? 'Price' : 'Charged', value: formatRupeeAmount(detail.amount) },
          { label: 'Created', value: formatDate(detail.createdAt) },
          { label: 'Submitted', value: detail.submittedAt ? formatDate(detail.submittedAt) : '' },
          { label: 'Remark', value: detail.remark },
          ...(detail.consent
            ? [{ label: 'Consent to privacy notice', value: consentText(detail.consent), testId: 'consent' }]
            : []),
          {
            label: 'Reapplied',
            value: detail.reappliedFrom
              ? `from ${detail.reappliedFrom.tokenNo}`
              : detail.reappliedAs
                ? `as ${detail.reappliedAs.tokenNo}`
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
