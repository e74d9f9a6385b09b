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
import { useFormat, useT, type Translate } from '../../i18n/gst';
import { useLabel } from '../../i18n/labels';

export const FILING_TITLE = 'gst.filing.title' as const;
const RETURN_TYPES = GST_RETURN_TYPES.map((t) => ({ value: t.value, label: t.label }));
/** Returns filed per month or per quarter as the taxpayer chose (QRMP). */
const QRMP_TYPES: readonly string[] = ['GSTR-1', 'GSTR-3B'];

/**
 * The filing request form (docs/product.md#merchant-portal product/gst/filling/new): the GSTIN (checked as typed), the return,
 * its period with the due date, nil or not, remarks; the invoice summary once the draft has a number.
 */
export function FilingForm({ id, detail }: { id: number | null; detail?: GstFilingDetail }) {
  const t = useT();
  const today = todayInIndia();
  const check = useCallback((d: GstFilingData) => filingProblems(d, today), [today]);
  const form = useRequestFormStore<GstFilingData>(detail?.data ?? emptyFiling(), check, {
    attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
  });
  return (
    <RequestFormShell
      service={GST_SERVICES.filing}
      drafts={{ to: GST_ROUTES.merchant.list('filing', 'drafts'), label: t('gst.form.draftsList') }}
      id={id}
      detail={detail}
      title={t(FILING_TITLE)}
      form={form}
    >
      <ReturnSection today={today} />
      <InvoicesSection detail={detail} />
    </RequestFormShell>
  );
}

/** What a valid GSTIN tells: the state it is registered in and the PAN inside it. */
function gstinDescription(v: string, t: Translate): string {
  if (!v) return t('gst.filing.gstinHint');
  if (v.length < 15) return t('gst.filing.gstinCount', { count: v.length });
  if (gstinProblem(v)) return t('gst.filing.gstinFull');
  const state = GST_STATE_CODES.find((s) => s.code === v.slice(0, 2))?.name;
  return t('gst.filing.gstinState', { state, pan: gstinPan(v) });
}

type S = FormState<GstFilingData>;

// A sample GSTIN, the same in every language: not a text for the catalogue.
const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';

function ReturnSection({ today }: { today: string }) {
  const t = useT();
  const { formatDate } = useFormat();
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
    <GstSection id="return" title={GST_FILING_SECTIONS.return} description={t('gst.filing.returnDescription')}>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.gstin')}
          withAsterisk
          path="gstin"
          maxLength={15}
          filter={only.pan}
          placeholder={GSTIN_EXAMPLE}
          description={gstinDescription(d.gstin, t)}
          styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 8 }}>
        <GstText
          label={t('gst.filing.businessName')}
          description={t('gst.filing.businessNameHint')}
          withAsterisk
          path="legalName"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstSelect
          label={t('gst.summary.return')}
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
            label={t('gst.filing.qrmp')}
            description={t('gst.filing.qrmpHint')}
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
          label={t('gst.summary.period')}
          withAsterisk
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          path="period"
          disabled={!type}
          searchable={false}
          placeholder={t(type ? 'gst.filing.select' : 'gst.filing.returnFirst')}
          description={
            chosen ? dueText(chosen.dueDate, today, t, formatDate) : type ? t('gst.filing.periodHint') : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </Grid.Col>
      <Grid.Col span={WIDE}>
        <Checkbox
          label={t('gst.summary.nilReturn')}
          description={t('gst.filing.nilReturnHint')}
          name="nilReturn"
          checked={d.nilReturn}
          onChange={(e) => f.set('nilReturn', e.currentTarget.checked, true)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <BoundTextarea label={t('gst.filing.remarks')} path="remarks" maxLength={500} />
      </Grid.Col>
    </GstSection>
  );
}

/** "Due on 11-Nov-2026", or how late it is once that day has passed. */
export function dueText(due: string, today: string, t: Translate, formatDate: (value: string) => string): string {
  if (due >= today) return t('gst.filing.dueOn', { date: formatDate(due) });
  return t('gst.filing.wasDue', { date: formatDate(due) });
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
  const t = useT();
  const label = useLabel();
  // The rows follow the return and the nil choice, not every key press.
  const returnType = useFormSelector((s: S) => s.data.returnType);
  const nilReturn = useFormSelector((s: S) => s.data.nilReturn);
  const data = useMemo(() => ({ ...emptyFiling(), returnType, nilReturn }), [returnType, nilReturn]);
  return (
    <GstSection id="invoices" title={GST_FILING_SECTIONS.invoices} description={t('gst.filing.invoicesDescription')}>
      <Grid.Col span={12}>
        <Stack gap="sm">
          <List size="sm" spacing={2} data-testid="invoice-columns">
            {GST_INVOICE_COLUMNS.map((c) => (
              <List.Item key={c.field}>
                <Text span fw={600} size="sm">
                  {label(c.label)}
                </Text>
                {c.required ? '' : ` ${t('gst.filing.optional')}`}: {label(c.hint)}
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
              {t('gst.filing.saveFirst')}
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </GstSection>
  );
}
