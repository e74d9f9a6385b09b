import { slots, withSlots } from '../../i18n/rich';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/requests';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { useCreateDraft, useRequestDetail, useSaveDraft } from './api';
import { DraftFormFrame, useDraftFormFrame } from './DraftFormFrame';
import type { DraftFormStore, FormProblem } from './draft-form-store';
import { idParam } from './RequestPageFrame';
import type { RequestDetailBase, RequestService } from './service';

/** A service whose merchant fills a draft in a form of its own. */
type FormService = Pick<RequestService, 'key' | 'api' | 'eyebrow'> & {
  routes: {
    merchant: Pick<RequestService['routes']['merchant'], 'list'> & {
      view: (id: number) => string;
      form: (id?: number) => string;
    };
  };
};

type Props<T, P extends FormProblem> = {
  service: FormService;
  /** The draft's id once it has one. */
  id: number | null;
  detail?: RequestDetailBase;
  title: string;
  form: DraftFormStore<T, P>;
  /** Where "Save and continue" leads (default: the request's own page, to check and submit it). */
  continueTo?: (saved: RequestDetailBase) => string;
  /** Where the "Draft saved" note says the draft is found again (default: the service's list, "the drafts list"). */
  drafts?: { to: string; label: string };
  children: ReactNode;
};

/**
 * What every draft form shares around its sections: the heading with the reference number, save as a
 * draft at any point (a format mistake is refused here, as the server would), save and continue, the
 * server's field errors taken to their fields, and a question before leaving unsaved work.
 */
export function RequestFormShell<T, P extends FormProblem>({
  service,
  id,
  detail,
  title,
  form,
  continueTo,
  drafts,
  children,
}: Props<T, P>) {
  const t = useT();
  const navigate = useNavigate();
  const R = service.routes.merchant;
  const create = useCreateDraft<RequestDetailBase, T>(service);
  const save = useSaveDraft<RequestDetailBase, T>(service, id ?? 0);
  const [createdRef, setCreatedRef] = useState<string | null>(null);
  const busy = create.isPending || save.isPending;
  const formBase = R.form();
  const frame = useDraftFormFrame(form, (pathname) => isFormPath(pathname, formBase));

  const persist = (next: 'stay' | 'continue') => {
    create.reset();
    save.reset();
    if (!frame.maySave()) return;
    const sent = form.getState().data;
    const done = (d: RequestDetailBase, created: boolean) => {
      // Only what was sent is saved: a key pressed while the call was out keeps the form unsaved.
      form.saved(sent);
      if (created) setCreatedRef(d.refNo);
      notifications.show({
        color: 'green',
        title: t(created ? 'requests.form.draftSaved' : 'requests.form.saved'),
        message: t('requests.form.savedMessage', { refNo: d.refNo }),
      });
      if (next === 'continue') navigate(continueTo ? continueTo(d) : R.view(d.id));
      // The address now names the draft, so a reload or the back button resumes it.
      else if (created) navigate(R.form(d.id), { replace: true });
    };
    if (id === null) create.mutate(sent, { onSuccess: (d) => done(d, true), onError: frame.refused });
    else save.mutate(sent, { onSuccess: (d) => done(d, false), onError: frame.refused });
  };

  const ref = detail?.refNo ?? createdRef;
  return (
    <Stack gap="md">
      <LoadingOverlay
        visible={busy}
        fullScreen
        title={t('requests.decision.saving')}
        description={t('requests.form.savingDescription')}
      />
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t(service.eyebrow)}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4} data-testid="form-ref">
          {ref ? (
            <>
              {t('requests.form.reference')} <b>{ref}</b>
            </>
          ) : (
            t('requests.form.saveAnyTime')
          )}
        </Text>
      </div>
      {createdRef ? (
        <Alert
          color="green"
          variant="light"
          title={t('requests.form.draftSaved')}
          role="status"
          data-testid="draft-created"
        >
          {/* The number bold and the list a link inside one sentence, wherever the language puts them. */}
          {withSlots(t('requests.form.created', slots('refNo', 'list')), {
            refNo: <b>{createdRef}</b>,
            list: (
              <Anchor component={Link} to={drafts?.to ?? R.list()}>
                {drafts?.label ?? t('requests.form.draftsList')}
              </Anchor>
            ),
          })}
        </Alert>
      ) : null}
      <DraftFormFrame
        frame={frame}
        label={title}
        busy={busy}
        saveError={create.error ?? save.error}
        listFieldErrors
        saved={!!ref}
        notSavedYet={t('requests.form.nothingSaved')}
        onSave={persist}
      >
        {children}
      </DraftFormFrame>
    </Stack>
  );
}

