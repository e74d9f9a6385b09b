import '@mantine/dates/styles.css';
import { memo, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AppType, ApplicationDetail, Section } from '../../../../contract/nsdl-pan';
import { PAN_CATEGORIES, type PanCategory } from '../../../../contract/pan';
import { ApiError } from '../../../api/client';
import { PAN_ROUTES, useApplication, useCreateApplication, useSaveApplication } from '../../../api/nsdl-pan';
import { FormErrorAlert } from '../../FormErrorAlert';
import { LoadingOverlay } from '../../LoadingOverlay';
import { DraftFormFrame, useDraftFormFrame } from '../../requests/DraftFormFrame';
import { categoryLabel } from '../ApplicationSummary';
import { PanFormContext, createPanFormStore } from './context';
import { formSections, initialData, normalised } from './form-state';
import { formTitleId, slots, withSlots } from './fields';
import { useT } from '../../../i18n/pan';
import { useAuth } from '../../../api/use-auth';
import { unreachable } from '../../../drafts/offline-drafts';
import { useOfflineCopy } from '../../../drafts/use-offline-copy';
import { OfflineNoticeAlert } from '../../../drafts/OfflineNoticeAlert';
import { useLabel } from '../../../i18n/labels';
import { AddressSection } from './AddressSection';
import { AoSection } from './AoSection';
import { ChangeSection } from './ChangeSection';
import { ContactSection } from './ContactSection';
import { DeclarationSection } from './DeclarationSection';
import { IdentitySection } from './IdentitySection';
import { IncomeSection } from './IncomeSection';
import { NameSection } from './NameSection';
import { ParentsSection } from './ParentsSection';
import { PersonalSection } from './PersonalSection';
import { ProofsSection } from './ProofsSection';
import { isOnline, subscribeOnline } from '../../../pwa/state';
import { RepresentativeSection } from './RepresentativeSection';

const SECTION_COMPONENTS: Record<Section, ComponentType> = {
  ao: AoSection,
  name: NameSection,
  personal: PersonalSection,
  parents: ParentsSection,
  address: AddressSection,
  contact: ContactSection,
  identity: IdentitySection,
  income: IncomeSection,
  representative: RepresentativeSection,
  proofs: ProofsSection,
  declaration: DeclarationSection,
  change: ChangeSection,
};

/** A category other than individual from a route's :cat segment, or null when there is no such category. */
export function otherCategory(cat: string | undefined): PanCategory | null {
  const v = (cat ?? '').toLowerCase();
  const found = PAN_CATEGORIES.find((c) => c.value === v);
  return found && found.value !== 'individual' ? found.value : null;
}

/** The optional :id of a form route: null when absent, NaN when it is not an id. */
function draftId(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The application form of one category and type (the individual/N/apply/:id?, :cat/N/apply/:id?,
 * individual/c/apply/:id? and :cat/c/apply/:id? screens). Without an id it starts a new application;
 * with one it resumes that draft.
 */
export function ApplicationFormRoute({ category, appType }: { category: PanCategory; appType: AppType }) {
  const params = useParams();
  const id = draftId(params.id);
  const location = useLocation();
  const query = useApplication('merchant', id !== null && !Number.isNaN(id) ? id : null);
  const t = useT();

  if (id !== null && Number.isNaN(id))
    return <BadAddress title={t('pan.form.noSuchApplication')}>{t('pan.form.badAddress')}</BadAddress>;
  if (id !== null) {
    // A failed re-read behind a form being filled in keeps the form (and what was typed) on screen.
    if (query.isError && !query.data) {
      const missing = query.error instanceof ApiError && query.error.status === 404;
      return (
        <FormErrorAlert error={query.error} title={t(missing ? 'pan.form.noSuchApplication' : 'pan.form.loadFailed')} />
      );
    }
    if (!query.data) {
      return (
        <Center py="xl">
          <Loader aria-label={t('pan.form.loading')} />
        </Center>
      );
    }
    const d = query.data;
    if (d.state !== 'draft') return <NotEditable detail={d} />;
    // A draft of another category or type (an edited address): open it in its own form.
    if (d.category !== category || d.appType !== appType)
      return <Navigate replace to={PAN_ROUTES.merchant.form(d.category, d.appType, d.id) + location.hash} />;
  }
  // The same element type in both cases: saving a new draft adds its id to the address without losing what was typed.
  return (
    <ApplicationForm category={category} appType={appType} id={id} detail={id !== null ? query.data : undefined} />
  );
}

function BadAddress({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {children}{' '}
      <Anchor component={Link} to={PAN_ROUTES.merchant.list('incomplete')}>
        {t('pan.form.incomplete')}
      </Anchor>
    </Alert>
  );
}

function NotEditable({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(formTitleId(detail.appType))}
      </Title>
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={t('pan.form.notEditableTitle')}
        role="status"
      >
        {t('pan.form.notEditable', { token: detail.tokenNo, state: detail.stateLabel.toLowerCase() })}{' '}
        <Anchor component={Link} to={PAN_ROUTES.merchant.info(detail.id)}>
          {t('pan.form.viewApplication', { token: detail.tokenNo })}
        </Anchor>
      </Alert>
    </Stack>
  );
}

type Props = { category: PanCategory; appType: AppType; id: number | null; detail?: ApplicationDetail };

/** The sections, memoised: they subscribe to the store themselves, so the form's own re-renders skip them. */
const Sections = memo(function Sections({ category, appType }: { category: PanCategory; appType: AppType }) {
  return (
    <>
      {formSections(category, appType).map((s) => {
        const Section = SECTION_COMPONENTS[s];
        return <Section key={s} />;
      })}
    </>
  );
});

