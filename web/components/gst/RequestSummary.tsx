import type { ReactNode } from 'react';
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
import { formatDate } from '../../../contract/format';
import { GST_KEYS, kindOf } from '../../api/gst';
import {
  RequestHeader as SharedHeader,
  SummarySections,
  type SummarySection as Section,
} from '../requests/RequestSummary';
import { GST_SERVICES, constitutionLabel, returnTypeLabel } from './services';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { requestPaths } from '../requests/api';

/* A GST request read back: the shared header with its ARN and GSTIN, and its answers by section. */

const REMARK_TITLES = { rejected: 'Reason for rejection', query_raised: 'Query from the back office' };

/** The request's number, state and what has come of it: dates, price, ARN, GSTIN, the last question or reason. */
export function RequestHeader({
  detail: d,
  showMerchant = false,
  extra,
}: {
  detail: GstRequestDetail;
  showMerchant?: boolean;
  extra?: ReactNode;
}) {
  const kind = kindOf(d);
  const results = [
    { label: 'ARN', value: d.result, testId: 'arn', shown: !!d.result || d.state === 'completed' },
    {
      label: 'GSTIN',
      value: d.result2,
      testId: 'gstin',
      shown: kind === 'registration' && (!!d.result2 || d.state === 'completed'),
    },
  ];
  return (
    <SharedHeader
      service={GST_SERVICES[kind]}
      detail={d}
      showMerchant={showMerchant}
      extra={extra}
      results={results}
      remarkTitles={REMARK_TITLES}
    />
  );
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const roleLabel = (v: string) => GST_PERSON_ROLES.find((r) => r.value === v)?.label ?? 'Person';

function registrationSections(d: GstRegistrationData, revealPath?: string): Section[] {
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
          {
            label: 'Aadhaar',
            value: <AadhaarValue value={p.aadhaar} revealPath={revealPath} field={`persons.${i}.aadhaar`} />,
          },
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
        ...(d.returnType === 'GSTR-1' || d.returnType === 'GSTR-3B'
          ? [{ label: 'QRMP (quarterly)', value: yesNo(d.qrmp) }]
          : []),
        { label: 'Nil return', value: yesNo(d.nilReturn) },
        { label: 'Remarks', value: d.remarks },
      ],
    },
  ];
}

/** The request's answers, one card per form section; a draft's with what is still wrong in each. */
export function RequestSummary({
  detail,
  problems = [],
  fixLink,
  reveal = false,
}: {
  detail: GstRequestDetail;
  problems?: readonly GstProblem[];
  fixLink?: (section: string) => string;
  /** The back office's reading: a masked Aadhaar number has a logged "Show". */
  reveal?: boolean;
}) {
  const revealPath = reveal ? requestPaths(GST_SERVICES.registration, 'backend').revealAadhaar(detail.id) : undefined;
  const sections =
    detail.service === GST_KEYS.registration
      ? registrationSections(detail.data, revealPath)
      : filingSections(detail.data);
  return <SummarySections sections={sections} problems={problems} fixLink={fixLink} />;
}