/** This form's own address, with or without the draft's id (not the list or a request's page below it). */
function isFormPath(pathname: string, formBase: string): boolean {
  const rest = pathname.startsWith(formBase) ? pathname.slice(formBase.length) : null;
  return rest !== null && /^(\/\d+)?\/?$/.test(rest);
}

/** A request that has left the draft stage is not edited here: say so, and lead to its page. */
export function NotEditable({ detail, title, viewUrl }: { detail: RequestDetailBase; title: string; viewUrl: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={t('requests.form.notEditableTitle')}
        role="status"
      >
        {t('requests.form.notEditable', { refNo: detail.refNo, state: detail.stateLabel.toLowerCase() })}{' '}
        <Anchor component={Link} to={viewUrl}>
          {t('requests.form.viewRequest', { refNo: detail.refNo })}
        </Anchor>
      </Alert>
    </Stack>
  );
}

/**
 * A form's route: without an id it starts a new request; with one it resumes that draft (or says the
 * request is past editing). The form keeps its element when a first save adds the id to the address,
 * so what was typed stays.
 */
export function DraftFormRoute<D extends RequestDetailBase>({
  service,
  title,
  draftsList,
  viewUrl = (d) => service.routes.merchant.view(d.id),
  idFrom = 'path',
  children,
}: {
  service: Pick<RequestService, 'key' | 'api'> & { routes: { merchant: { view: (id: number) => string } } };
  title: string;
  /** Where a wrong address leads: the drafts. */
  draftsList: string;
  /** Where a request past editing is read. */
  viewUrl?: (d: D) => string;
  /** Where the address names the draft: its last part (…/apply/7) or `?id=7` (a form whose address SPEC fixes). */
  idFrom?: 'path' | 'search';
  children: (id: number | null, detail: D | undefined) => ReactNode;
}) {
  const t = useT();
  const fromPath = useParams().id;
  const fromSearch = useSearchParams()[0].get('id') ?? undefined;
  const raw = idFrom === 'search' ? fromSearch : fromPath;
  const id = raw === undefined ? null : idParam(raw);
  const query = useRequestDetail<D>(service, 'merchant', id);

  if (raw !== undefined && id === null) {
    return (
      <Alert color="red" variant="light" title={t('requests.page.noSuchRequest')} role="alert">
        {t('requests.page.invalidAddress')}{' '}
        <Anchor component={Link} to={draftsList}>
          {t('requests.form.drafts')}
        </Anchor>
      </Alert>
    );
  }
  if (id !== null) {
    // A failed re-read behind a form being filled in keeps the form (and what was typed) on screen.
    if (query.isError && !query.data)
      return (
        <FormErrorAlert
          error={query.error}
          title={
            query.error instanceof ApiError && query.error.status === 404
              ? t('requests.page.noSuchRequest')
              : t('requests.page.loadFailedRequest')
          }
        />
      );
    if (!query.data)
      return (
        <Center py="xl">
          <Loader aria-label={t('requests.form.loading')} />
        </Center>
      );
    if (query.data.state !== 'draft')
      return <NotEditable detail={query.data} title={title} viewUrl={viewUrl(query.data)} />;
  }
  return <>{children(id, query.data)}</>;
}
