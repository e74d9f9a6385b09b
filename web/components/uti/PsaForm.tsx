import { useCallback } from 'react';
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

export const PSA_FORM_TITLE = 'PSA registration';

/** The form's answers by section, as data. */
const FIELDS: Record<'applicant' | 'contact' | 'identity' | 'shop', readonly FieldSpec[]> = {
  applicant: [
    { path: 'firstName', label: 'First name', required: true, maxLength: 25 },
    { path: 'middleName', label: 'Middle name', maxLength: 25 },
    { path: 'lastName', label: 'Last name (surname)', required: true, maxLength: 75 },
    {
      path: 'dob',
      label: 'Date of birth',
      required: true,
      kind: 'date',
      description: `At least ${PSA_MIN_AGE} years old`,
      maxDate: dayjs().subtract(PSA_MIN_AGE, 'year').format('YYYY-MM-DD'),
    },
    { path: 'gender', label: 'Gender', required: true, kind: 'select', data: PSA_GENDERS, searchable: false },
  ],
  contact: [
    {
      path: 'mobile',
      label: 'Mobile number',
      required: true,
      maxLength: 10,
      filter: only.digits,
      numeric: true,
      type: 'tel',
    },
    { path: 'email', label: 'Email address', required: true, maxLength: 100, type: 'email' },
  ],
  identity: [
    {
      path: 'pan',
      label: 'PAN',
      required: true,
      maxLength: 10,
      filter: only.pan,
      placeholder: 'ABCPE1234F',
      spaced: true,
    },
    { path: 'aadhaar', label: 'Aadhaar number', required: true, maxLength: 12, filter: only.digits, numeric: true },
  ],
  shop: [
    { path: 'shopName', label: 'Shop name', required: true, maxLength: 100, span: { base: 12, md: 8 } },
    { path: 'address', label: 'Shop address', required: true, kind: 'textarea', maxLength: 200, span: 12 },
    { path: 'state', label: 'State', required: true, kind: 'select', data: INDIAN_STATES },
    { path: 'district', label: 'District', required: true, maxLength: 60 },
    { path: 'pin', label: 'PIN code', required: true, maxLength: 6, filter: only.digits, numeric: true },
  ],
};

const DESCRIPTIONS = {
  applicant: "The person who will sign in to UTIITSL's PSA portal, as on the PAN card.",
  contact: 'UTIITSL sends the login id and its first password here.',
  identity: "A PSA registers as a person: an individual's PAN (its 4th letter is P).",
  shop: "Where applicants come to: the shop's name and address.",
};

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
      drafts={{ to: UTI_ROUTES.merchant.psaForm(), label: 'PSA registration' }}
      id={id}
      detail={detail}
      title={PSA_FORM_TITLE}
      form={form}
    >
      {(Object.keys(FIELDS) as (keyof typeof FIELDS)[]).map((section) => (
        <FormCard
          key={section}
          id={`section-${section}`}
          title={PSA_SECTIONS[section]}
          description={DESCRIPTIONS[section]}
        >
          <FieldGrid fields={FIELDS[section]} />
        </FormCard>
      ))}
      <FormCard
        id="section-documents"
        title="Documents"
        description="The applicant's PAN card and Aadhaar card: JPEG, PNG or PDF, at most 2 MB each."
      >
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
              Save the draft first: documents are uploaded to a request with a reference number.
            </Text>
          )}
        </Grid.Col>
      </FormCard>
    </RequestFormShell>
  );
}
