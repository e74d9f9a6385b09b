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
import { GST_KEYS, kindOf } from '../../api/gst';
import {
  RequestHeader as SharedHeader,
  SummarySections,
  type SummarySection as Section,
} from '../requests/RequestSummary';
import { GST_SERVICES, constitutionLabel, returnTypeLabel } from './services';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { requestPaths } from '../requests/api';
import { useFormat, useT, type Translate } from '../../i18n/gst';
import { useLabel, type Label } from '../../i18n/labels';
import { useErrorText } from '../../i18n/errors';

/* A GST request read back: the shared header with its ARN and GSTIN, and its answers by section. */

const REMARK_TITLES = { rejected: 'gst.summary.rejectionReason', query_raised: 'gst.summary.queryTitle' } as const;

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
  const t = useT();
  const kind = kindOf(d);
  const results = [
    { label: t('gst.summary.arn'), value: d.result, testId: 'arn', shown: !!d.result || d.state === 'completed' },
    {
      label: t('gst.summary.gstin'),
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
      remarkTitles={{ rejected: t(REMARK_TITLES.rejected), query_raised: t(REMARK_TITLES.query_raised) }}
    />
  );
}

/** The page's words and dates in the reader's language. */
type Words = { t: Translate; formatDate: (value: string) => string; label: Label };

const yesNo = (t: Translate, b: boolean) => t(b ? 'gst.summary.yes' : 'gst.summary.no');
const roleLabel = (t: Translate, v: string) =>
  GST_PERSON_ROLES.find((r) => r.value === v)?.label ?? t('gst.summary.person');

function registrationSections(d: GstRegistrationData, { t, formatDate, label }: Words, revealPath?: string): Section[] {
  const S = GST_REGISTRATION_SECTIONS;
  return [
    {
      id: 'business',
      title: label(S.business),
      items: [
        { label: t('gst.summary.legalName'), value: d.legalName },
        { label: t('gst.summary.tradeName'), value: d.tradeName },
        { label: t('gst.summary.constitution'), value: d.constitution ? label(constitutionLabel(d.constitution)) : '' },
        { label: t('gst.summary.pan'), value: d.pan },
        { label: t('gst.summary.commencement'), value: d.commencementDate ? formatDate(d.commencementDate) : '' },
        { label: t('gst.summary.composition'), value: yesNo(t, d.composition) },
      ],
    },
    {
      id: 'place',
      title: label(S.place),
      items: [
        { label: t('gst.summary.state'), value: d.state && label(d.state) },
        { label: t('gst.summary.district'), value: d.district },
        {
          label: t('gst.summary.address'),
          value: [d.address.line1, d.address.line2, d.address.city].filter(Boolean).join(', '),
        },
        { label: t('gst.summary.pin'), value: d.address.pin },
      ],
    },
    {
      id: 'persons',
      title: label(S.persons),
      items: d.persons.length ? [] : [{ label: t('gst.summary.people'), value: '' }],
      groups: d.persons.map((p, i) => ({
        title: t('gst.summary.personHeading', {
          role: p.role ? label(roleLabel(t, p.role)) : t('gst.summary.person'),
          number: i + 1,
        }),
        items: [
          { label: t('gst.summary.name'), value: p.name },
          { label: t('gst.summary.pan'), value: p.pan },
          {
            label: t('gst.summary.aadhaar'),
            value: <AadhaarValue value={p.aadhaar} revealPath={revealPath} field={`persons.${i}.aadhaar`} />,
          },
          { label: t('gst.summary.mobile'), value: p.mobile },
          { label: t('gst.summary.email'), value: p.email },
        ],
      })),
    },
    {
      id: 'signatory',
      title: label(S.signatory),
      items: [
        { label: t('gst.summary.name'), value: d.signatory.name },
        { label: t('gst.summary.designation'), value: d.signatory.designation },
        { label: t('gst.summary.pan'), value: d.signatory.pan },
        { label: t('gst.summary.mobile'), value: d.signatory.mobile },
        { label: t('gst.summary.email'), value: d.signatory.email },
      ],
    },
    {
      id: 'bank',
      title: label(S.bank),
      items: [
        { label: t('gst.summary.accountNo'), value: d.bank.accountNo },
        { label: t('gst.summary.ifsc'), value: d.bank.ifsc },
        { label: t('gst.summary.bank'), value: d.bank.bankName },
      ],
    },
  ];
}

function filingSections(d: GstFilingData, t: Translate, label: Label): Section[] {
  return [
    {
      id: 'return',
      title: label(GST_FILING_SECTIONS.return),
      items: [
        { label: t('gst.summary.gstin'), value: d.gstin },
        { label: t('gst.summary.business'), value: d.legalName },
        { label: t('gst.summary.return'), value: d.returnType ? label(returnTypeLabel(d.returnType)) : '' },
        { label: t('gst.summary.period'), value: d.period ? periodLabel(d.period) : '' },
        ...(d.returnType === 'GSTR-1' || d.returnType === 'GSTR-3B'
          ? [{ label: t('gst.summary.qrmp'), value: yesNo(t, d.qrmp) }]
          : []),
        { label: t('gst.summary.nilReturn'), value: yesNo(t, d.nilReturn) },
        { label: t('gst.summary.remarks'), value: d.remarks },
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
  const t = useT();
  const label = useLabel();
  const errorText = useErrorText();
  const { formatDate } = useFormat();
  const revealPath = reveal ? requestPaths(GST_SERVICES.registration, 'backend').revealAadhaar(detail.id) : undefined;
  const sections =
    detail.service === GST_KEYS.registration
      ? registrationSections(detail.data, { t, formatDate, label }, revealPath)
      : filingSections(detail.data, t, label);
  // The checks write English (decision 0075): each problem reads in the language.
  const shown = problems.map((p) => ({ ...p, message: errorText(p.message) }));
  return <SummarySections sections={sections} problems={shown} fixLink={fixLink} />;
}
