import { useCallback } from 'react';
import { Navigate } from 'react-router';
import dayjs from 'dayjs';
import type { RequestProblem } from '../../../contract/requests';
import {
  PAPERLESS_CARDS,
  PAPERLESS_GENDERS,
  PAPERLESS_SECTIONS,
  PAPERLESS_TITLES,
  emptyPaperless,
  paperlessProblems,
  type PaperlessData,
  type PaperlessDetail,
  type PaperlessSection,
} from '../../../contract/nsdl-paperless';
import type { AppType } from '../../../contract/nsdl-pan/form';
import { only } from '../pan/ApplicationForm/form-state';
import { useDraftFormStore } from '../requests/draft-form-store';
import { FieldGrid, type FieldSpec } from '../requests/FieldGrid';
import { FormCard } from '../requests/form-fields';
import { DraftFormRoute, RequestFormShell } from '../requests/RequestFormShell';
import { PAPERLESS_ROUTES, paperlessFormService } from './services';

export const PAPERLESS_FORM_TITLES: Record<AppType, string> = {
  N: 'New PAN, paperless (Aadhaar e-KYC)',
  C: 'PAN change / correction, paperless (Aadhaar e-KYC)',
};

/** The form's answers by section, as data; Protean's pages ask for the rest (Aadhaar, address, photo). */
const FIELDS: Record<PaperlessSection, readonly FieldSpec[]> = {
  change: [
    {
      path: 'existingPan',
      label: 'PAN to change',
      required: true,
      maxLength: 10,
      filter: only.pan,
      placeholder: 'ABCPE1234F',
      spaced: true,
    },
  ],
  name: [
    { path: 'title', label: 'Title', required: true, kind: 'select', data: PAPERLESS_TITLES, searchable: false },
    { path: 'firstName', label: 'First name', maxLength: 25 },
    { path: 'middleName', label: 'Middle name', maxLength: 25 },
    { path: 'lastName', label: 'Last name (surname)', required: true, maxLength: 75 },
  ],
  personal: [
    { path: 'gender', label: 'Gender', required: true, kind: 'select', data: PAPERLESS_GENDERS, searchable: false },
    { path: 'dob', label: 'Date of birth', required: true, kind: 'date', maxDate: dayjs().format('YYYY-MM-DD') },
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
  card: [
    { path: 'card', label: 'Card wanted', required: true, kind: 'select', data: PAPERLESS_CARDS, searchable: false },
  ],
};

const DESCRIPTIONS: Record<PaperlessSection, string> = {
  change: 'The PAN the applicant already has; the change itself is made on Protean’s pages.',
  name: 'As in the applicant’s Aadhaar: e-KYC checks the name against it.',
  personal: 'As in the applicant’s Aadhaar.',
  contact: 'The applicant’s own: Protean sends the e-PAN to this email address.',
  card: 'The e-PAN always comes by email; the physical card costs more.',
};

/** One column on a phone, two on anything wider: the form is short. */
const SPAN = { base: 12, sm: 6 } as const;
const sectionsOf = (appType: AppType): PaperlessSection[] =>
  appType === 'C' ? ['change', 'name', 'personal', 'contact', 'card'] : ['name', 'personal', 'contact', 'card'];

/**
 * The paperless form (docs/product.md#merchant-portal product/nsdl-pan/paperless apply/N, apply/C): only what Protean asks of
 * the portal before its own pages, checked as typed with the rules the server applies, saved as a draft
 * at any point; "Save and continue" leads to the confirm page.
 */
export function PaperlessForm({
  appType,
  id,
  detail,
}: {
  appType: AppType;
  id: number | null;
  detail?: PaperlessDetail;
}) {
  const check = useCallback((d: PaperlessData) => paperlessProblems(d), []);
  const form = useDraftFormStore<PaperlessData, RequestProblem>(detail?.data ?? emptyPaperless(appType), check, {
    attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
  });
  return (
    <RequestFormShell
      service={paperlessFormService(appType)}
      drafts={{ to: PAPERLESS_ROUTES.merchant.list(), label: 'the paperless applications list' }}
      id={id}
      detail={detail}
      title={PAPERLESS_FORM_TITLES[appType]}
      form={form}
    >
      {sectionsOf(appType).map((section) => (
        <FormCard
          key={section}
          id={`section-${section}`}
          title={PAPERLESS_SECTIONS[section]}
          description={DESCRIPTIONS[section]}
        >
          <FieldGrid fields={FIELDS[section].map((f) => ({ ...f, span: SPAN }))} />
        </FormCard>
      ))}
    </RequestFormShell>
  );
}

/**
 * apply/N and apply/C: a new application, or with `?id=` the saved draft (on its own type's form; one
 * past the draft stage is read on its confirm page).
 */
export function PaperlessFormRoute({ appType }: { appType: AppType }) {
  return (
    <DraftFormRoute<PaperlessDetail>
      service={paperlessFormService(appType)}
      title={PAPERLESS_FORM_TITLES[appType]}
      draftsList={PAPERLESS_ROUTES.merchant.list()}
      idFrom="search"
    >
      {(id, d) =>
        d && d.data.appType !== appType ? (
          <Navigate to={PAPERLESS_ROUTES.merchant.apply(d.data.appType, d.id)} replace />
        ) : (
          <PaperlessForm appType={appType} id={id} detail={d} />
        )
      }
    </DraftFormRoute>
  );
}
