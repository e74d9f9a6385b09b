import { useCallback, useMemo } from 'react';
import { Alert, Button, Grid, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  GST_CONSTITUTIONS,
  GST_MAX_PERSONS,
  GST_REGISTRATION_DOCUMENTS,
  GST_REGISTRATION_SECTIONS,
  constitutionOf,
  emptyPerson,
  emptyRegistration,
  registrationProblems,
  requiredRegistrationDocuments,
  type GstRegistrationData,
  type GstRegistrationDetail,
  type GstRequestDetail,
} from '../../../contract/gst';
import { INDIAN_STATES } from '../../../contract/india';
import { only } from '../pan/ApplicationForm/form-state';
import { BoundDate } from '../requests/BoundDate';
import {
  COL,
  GstSection,
  GstSelect,
  GstText,
  WIDE,
  useFieldError,
  useFormSelector,
  useGstForm,
  useRequestFormStore,
  type FormState,
} from './fields';
import { GST_ROUTES } from '../../api/gst';
import { DocumentUploader, documentRows, type DocumentRow } from '../requests/Documents';
import { RequestFormShell } from '../requests/RequestFormShell';
import { GST_SERVICES } from './services';
import { PersonCard, roleLabel } from './PersonCard';
import { useT } from '../../i18n/gst';
import { useLabel } from '../../i18n/labels';

const S = GST_REGISTRATION_SECTIONS;
const CONSTITUTIONS = GST_CONSTITUTIONS.map((c) => ({ value: c.value, label: c.label }));
const STATES = [...INDIAN_STATES];
export const REGISTRATION_TITLE = 'gst.registration.title' as const;
// Sample codes, the same in every language: not texts for the catalogue.
const PAN_EXAMPLE = 'AAPFU0939F';
const IFSC_EXAMPLE = 'SBIN0001234';

/**
 * The GST registration form (docs/product.md#merchant-portal product/gst/registration): the business, its place, its people,
 * the signatory and the bank, saved as a draft at any point; documents once the draft has a number.
 */
export function RegistrationForm({ id, detail }: { id: number | null; detail?: GstRegistrationDetail }) {
  const t = useT();
  const check = useCallback((d: GstRegistrationData) => registrationProblems(d), []);
  // A new request starts with one person to fill in; a pre-submit "fix" link shows every problem at once.
  const form = useRequestFormStore<GstRegistrationData>(
    detail?.data ?? { ...emptyRegistration(), persons: [emptyPerson()] },
    check,
    {
      attempted: typeof window !== 'undefined' && window.location.hash.startsWith('#section-'),
    },
  );
  return (
    <RequestFormShell
      service={GST_SERVICES.registration}
      drafts={{ to: GST_ROUTES.merchant.list('registration', 'drafts'), label: t('gst.form.draftsList') }}
      id={id}
      detail={detail}
      title={t(REGISTRATION_TITLE)}
      form={form}
    >
      <BusinessSection />
      <PlaceSection />
      <PersonsSection />
      <SignatorySection />
      <BankSection />
      <DocumentsSection detail={detail} />
    </RequestFormShell>
  );
}

type S = FormState<GstRegistrationData>;