function ApplicationForm({ category, appType, id, detail }: Props) {
  const t = useT();
  const label = useLabel();
  const navigate = useNavigate();
  const location = useLocation();
  // Arriving from a pre-submit "fix" link, every problem shows at once.
  const [store] = useState(() =>
    createPanFormStore(category, appType, detail?.data ?? initialData(category), location.hash.startsWith('#section-')),
  );
  const ctx = useMemo(() => ({ category, appType, store }), [category, appType, store]);
  const [createdToken, setCreatedToken] = useState<string | null>(null);
  const create = useCreateApplication();
  const save = useSaveApplication(id ?? 0);
  const busy = create.isPending || save.isPending;
  // Moving within this form (its id added to the address after the first save) is not leaving.
  const formBase = PAN_ROUTES.merchant.form(category, appType).toLowerCase();
  const frame = useDraftFormFrame(store, (pathname) => pathname.toLowerCase().startsWith(formBase));
  const { user } = useAuth();
  const meta = useMemo(() => ({ category, appType }), [category, appType]);
  const copy = useOfflineCopy({ form: 'nsdl-pan', userId: user?.code ?? null, store, draftId: id, meta });

  // A pre-submit "fix" link names a section in the hash: go to it and to its first field to correct.
  useEffect(() => {
    if (!location.hash) return;
    const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    const target =
      el.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      el.querySelector<HTMLElement>('input:not([type="hidden"]), textarea');
    target?.focus({ preventScroll: true });
  }, [location.hash]);

  const persist = (next: 'stay' | 'continue') => {
    create.reset();
    save.reset();
    if (!frame.maySave()) return;
    const { data } = store.getState();
    const body = normalised(data);
    // No network: the copy on this phone waits for it (sent by the `online` listener below), nothing is lost.
    if (!isOnline()) return void copy.keptOffline();
    const keyAtSend = copy.key;
    const failed = (e: unknown) => {
      if (!unreachable(e)) return frame.refused(e);
      create.reset();
      save.reset();
      void copy.keptOffline();
    };
    const done = (d: ApplicationDetail, created: boolean) => {
      // Only what was sent is saved: a key pressed while the call was out keeps the form unsaved.
      store.saved(data);
      void copy.sent(keyAtSend);
      if (created) setCreatedToken(d.tokenNo);
      notifications.show({
        color: 'green',
        title: t(created ? 'pan.form.draftSaved' : 'pan.form.saved'),
        message: t('pan.form.savedMessage', { token: d.tokenNo }),
      });
      // The address now names the draft, so a reload or the back button resumes it.
      const stay = created
        ? navigate(PAN_ROUTES.merchant.form(d.category, d.appType, d.id), { replace: true })
        : undefined;
      if (next === 'continue') void Promise.resolve(stay).then(() => navigate(PAN_ROUTES.merchant.preSubmit(d.id)));
    };
    if (id === null)
      create.mutate(
        { category, appType, data: body, idempotencyKey: copy.clientKey },
        { onSuccess: (d) => done(d, true), onError: failed },
      );
    else save.mutate(body, { onSuccess: (d) => done(d, false), onError: failed });
  };
  const latest = useRef({ persist, copy });
  useEffect(() => {
    latest.current = { persist, copy };
  });
  // The network is back (by the browser's word, or an answer after a dead link): a Save made without it is sent
  // now, once (the create call carries the copy's key).
  useEffect(
    () =>
      subscribeOnline(() => {
        if (isOnline() && latest.current.copy.isPending()) latest.current.persist('stay');
      }),
    [],
  );

  const token = detail?.tokenNo ?? createdToken;
  return (
    <PanFormContext.Provider value={ctx}>
      <Stack gap="md">
        <LoadingOverlay
          visible={busy}
          fullScreen
          title={t('pan.form.saving')}
          description={t('pan.form.savingDescription')}
        />
        <div>
          <Title order={1} size="h2">
            {t(formTitleId(appType))}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light" size="lg">
              {label(categoryLabel(category))}
            </Badge>
            {token ? (
              <Text c="dimmed" data-testid="form-token">
                {withSlots(t('pan.form.tokenNumber', slots(['token'])), { token: <b>{token}</b> })}
                {detail?.reappliedFrom ? t('pan.form.reappliedFrom', { token: detail.reappliedFrom.tokenNo }) : ''}
              </Text>
            ) : (
              <Anchor component={Link} to={PAN_ROUTES.merchant.choose(appType)} size="sm">
                {t('pan.form.changeCategory')}
              </Anchor>
            )}
          </Group>
        </div>
        {createdToken ? (
          <Alert
            color="green"
            variant="light"
            title={t('pan.form.draftSaved')}
            role="status"
            data-testid="draft-created"
          >
            {withSlots(t('pan.form.draftCreated', slots(['token', 'link'])), {
              token: <b>{createdToken}</b>,
              link: (
                <Anchor component={Link} to={PAN_ROUTES.merchant.list('incomplete')}>
                  {t('pan.form.incomplete')}
                </Anchor>
              ),
            })}
          </Alert>
        ) : null}
        <OfflineNoticeAlert notice={copy.notice} aadhaarToRetype={copy.aadhaarToRetype} />
        <DraftFormFrame
          frame={frame}
          label={t(formTitleId(appType))}
          busy={busy}
          saveError={create.error ?? save.error}
          saved={!!token}
          notSavedYet={t('pan.form.notSavedYet')}
          onSave={persist}
        >
          <Sections category={category} appType={appType} />
        </DraftFormFrame>
      </Stack>
    </PanFormContext.Provider>
  );
}
