import type { ReactNode } from 'react';
import { PSA_GENDERS, PSA_SECTIONS, type PsaRegistrationData, type PsaRegistrationDetail } from '../../../contract/uti';
import { formatDate } from '../../../contract/format';
import { RequestHeader, SummarySections, type SummarySection } from '../requests/RequestSummary';
import { PSA_SERVICE } from './services';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { requestPaths } from '../requests/api';

/* A PSA registration read back: the shared header with the login id, and its answers by section. */

export const fullName = (d: Pick<PsaRegistrationData, 'firstName' | 'middleName' | 'lastName'>) =>
  [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');
const genderLabel = (v: string) => PSA_GENDERS.find((g) => g.value === v)?.label ?? v;

export function PsaHeader({
  detail: d,
  showMerchant = false,
  extra,
}: {
  detail: PsaRegistrationDetail;
  showMerchant?: boolean;
  extra?: ReactNode;
}) {
  return (
    <RequestHeader
      service={PSA_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      extra={extra}
      results={[{ label: 'PSA login id', value: d.result, testId: 'psa-id', shown: d.state === 'approved' }]}
    />
  );
}

export function psaSections(d: PsaRegistrationData, revealPath?: string): SummarySection[] {
  return [
    {
      id: 'applicant',
      title: PSA_SECTIONS.applicant,
      items: [
        { label: 'Name', value: fullName(d) },
        { label: 'Date of birth', value: d.dob ? formatDate(d.dob) : '' },
        { label: 'Gender', value: d.gender ? genderLabel(d.gender) : '' },
      ],
    },
    {
      id: 'contact',
      title: PSA_SECTIONS.contact,
      items: [
        { label: 'Mobile', value: d.mobile },
        { label: 'Email', value: d.email },
      ],
    },
    {
      id: 'identity',
      title: PSA_SECTIONS.identity,
      items: [
        { label: 'PAN', value: d.pan },
        { label: 'Aadhaar', value: <AadhaarValue value={d.aadhaar} revealPath={revealPath} /> },
      ],
    },
    {
      id: 'shop',
      title: PSA_SECTIONS.shop,
      items: [
        { label: 'Shop name', value: d.shopName },
        { label: 'Address', value: d.address },
        { label: 'District', value: d.district },
        { label: 'State', value: d.state },
        { label: 'PIN code', value: d.pin },
      ],
    },
  ];
}

export function PsaSummary({
  detail,
  problems,
  fixLink,
  reveal = false,
}: {
  detail: PsaRegistrationDetail;
  problems?: PsaRegistrationDetail['problems'];
  fixLink?: (section: string) => string;
  /** The back office's reading: a masked Aadhaar number has a logged "Show". */
  reveal?: boolean;
}) {
  const revealPath = reveal ? requestPaths(PSA_SERVICE, 'backend').revealAadhaar(detail.id) : undefined;
  return <SummarySections sections={psaSections(detail.data, revealPath)} problems={problems} fixLink={fixLink} />;
}
