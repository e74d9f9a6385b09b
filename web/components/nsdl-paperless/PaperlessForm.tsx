import { useCallback, useMemo } from 'react';
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
import { useT, type Translate } from '../../i18n/paperless';
import { useLabel } from '../../i18n/labels';

export const PAPERLESS_FORM_TITLES = {
  N: 'paperless.form.titleNew',
  C: 'paperless.form.titleChange',
} as const satisfies Record<AppType, string>;

// A PAN as it is written, the same in every language.
const PAN_EXAMPLE = 'ABCPE1234F';

/** The form's answers by section, as data, in the reader's language; Protean's pages ask for the rest (Aadhaar, address, photo). */
const fieldsIn = (t: Translate): Record<PaperlessSection, readonly FieldSpec[]> => ({
  change: [
    {
      path: 'existingPan',
      label: t('paperless.form.existingPan'),
      required: true,
      maxLength: 10,
      filter: only.pan,
      placeholder: PAN_EXAMPLE,
      spaced: true,
    },
  ],
  name: [
    {
      path: 'title',
      label: t('paperless.form.title'),
      required: true,
      kind: 'select',
      data: PAPERLESS_TITLES,
      searchable: false,
    },
    { path: 'firstName', label: t('paperless.form.firstName'), maxLength: 25 },
    { path: 'middleName', label: t('paperless.form.middleName'), maxLength: 25 },
    { path: 'lastName', label: t('paperless.form.lastName'), required: true, maxLength: 75 },
  ],
  personal: [
    {
      path: 'gender',
      label: t('paperless.form.gender'),
      required: true,
      kind: 'select',
      data: PAPERLESS_GENDERS,
      searchable: false,
    },
    {
      path: 'dob',
      label: t('paperless.form.dob'),
      required: true,
      kind: 'date',
      maxDate: dayjs().format('YYYY-MM-DD'),
    },
  ],
  contact: [
    {
      path: 'mobile',
      label: t('paperless.form.mobile'),
      required: true,
      maxLength: 10,
      filter: only.digits,
      numeric: true,
      type: 'tel',
    },
    { path: 'email', label: t('paperless.form.email'), required: true, maxLength: 100, type: 'email' },
  ],
  card: [
    {
      path: 'card',
      label: t('paperless.form.card'),
      required: true,
      kind: 'select',
      data: PAPERLESS_CARDS,
      searchable: false,
    },
  ],
});

const DESCRIPTIONS = {
  change: 'paperless.form.changeHint',
  name: 'paperless.form.nameHint',
  personal: 'paperless.form.personalHint',
  contact: 'paperless.form.contactHint',
  card: 'paperless.form.cardHint',
} as const satisfies Record<PaperlessSection, string>;

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
  const t = useT();
  const label = useLabel();
  const fields = useMemo(() => fieldsIn(t), [t]);
  const check = useCallback((d: PaperlessData) => paperlessProblems(d), []);
  const form = useDraftFormStore<PaperlessData, RequestProblem>(detail?.data ?? emptyPaperless(appType), check, {
    attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
  });
  return (
    <RequestFormShell
      service={paperlessFormService(appType)}
      drafts={{ to: PAPERLESS_ROUTES.merchant.list(), label: t('paperless.form.draftsList') }}
      id={id}
      detail={detail}
      title={t(PAPERLESS_FORM_TITLES[appType])}
      form={form}
    >
      {sectionsOf(appType).map((section) => (
        <FormCard
          key={section}
          id={`section-${section}`}
          title={label(PAPERLESS_SECTIONS[section])}
          description={t(DESCRIPTIONS[section])}
        >
          <FieldGrid fields={fields[section].map((f) => ({ ...f, span: SPAN }))} />
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
  const t = useT();
  return (
    <DraftFormRoute<PaperlessDetail>
      service={paperlessFormService(appType)}
      title={t(PAPERLESS_FORM_TITLES[appType])}
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
