import { useCallback, useMemo } from 'react';
import { Checkbox, Grid, List, Stack, Switch, Text } from '@mantine/core';
import {
  GST_FILING_DOCUMENTS,
  GST_FILING_SECTIONS,
  GST_INVOICE_COLUMNS,
  GST_RETURN_TYPES,
  GST_STATE_CODES,
  dueDate,
  emptyFiling,
  filingProblems,
  gstinPan,
  gstinProblem,
  parsePeriod,
  periodKindFor,
  periodLabel,
  periodOptions,
  requiredFilingDocuments,
  type GstFilingData,
  type GstFilingDetail,
  type GstReturnType,
} from '../../../contract/gst';
import { todayInIndia } from '../../../contract/couriers';
import { formatDate } from '../../../contract/format';
import { only } from '../pan/ApplicationForm/form-state';
import {
  COL,
  GstSection,
  GstSelect,
  GstText,
  WIDE,
  useFormSelector,
  useGstForm,
  useRequestFormStore,
  type FormState,
} from './fields';
import { BoundTextarea } from '../requests/form-fields';
import { GST_ROUTES } from '../../api/gst';
import { DocumentUploader, documentRows, type DocumentRow } from '../requests/Documents';
import { RequestFormShell } from '../requests/RequestFormShell';
import { GST_SERVICES } from './services';

export const FILING_TITLE = 'GST return filing';
const RETURN_TYPES = GST_RETURN_TYPES.map((t) => ({ value: t.value, label: t.label }));
/** Returns filed per month or per quarter as the taxpayer chose (QRMP). */
const QRMP_TYPES: readonly string[] = ['GSTR-1', 'GSTR-3B'];

/**
 * The filing request form (docs/product.md#merchant-portal product/gst/filling/new): the GSTIN (checked as typed), the return,
 * its period with the due date, nil or not, remarks; the invoice summary once the draft has a number.
 */
export function FilingForm({ id, detail }: { id: number | null; detail?: GstFilingDetail }) {
  const today = todayInIndia();
  const check = useCallback((d: GstFilingData) => filingProblems(d, today), [today]);
  const form = useRequestFormStore<GstFilingData>(detail?.data ?? emptyFiling(), check, {
    attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
  });
  return (
    <RequestFormShell
      service={GST_SERVICES.filing}
      drafts={{ to: GST_ROUTES.merchant.list('filing', 'drafts'), label: 'the drafts list' }}
      id={id}
      detail={detail}
      title={FILING_TITLE}
      form={form}
    >
      <ReturnSection today={today} />
      <InvoicesSection detail={detail} />
    </RequestFormShell>
  );
}

/** What a valid GSTIN tells: the state it is registered in and the PAN inside it. */
function gstinDescription(v: string): string {
  if (!v) return '15 characters: state code, PAN, entity number, Z, check character';
  if (v.length < 15) return `${v.length} of 15 characters`;
  if (gstinProblem(v)) return '15 characters';
  const state = GST_STATE_CODES.find((s) => s.code === v.slice(0, 2))?.name;
  return `${state} · PAN ${gstinPan(v)}`;
}

type S = FormState<GstFilingData>;

