import type { ReactNode } from 'react';
import { PSA_GENDERS, PSA_SECTIONS, type PsaRegistrationData, type PsaRegistrationDetail } from '../../../contract/uti';
import { RequestHeader, SummarySections, type SummarySection } from '../requests/RequestSummary';
import { PSA_SERVICE } from './services';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { requestPaths } from '../requests/api';
import { useFormat, useT, type Translate } from '../../i18n/uti';
import { useLabel, type Label } from '../../i18n/labels';
import { useErrorText } from '../../i18n/errors';

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
  const t = useT();
  return (
    <RequestHeader
      service={PSA_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      extra={extra}
      results={[{ label: t('uti.psa.loginId'), value: d.result, testId: 'psa-id', shown: d.state === 'approved' }]}
    />
  );
}

export function psaSections(
  d: PsaRegistrationData,
  t: Translate,
  formatDate: (value: string) => string,
  revealPath?: string,
  /** The contract's words (sections, genders, states) in the reader's language. */
  label: Label = (x) => x,
): SummarySection[] {
  return [
    {
      id: 'applicant',
      title: label(PSA_SECTIONS.applicant),
      items: [
        { label: t('uti.psa.name'), value: fullName(d) },
        { label: t('uti.psa.dob'), value: d.dob ? formatDate(d.dob) : '' },
        { label: t('uti.psa.gender'), value: d.gender ? label(genderLabel(d.gender)) : '' },
      ],
    },
    {
      id: 'contact',
      title: label(PSA_SECTIONS.contact),
      items: [
        { label: t('uti.psa.mobile'), value: d.mobile },
        { label: t('uti.psa.email'), value: d.email },
      ],
    },
    {
      id: 'identity',
      title: label(PSA_SECTIONS.identity),
      items: [
        { label: t('uti.psa.pan'), value: d.pan },
        { label: t('uti.psa.aadhaar'), value: <AadhaarValue value={d.aadhaar} revealPath={revealPath} /> },
      ],
    },
    {
      id: 'shop',
      title: label(PSA_SECTIONS.shop),
      items: [
        { label: t('uti.psa.shopName'), value: d.shopName },
        { label: t('uti.psa.address'), value: d.address },
        { label: t('uti.psa.district'), value: d.district },
        { label: t('uti.psa.state'), value: d.state && label(d.state) },
        { label: t('uti.psa.pin'), value: d.pin },
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
  const t = useT();
  const label = useLabel();
  const errorText = useErrorText();
  const { formatDate } = useFormat();
  const revealPath = reveal ? requestPaths(PSA_SERVICE, 'backend').revealAadhaar(detail.id) : undefined;
  // The checks write English (decision 0075): each problem reads in the language.
  const shown = problems?.map((p) => ({ ...p, message: errorText(p.message) }));
  return (
    <SummarySections
      sections={psaSections(detail.data, t, formatDate, revealPath, label)}
      problems={shown}
      fixLink={fixLink}
    />
  );
}
