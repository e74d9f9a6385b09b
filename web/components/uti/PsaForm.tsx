import { useCallback, useMemo } from 'react';
import { Grid, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { RequestProblem } from '../../../contract/requests';
import { INDIAN_STATES } from '../../../contract/india';
import {
  PSA_DOCUMENTS,
  PSA_GENDERS,
  PSA_MIN_AGE,
  PSA_SECTIONS,
  emptyPsaRegistration,
  psaProblems,
  requiredPsaDocuments,
  type PsaRegistrationData,
  type PsaRegistrationDetail,
} from '../../../contract/uti';
import { only } from '../pan/ApplicationForm/form-state';
import { can } from '../requests/actions';
import { DocumentUploader, documentRows } from '../requests/Documents';
import { useDraftFormStore } from '../requests/draft-form-store';
import { FieldGrid, type FieldSpec } from '../requests/FieldGrid';
import { FormCard } from '../requests/form-fields';
import { RequestFormShell } from '../requests/RequestFormShell';
import { PSA_SERVICE, UTI_ROUTES } from './services';
import { useT, type Translate } from '../../i18n/uti';
import { useLabel } from '../../i18n/labels';

export const PSA_FORM_TITLE = 'uti.psa.registration' as const;

type Section = 'applicant' | 'contact' | 'identity' | 'shop';

/** The form's answers by section, as data, in the reader's language. */
const fieldsIn = (t: Translate): Record<Section, readonly FieldSpec[]> => ({
  applicant: [
    { path: 'firstName', label: t('uti.psaForm.firstName'), required: true, maxLength: 25 },
    { path: 'middleName', label: t('uti.psaForm.middleName'), maxLength: 25 },
    { path: 'lastName', label: t('uti.psaForm.lastName'), required: true, maxLength: 75 },
    {
      path: 'dob',
      label: t('uti.psa.dob'),
      required: true,
      kind: 'date',
      description: t('uti.psaForm.minAge', { age: PSA_MIN_AGE }),
      maxDate: dayjs().subtract(PSA_MIN_AGE, 'year').format('YYYY-MM-DD'),
    },
    {
      path: 'gender',
      label: t('uti.psa.gender'),
      required: true,
      kind: 'select',
      data: PSA_GENDERS,
      searchable: false,
    },
  ],
  contact: [
    {
      path: 'mobile',
      label: t('uti.psaForm.mobile'),
      required: true,
      maxLength: 10,
      filter: only.digits,
      numeric: true,
      type: 'tel',
    },
    { path: 'email', label: t('uti.psaForm.email'), required: true, maxLength: 100, type: 'email' },
  ],
  identity: [
    {
      path: 'pan',
      label: t('uti.psa.pan'),
      required: true,
      maxLength: 10,
      filter: only.pan,
      placeholder: PAN_EXAMPLE,
      spaced: true,
    },
    {
      path: 'aadhaar',
      label: t('uti.psaForm.aadhaar'),
      required: true,
      maxLength: 12,
      filter: only.digits,
      numeric: true,
    },
  ],
  shop: [
    { path: 'shopName', label: t('uti.psa.shopName'), required: true, maxLength: 100, span: { base: 12, md: 8 } },
    { path: 'address', label: t('uti.psaForm.address'), required: true, kind: 'textarea', maxLength: 200, span: 12 },
    { path: 'state', label: t('uti.psa.state'), required: true, kind: 'select', data: INDIAN_STATES },
    { path: 'district', label: t('uti.psa.district'), required: true, maxLength: 60 },
    { path: 'pin', label: t('uti.psa.pin'), required: true, maxLength: 6, filter: only.digits, numeric: true },
  ],
});

// An individual's PAN, the same in every language.
const PAN_EXAMPLE = 'ABCPE1234F';

const DESCRIPTIONS = {
  applicant: 'uti.psaForm.applicantHint',
  contact: 'uti.psaForm.contactHint',
  identity: 'uti.psaForm.identityHint',
  shop: 'uti.psaForm.shopHint',
} as const;

/** The documents a registration shows: the PAN card and the Aadhaar card, one each. */
export const psaDocumentRows = (files: readonly { kind: string; side: string }[]) =>
  documentRows(PSA_DOCUMENTS, requiredPsaDocuments(), files);

/**
 * The PSA registration form (docs/product.md#merchant-portal product/uti-pan/psa-registration): who will sign in to UTIITSL's
 * PSA portal and the shop they work from, saved as a draft at any point; the PAN and Aadhaar cards once
 * the draft has a number. "Save and continue" leads to psa-loginid, where it is checked and submitted.
 */
export function PsaForm({
  id,
  detail,
  initial,
}: {
  id: number | null;
  detail?: PsaRegistrationDetail;
  initial?: PsaRegistrationData;
}) {
  const t = useT();
  const label = useLabel();
  const fields = useMemo(() => fieldsIn(t), [t]);
  const check = useCallback((d: PsaRegistrationData) => psaProblems(d), []);
  const form = useDraftFormStore<PsaRegistrationData, RequestProblem>(
    detail?.data ?? initial ?? emptyPsaRegistration(),
    check,
    {
      attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
    },
  );
  return (
    <RequestFormShell
      service={PSA_SERVICE}
      drafts={{ to: UTI_ROUTES.merchant.psaForm(), label: t('uti.psa.registration') }}
      id={id}
      detail={detail}
      title={t(PSA_FORM_TITLE)}
      form={form}
    >
      {(Object.keys(fields) as Section[]).map((section) => (
        <FormCard
          key={section}
          id={`section-${section}`}
          title={label(PSA_SECTIONS[section])}
          description={t(DESCRIPTIONS[section])}
        >
          <FieldGrid fields={fields[section]} />
        </FormCard>
      ))}
      <FormCard id="section-documents" title={t('uti.psaForm.documents')} description={t('uti.psaForm.documentsHint')}>
        <Grid.Col span={12}>
          {detail ? (
            <DocumentUploader
              service={PSA_SERVICE}
              detail={detail}
              rows={psaDocumentRows(detail.files)}
              editable={can(detail, 'upload')}
            />
          ) : (
            <Text size="sm" c="dimmed" data-testid="documents-after-save">
              {t('uti.psaForm.documentsAfterSave')}
            </Text>
          )}
        </Grid.Col>
      </FormCard>
    </RequestFormShell>
  );
}