function BusinessSection() {
  const t = useT();
  const label = useLabel();
  const f = useGstForm<GstRegistrationData>();
  const c = constitutionOf(useFormSelector((s: S) => s.data.constitution));
  const composition = useFormSelector((s: S) => s.data.composition);
  const letters = c ? c.panLetters.join(', ') : null;
  return (
    <GstSection id="business" title={S.business} description={t('gst.registration.businessDescription')}>
      <Grid.Col span={WIDE}>
        <GstText label={t('gst.registration.legalName')} withAsterisk path="legalName" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.tradeName')}
          description={t('gst.registration.tradeNameHint')}
          path="tradeName"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstSelect
          label={t('gst.registration.constitution')}
          withAsterisk
          data={CONSTITUTIONS}
          path="constitution"
          onChange={(v) => {
            const role = constitutionOf(v ?? '')?.personRole;
            f.update((d) => ({
              ...d,
              constitution: (v ?? '') as GstRegistrationData['constitution'],
              persons: d.persons.map((p) => (p.role || !role ? p : { ...p, role })),
            }));
            f.touch('constitution');
          }}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.registration.pan')}
          withAsterisk
          path="pan"
          maxLength={10}
          filter={only.pan}
          placeholder={PAN_EXAMPLE}
          description={
            letters
              ? t('gst.registration.panLetter', { letters, constitution: label(c!.label).toLowerCase() })
              : t('gst.registration.panProprietor')
          }
          styles={{ input: { letterSpacing: '0.05em' } }}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <CommencementInput />
      </Grid.Col>
      <Grid.Col span={WIDE}>
        <Radio.Group
          label={t('gst.summary.composition')}
          description={t('gst.registration.compositionHint')}
          name="composition"
          value={composition ? 'yes' : 'no'}
          onChange={(v) => f.set('composition', v === 'yes', true)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="no" label={t('gst.registration.compositionNo')} />
            <Radio value="yes" label={t('gst.registration.compositionYes')} />
          </Group>
        </Radio.Group>
      </Grid.Col>
    </GstSection>
  );
}

function CommencementInput() {
  const t = useT();
  // Registration may be asked for up to 30 days before trading starts.
  return (
    <BoundDate
      label={t('gst.registration.commencement')}
      withAsterisk
      path="commencementDate"
      maxDate={dayjs().add(30, 'day').format('YYYY-MM-DD')}
    />
  );
}

function PlaceSection() {
  const t = useT();
  return (
    <GstSection id="place" title={S.place} description={t('gst.registration.placeDescription')}>
      <Grid.Col span={COL}>
        <GstSelect label={t('gst.summary.state')} withAsterisk data={STATES} path="state" />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label={t('gst.summary.district')} withAsterisk path="district" maxLength={60} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label={t('gst.registration.line1')} withAsterisk path="address.line1" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label={t('gst.registration.line2')} path="address.line2" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label={t('gst.registration.city')} withAsterisk path="address.city" maxLength={60} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.pin')}
          withAsterisk
          path="address.pin"
          maxLength={6}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
    </GstSection>
  );
}

function PersonsSection() {
  const t = useT();
  const label = useLabel();
  const f = useGstForm<GstRegistrationData>();
  const c = constitutionOf(useFormSelector((s: S) => s.data.constitution));
  // The people's roles, one string: the cards re-render when one is added, removed or changes role.
  const roles = useFormSelector((s: S) => s.data.persons.map((p) => p.role).join(',')).split(',');
  const count = useFormSelector((s: S) => s.data.persons.length);
  const max = Math.min(GST_MAX_PERSONS, c?.maxPersons ?? GST_MAX_PERSONS);
  const role = c?.personRole ?? '';
  const noun = role ? label(roleLabel(t, role)).toLowerCase() : t('gst.registration.personNoun');
  const add = () => f.update((d) => ({ ...d, persons: [...d.persons, emptyPerson(role)] }));
  const remove = (i: number) => f.update((d) => ({ ...d, persons: d.persons.filter((_, k) => k !== i) }));
  const listError = useFieldError('persons');
  return (
    <GstSection
      id="persons"
      title={S.persons}
      description={
        c
          ? c.minPersons === c.maxPersons
            ? t('gst.registration.personsOne', { constitution: label(c.label).toLowerCase(), person: noun })
            : t('gst.registration.personsRange', {
                constitution: label(c.label).toLowerCase(),
                min: c.minPersons,
                max: c.maxPersons,
                person: noun,
              })
          : t('gst.registration.personsFirst')
      }
      extra={
        <Stack gap="sm" mt="md">
          {Array.from({ length: count }, (_, i) => (
            <PersonCard key={i} index={i} role={roles[i] ?? ''} onRemove={count > 1 ? () => remove(i) : undefined} />
          ))}
          {listError && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {listError}
            </Alert>
          )}
          {count < max && (
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
                {t('gst.registration.addPerson', { person: noun })}
              </Button>
            </Group>
          )}
        </Stack>
      }
    >
      {null}
    </GstSection>
  );
}

