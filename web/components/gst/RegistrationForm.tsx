import { useCallback, useMemo } from 'react';
import { Alert, Button, Card, Grid, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  GST_CONSTITUTIONS,
  GST_MAX_PERSONS,
  GST_PERSON_ROLES,
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

const S = GST_REGISTRATION_SECTIONS;
const CONSTITUTIONS = GST_CONSTITUTIONS.map((c) => ({ value: c.value, label: c.label }));
const ROLES = GST_PERSON_ROLES.map((r) => ({ value: r.value, label: r.label }));
const STATES = [...INDIAN_STATES];
export const REGISTRATION_TITLE = 'GST registration';

/**
 * The GST registration form (docs/product.md#merchant-portal product/gst/registration): the business, its place, its people,
 * the signatory and the bank, saved as a draft at any point; documents once the draft has a number.
 */
export function RegistrationForm({ id, detail }: { id: number | null; detail?: GstRegistrationDetail }) {
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
      drafts={{ to: GST_ROUTES.merchant.list('registration', 'drafts'), label: 'the drafts list' }}
      id={id}
      detail={detail}
      title={REGISTRATION_TITLE}
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
  const f = useGstForm<GstRegistrationData>();
  const c = constitutionOf(useFormSelector((s: S) => s.data.constitution));
  const composition = useFormSelector((s: S) => s.data.composition);
  const letters = c ? c.panLetters.join(', ') : null;
  return (
    <GstSection
      id="business"
      title={S.business}
      description="As on the PAN of the business: GST registers the PAN, not the shop name."
    >
      <Grid.Col span={WIDE}>
        <GstText label="Legal name of the business (as in PAN)" withAsterisk path="legalName" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label="Trade name"
          description="The name on the board, if different"
          path="tradeName"
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstSelect
          label="Constitution of business"
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
          label="PAN of the business"
          withAsterisk
          path="pan"
          maxLength={10}
          filter={only.pan}
          placeholder="AAPFU0939F"
          description={
            letters
              ? `Its 4th letter is ${letters} for ${c!.label.toLowerCase()}`
              : 'For a proprietorship, the proprietor’s own PAN'
          }
          styles={{ input: { letterSpacing: '0.05em' } }}
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <CommencementInput />
      </Grid.Col>
      <Grid.Col span={WIDE}>
        <Radio.Group
          label="Composition scheme"
          description="A small business (turnover up to ₹1.5 crore) may pay a fixed rate and file CMP-08 and GSTR-4"
          name="composition"
          value={composition ? 'yes' : 'no'}
          onChange={(v) => f.set('composition', v === 'yes', true)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="no" label="No, regular taxpayer" />
            <Radio value="yes" label="Yes, opt for composition" />
          </Group>
        </Radio.Group>
      </Grid.Col>
    </GstSection>
  );
}

function CommencementInput() {
  // Registration may be asked for up to 30 days before trading starts.
  return (
    <BoundDate
      label="Date of commencement of business"
      withAsterisk
      path="commencementDate"
      maxDate={dayjs().add(30, 'day').format('YYYY-MM-DD')}
    />
  );
}

function PlaceSection() {
  return (
    <GstSection id="place" title={S.place} description="The principal place of business; its proof is uploaded below.">
      <Grid.Col span={COL}>
        <GstSelect label="State" withAsterisk data={STATES} path="state" />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="District" withAsterisk path="district" maxLength={60} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="Building / flat no and street" withAsterisk path="address.line1" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="Area / locality" path="address.line2" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="Town / city" withAsterisk path="address.city" maxLength={60} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="PIN code" withAsterisk path="address.pin" maxLength={6} filter={only.digits} numeric />
      </Grid.Col>
    </GstSection>
  );
}

const roleLabel = (v: string) => GST_PERSON_ROLES.find((r) => r.value === v)?.label ?? 'Person';

function PersonsSection() {
  const f = useGstForm<GstRegistrationData>();
  const c = constitutionOf(useFormSelector((s: S) => s.data.constitution));
  // The people's roles, one string: the cards re-render when one is added, removed or changes role.
  const roles = useFormSelector((s: S) => s.data.persons.map((p) => p.role).join(',')).split(',');
  const count = useFormSelector((s: S) => s.data.persons.length);
  const max = Math.min(GST_MAX_PERSONS, c?.maxPersons ?? GST_MAX_PERSONS);
  const role = c?.personRole ?? '';
  const noun = role ? roleLabel(role).toLowerCase() : 'person';
  const add = () => f.update((d) => ({ ...d, persons: [...d.persons, emptyPerson(role)] }));
  const remove = (i: number) => f.update((d) => ({ ...d, persons: d.persons.filter((_, k) => k !== i) }));
  const listError = useFieldError('persons');
  return (
    <GstSection
      id="persons"
      title={S.persons}
      description={
        c
          ? `For a ${c.label.toLowerCase()}: ` +
            `${c.minPersons === c.maxPersons ? `the ${noun}` : `${c.minPersons} to ${c.maxPersons} ${noun}s`}. ` +
            'A photograph of each is uploaded below.'
          : 'Choose the constitution first: it says who is listed here.'
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
                Add {noun}
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

function PersonCard({ index, role, onRemove }: { index: number; role: string; onRemove?: () => void }) {
  const at = (k: string) => `persons.${index}.${k}`;
  const heading = `${role ? roleLabel(role) : 'Person'} ${index + 1}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="fieldset"
      aria-label={heading}
      data-testid={`person-${index}`}
      style={{ margin: 0 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {heading}
        </Title>
        {onRemove && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={`Remove ${heading}`}
          >
            Remove
          </Button>
        )}
      </Group>
      <Grid gutter="md">
        <Grid.Col span={COL}>
          <GstSelect
            label="Role"
            aria-label={`${heading}: role`}
            withAsterisk
            data={ROLES}
            path={at('role')}
            searchable={false}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label="Full name"
            aria-label={`${heading}: full name`}
            withAsterisk
            path={at('name')}
            maxLength={100}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label="PAN"
            aria-label={`${heading}: PAN`}
            withAsterisk
            path={at('pan')}
            maxLength={10}
            filter={only.pan}
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label="Aadhaar number"
            aria-label={`${heading}: Aadhaar number`}
            withAsterisk
            path={at('aadhaar')}
            maxLength={12}
            filter={only.digits}
            numeric
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label="Mobile number"
            aria-label={`${heading}: mobile number`}
            withAsterisk
            path={at('mobile')}
            maxLength={10}
            filter={only.digits}
            numeric
            type="tel"
          />
        </Grid.Col>
        <Grid.Col span={COL}>
          <GstText
            label="Email address"
            aria-label={`${heading}: email address`}
            withAsterisk
            path={at('email')}
            maxLength={100}
            type="email"
            inputMode="email"
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function SignatorySection() {
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
        designation: d.signatory.designation || (first.role ? roleLabel(first.role) : ''),
      },
    }));
  };
  return (
    <GstSection
      id="signatory"
      title={S.signatory}
      description="Who signs the application and the returns. Anyone but the proprietor needs a letter of authorisation (uploaded below)."
      extra={
        firstName ? (
          <Group mt="sm">
            <Button variant="subtle" size="xs" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
              Same as {firstName}
            </Button>
          </Group>
        ) : null
      }
    >
      <Grid.Col span={COL}>
        <GstText label="Name of the signatory" withAsterisk path="signatory.name" maxLength={100} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label="Designation"
          withAsterisk
          path="signatory.designation"
          maxLength={60}
          placeholder="Proprietor, Partner, Director…"
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="Signatory's PAN" withAsterisk path="signatory.pan" maxLength={10} filter={only.pan} />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label="Signatory's mobile number"
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
          label="Signatory's email address"
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
  return (
    <GstSection
      id="bank"
      title={S.bank}
      description="An account in the name of the business; its proof is uploaded below."
    >
      <Grid.Col span={COL}>
        <GstText
          label="Account number"
          withAsterisk
          path="bank.accountNo"
          maxLength={18}
          filter={only.digits}
          numeric
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText
          label="IFSC"
          withAsterisk
          path="bank.ifsc"
          maxLength={11}
          filter={only.pan}
          placeholder="SBIN0001234"
        />
      </Grid.Col>
      <Grid.Col span={COL}>
        <GstText label="Name of the bank" withAsterisk path="bank.bankName" maxLength={100} />
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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => f.getState().data, [key]);
  return (
    <GstSection
      id="documents"
      title="Documents"
      description="Scans or photos, checked by the back office against the answers above."
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
            Save the draft first: documents are uploaded to a request with a reference number.
          </Text>
        )}
      </Grid.Col>
    </GstSection>
  );
}