function ReturnSection({ today }: { today: string }) {
  const f = useGstForm<GstFilingData>();
  // A short form: it follows every answer of its own.
  const d = useFormSelector((s: S) => s.data);
  const type = d.returnType as GstReturnType | '';
  const options = useMemo(() => {
    if (!type) return [];
    // A quarterly GSTR-3B's due day depends on the state: the GSTIN's first two digits.
    const stateCode = /^\d{2}/.test(d.gstin ?? '') ? d.gstin.slice(0, 2) : undefined;
    const list = periodOptions(type, d.qrmp, today, 12, stateCode);
    // A saved period older than the list still shows as chosen.
    if (d.period && !list.some((o) => o.value === d.period)) {
      const due = dueDate(type, d.period, d.qrmp, stateCode);
      if (due) list.push({ value: d.period, label: periodLabel(d.period), dueDate: due });
    }
    return list;
  }, [type, d.qrmp, d.period, d.gstin, today]);
  const chosen = options.find((o) => o.value === d.period);

  /** A new return type or QRMP choice keeps the period only if it is still of the right kind. */
  const keepPeriod = (returnType: string, qrmp: boolean, period: string) => {
    const parsed = parsePeriod(period);
    return returnType && parsed && parsed.kind === periodKindFor(returnType as GstReturnType, qrmp) ? period : '';
  };

  return (
    <GstSection
      id="return"
      title={GST_FILING_SECTIONS.return}
      description="Which return, of which registration, for which period."
    >
      <Grid.Col span={COL}>
        <GstText
          label="GSTIN"
          withAsterisk
          path="gstin"
          maxLength={15}
          filter={only.pan}
          placeholder="27AAPFU0939F1ZV"
          description={gstinDescription(d.gstin)}
          styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 8 }}>
        <GstText
          label="Name of the business"
          description="Legal or trade name of the GSTIN's holder"
          withAsterisk
          path="legalName"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstSelect
          label="Return"
          withAsterisk
          data={RETURN_TYPES}
          path="returnType"
          searchable={false}
          onChange={(v) => {
            const returnType = (v ?? '') as GstFilingData['returnType'];
            f.update((x) => ({
              ...x,
              returnType,
              qrmp: QRMP_TYPES.includes(returnType) ? x.qrmp : false,
              period: keepPeriod(returnType, QRMP_TYPES.includes(returnType) && x.qrmp, x.period),
            }));
            f.touch('returnType');
          }}
        />
      </Grid.Col>
      {QRMP_TYPES.includes(type) && (
        <Grid.Col span={COL}>
          <Switch
            mt={{ base: 0, sm: 30 }}
            label="Quarterly return (QRMP scheme)"
            description="Turnover up to ₹5 crore, filing per quarter"
            checked={d.qrmp}
            onChange={(e) => {
              const qrmp = e.currentTarget.checked;
              f.update((x) => ({ ...x, qrmp, period: keepPeriod(x.returnType, qrmp, x.period) }));
            }}
          />
        </Grid.Col>
      )}
      <Grid.Col span={COL}>
        <GstSelect
          label="Period"
          withAsterisk
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          path="period"
          disabled={!type}
          searchable={false}
          placeholder={type ? '--Select--' : 'Choose the return first'}
          description={
            chosen ? dueText(chosen.dueDate, today) : type ? 'Periods that have ended, latest first' : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </Grid.Col>
      <Grid.Col span={WIDE}>
        <Checkbox
          label="Nil return"
          description="No sales, purchases or tax in the period: nothing to upload"
          name="nilReturn"
          checked={d.nilReturn}
          onChange={(e) => f.set('nilReturn', e.currentTarget.checked, true)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <BoundTextarea label="Remarks for the back office" path="remarks" maxLength={500} />
      </Grid.Col>
    </GstSection>
  );
}

/** "Due on 11-Nov-2026", or how late it is once that day has passed. */
export function dueText(due: string, today: string): string {
  if (due >= today) return `Due on ${formatDate(due)}`;
  return `Was due on ${formatDate(due)}: filing now may carry a late fee`;
}

/** The filing's document rows: the invoice summary (required for GSTR-1 unless nil) and other documents. */
export function filingDocumentRows(
  data: GstFilingData,
  files: readonly { kind: string; side: string }[],
): DocumentRow[] {
  return documentRows(
    GST_FILING_DOCUMENTS,
    requiredFilingDocuments(data),
    files,
    (doc, needed, has) => needed || has || doc.value !== 'invoice_summary' || data.returnType === 'GSTR-1',
  );
}

function InvoicesSection({ detail }: { detail?: GstFilingDetail }) {
  // The rows follow the return and the nil choice, not every key press.
  const returnType = useFormSelector((s: S) => s.data.returnType);
  const nilReturn = useFormSelector((s: S) => s.data.nilReturn);
  const data = useMemo(() => ({ ...emptyFiling(), returnType, nilReturn }), [returnType, nilReturn]);
  return (
    <GstSection
      id="invoices"
      title={GST_FILING_SECTIONS.invoices}
      description={
        'One row per invoice, with a header row. Each row is checked on upload; ' +
        'a file with a wrong row is refused with the rows to correct.'
      }
    >
      <Grid.Col span={12}>
        <Stack gap="sm">
          <List size="sm" spacing={2} data-testid="invoice-columns">
            {GST_INVOICE_COLUMNS.map((c) => (
              <List.Item key={c.field}>
                <Text span fw={600} size="sm">
                  {c.label}
                </Text>
                {c.required ? '' : ' (optional)'}: {c.hint}
              </List.Item>
            ))}
          </List>
          {detail ? (
            <DocumentUploader
              service={GST_SERVICES.filing}
              detail={detail}
              rows={filingDocumentRows(data, detail.files)}
              editable={detail.allowedActions.some((a) => a.action === 'upload')}
            />
          ) : (
            <Text size="sm" c="dimmed" data-testid="documents-after-save">
              Save the draft first: the invoice summary is uploaded to a request with a reference number.
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </GstSection>
  );
}