function SignatorySection() {
  const t = useT();
  const f = useGstForm<GstRegistrationData>();
  const firstName = useFormSelector((s: S) => s.data.persons[0]?.name ?? '');
  const copy = () => {
    const first = f.getState().data.persons[0];
    if (!first) return;
    f.update((d) => ({
      ...d,
      signatory: {
        ...d.signatory,
        name: first.name,
        pan: first.pan,
        mobile: first.mobile,
        email: first.email,
        designation: d.signatory.designation || (first.role ? roleLabel(t, first.role) : ''),
      },
    }));
  };
  return (
    <GstSection
      id="signatory"
      title={S.signatory}
      description={t('gst.registration.signatoryDescription')}
      extra={
        firstName ? (
          <Group mt="sm">
            <Button variant="subtle" size="xs" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
              {t('gst.registration.sameAs', { name: firstName })}
            </Button>
          </Group>
        ) : null
      }
    >
      <Grid.Col span={COL}>
        <GstText label={t('gst.registration.signatoryName')} withAsterisk path="signatory.name" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.designation')}
          withAsterisk
          path="signatory.designation"
          maxLength={60}
          placeholder={t('gst.registration.designationPlaceholder')}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.registration.signatoryPan')}
          withAsterisk
          path="signatory.pan"
          maxLength={10}
          filter={only.pan}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.registration.signatoryMobile')}
          withAsterisk
          path="signatory.mobile"
          maxLength={10}
          filter={only.digits}
          numeric
          type="tel"
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.registration.signatoryEmail')}
          withAsterisk
          path="signatory.email"
          maxLength={100}
          type="email"
          inputMode="email"
        />
      </Grid.Col>
    </GstSection>
  );
}

function BankSection() {
  const t = useT();
  return (
    <GstSection id="bank" title={S.bank} description={t('gst.registration.bankDescription')}>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.accountNo')}
          withAsterisk
          path="bank.accountNo"
          maxLength={18}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label={t('gst.summary.ifsc')}
          withAsterisk
          path="bank.ifsc"
          maxLength={11}
          filter={only.pan}
          placeholder={IFSC_EXAMPLE}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label={t('gst.registration.bankName')} withAsterisk path="bank.bankName" maxLength={100} />
      </Grid.Col>
    </GstSection>
  );
}

/** The document rows a registration shows: what it needs (as typed now), what it already has, and "other". */
export function registrationDocumentRows(
  data: GstRegistrationData,
  files: readonly { kind: string; side: string }[],
): DocumentRow[] {
  return documentRows(
    GST_REGISTRATION_DOCUMENTS,
    requiredRegistrationDocuments(data),
    files,
    (doc, needed, has) => needed || has || doc.value === 'other',
  );
}

function DocumentsSection({ detail }: { detail?: GstRequestDetail }) {
  // The rows follow the answers that decide them (constitution, people, signatory), not every key press.
  const key = useFormSelector((s: S) => {
    const d = s.data;
    return JSON.stringify([d.constitution, d.persons.length, d.persons[0]?.pan, d.signatory.pan]);
  });
  const f = useGstForm<GstRegistrationData>();
  const t = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => f.getState().data, [key]);
  return (
    <GstSection
      id="documents"
      title={t('gst.registration.documents')}
      description={t('gst.registration.documentsDescription')}
    >
      <Grid.Col span={12}>
        {detail ? (
          <DocumentUploader
            service={GST_SERVICES.registration}
            detail={detail}
            rows={registrationDocumentRows(data, detail.files)}
            editable={detail.allowedActions.some((a) => a.action === 'upload')}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="documents-after-save">
            {t('gst.registration.saveFirst')}
          </Text>
        )}
      </Grid.Col>
    </GstSection>
  );
}
