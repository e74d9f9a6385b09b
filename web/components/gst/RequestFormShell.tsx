import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import type { GstProblem, GstRequestDetail } from '../../../contract/gst';
import { GST_ROUTES, useCreateGstRequest, useSaveGstRequest, type GstKind } from '../../api/gst';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { GstFormContext } from './fields';
import type { RequestFormStore } from './use-request-form';

type Props<T> = {
  kind: GstKind;
  /** The draft's id once it has one. */
  id: number | null;
  detail?: GstRequestDetail;
  title: string;
  form: RequestFormStore<T>;
  children: ReactNode;
};

/**
 * What both GST forms share around their sections: the heading with the reference number, save as a
 * draft at any point (a format mistake is refused here, as the server would), save and continue to the
 * summary, the server's field errors taken to their fields, and a question before leaving unsaved work.
 */
export function RequestFormShell<T>({ kind, id, detail, title, form, children }: Props<T>) {
  const navigate = useNavigate();
  const create = useCreateGstRequest(kind);
  const save = useSaveGstRequest(kind, id ?? 0);
  const [blocked, setBlocked] = useState<GstProblem[] | null>(null);
  const [createdRef, setCreatedRef] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = create.isPending || save.isPending;
  const saveError = create.error ?? save.error;
  const dirty = useSyncExternalStore(form.subscribe, () => form.getState().data !== form.getState().savedData);
  const attempted = useSyncExternalStore(form.subscribe, () => form.getState().attempted);
  const missing = useSyncExternalStore(form.subscribe, () => form.getState().problems.filter((p) => p.kind === 'missing').length);

  // Leaving with unsaved changes asks first: inside the app with a dialog, closing the tab with the browser's own.
  // Moving within this form (its id added to the address after the first save) is not leaving.
  const formBase = GST_ROUTES.merchant.form(kind);
  const blocker = useBlocker(({ nextLocation }) => form.getState().data !== form.getState().savedData && !isFormPath(nextLocation.pathname, formBase));
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const focusFirstError = () => {
    setTimeout(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      el?.scrollIntoView({ block: 'center' });
      el?.focus({ preventScroll: true });
    }, 0);
  };

  const persist = (next: 'stay' | 'continue') => {
    form.attempt();
    create.reset();
    save.reset();
    const bad = form.getState().problems.filter((p) => p.kind === 'format');
    if (bad.length) {
      setBlocked(bad);
      focusFirstError();
      return;
    }
    setBlocked(null);
    const sent = form.getState().data;
    const onError = (e: unknown) => {
      form.serverRefused(e);
      focusFirstError();
    };
    const done = (d: GstRequestDetail, created: boolean) => {
      // Only what was sent is saved: a key pressed while the call was out keeps the form unsaved.
      form.saved(sent);
      if (created) setCreatedRef(d.refNo);
      notifications.show({ color: 'green', title: created ? 'Draft saved' : 'Saved', message: `Request ${d.refNo} is saved as a draft.` });
      if (next === 'continue') navigate(GST_ROUTES.merchant.view(kind, d.id));
      // The address now names the draft, so a reload or the back button resumes it.
      else if (created) navigate(GST_ROUTES.merchant.form(kind, d.id), { replace: true });
    };
    // The forms' data types are the kind's own; the shell only passes them through.
    const body = sent as never;
    if (id === null) create.mutate(body, { onSuccess: (d) => done(d, true), onError });
    else save.mutate(body, { onSuccess: (d) => done(d, false), onError });
  };

  const ref = detail?.refNo ?? createdRef;
  return (
    <GstFormContext.Provider value={form}>
      <Stack gap="md">
        <LoadingOverlay visible={busy} fullScreen title="Saving..." description="Saving the request" />
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            GST
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" mt={4} data-testid="form-ref">
            {ref ? (
              <>
                Reference number <b>{ref}</b>
              </>
            ) : (
              'Save a draft at any time; it gets a reference number and can be finished later.'
            )}
          </Text>
        </div>
        {createdRef ? (
          <Alert color="green" variant="light" title="Draft saved" role="status" data-testid="draft-created">
            The reference number of this request is <b>{createdRef}</b>. You can come back to it any time from{' '}
            <Anchor component={Link} to={GST_ROUTES.merchant.list(kind, 'drafts')}>
              the drafts list
            </Anchor>
            .
          </Alert>
        ) : null}
        <form
          ref={formRef}
          onSubmit={(e) => {
            e.preventDefault();
            persist('continue');
          }}
          noValidate
          aria-label={title}
        >
          <Stack gap="md">
            {children}
            {blocked && (
              <Alert color="red" variant="light" title="Not saved" role="alert" withCloseButton onClose={() => setBlocked(null)} data-testid="not-saved">
                {blocked.length === 1 ? 'One answer is' : `${blocked.length} answers are`} not in the right form; correct {blocked.length === 1 ? 'it' : 'them'} and save again.
                <List size="sm" mt="xs">
                  {blocked.map((p) => (
                    <List.Item key={p.field + p.message}>{p.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {saveError ? <FormErrorAlert error={saveError} title="Not saved" listFieldErrors /> : null}
            <Paper withBorder shadow="sm" p="sm" radius="md" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" c={attempted && missing ? 'orange.8' : 'dimmed'} data-testid="form-status">
                  {dirty
                    ? 'Unsaved changes'
                    : attempted && missing
                      ? `${missing} ${missing === 1 ? 'answer' : 'answers'} still needed before submitting`
                      : ref
                        ? 'All changes saved'
                        : 'Nothing saved yet'}
                </Text>
                <Group gap="sm">
                  <Button type="button" variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={busy} onClick={() => persist('stay')}>
                    Save draft
                  </Button>
                  <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />} disabled={busy}>
                    Save and continue
                  </Button>
                </Group>
              </Group>
            </Paper>
          </Stack>
        </form>
      </Stack>
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
        <Text size="sm">The changes made since the last save will be lost.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Stay on the form
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Modal>
    </GstFormContext.Provider>
  );
}

/** This form's own address, with or without the draft's id (not the list or a request's page below it). */
function isFormPath(pathname: string, formBase: string): boolean {
  const rest = pathname.startsWith(formBase) ? pathname.slice(formBase.length) : null;
  return rest !== null && /^(\/\d+)?\/?$/.test(rest);
}

/** A request that has left the draft stage is not edited here: say so, and lead to its page. */
export function NotEditable({ kind, detail, title }: { kind: GstKind; detail: GstRequestDetail; title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="This request can no longer be edited" role="status">
        Request {detail.refNo} is {detail.stateLabel.toLowerCase()}; only a draft can be changed.{' '}
        <Anchor component={Link} to={GST_ROUTES.merchant.view(kind, detail.id)}>
          View request {detail.refNo}
        </Anchor>
      </Alert>
    </Stack>
  );
}
