import { useErrorText } from '../../i18n/errors';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useT } from '../../i18n/requests';
import { FormErrorAlert } from '../FormErrorAlert';
import { isDirty, type DraftFormStore, type FormProblem } from './draft-form-store';
import { DraftFormContext } from './form-fields';

/**
 * What a draft form's frame needs from its page: whether there is unsaved work, a question before
 * leaving it (a dialog inside the app, the browser's own when the tab closes), and the check that
 * refuses a save with an answer in the wrong form, as the server would.
 * `staysOnForm` says which addresses are still this form (its id added after the first save).
 */
export function useDraftFormFrame<T, P extends FormProblem>(
  form: DraftFormStore<T, P>,
  staysOnForm: (pathname: string) => boolean,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [blocked, setBlocked] = useState<P[] | null>(null);
  const dirty = useSyncExternalStore(form.subscribe, () => isDirty(form.getState()));
  const attempted = useSyncExternalStore(form.subscribe, () => form.getState().attempted);
  const missing = useSyncExternalStore(
    form.subscribe,
    () => form.getState().problems.filter((p) => p.kind === 'missing').length,
  );
  const blocker = useBlocker(({ nextLocation }) => isDirty(form.getState()) && !staysOnForm(nextLocation.pathname));
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

  /** Marks a save as tried and says whether it may go to the server: a format mistake stops it here. */
  const maySave = () => {
    form.attempt();
    const bad = form.getState().problems.filter((p) => p.kind === 'format');
    setBlocked(bad.length ? bad : null);
    if (bad.length) focusFirstError();
    return bad.length === 0;
  };

  /** A save the server refused: its field errors go to their fields, and the first of them gets the focus. */
  const refused = (error: unknown) => {
    form.serverRefused(error);
    focusFirstError();
  };

  return {
    form,
    formRef,
    blocked,
    dismissBlocked: () => setBlocked(null),
    dirty,
    attempted,
    missing,
    blocker,
    maySave,
    refused,
  };
}

type Props = {
  frame: ReturnType<typeof useDraftFormFrame>;
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  saveError: unknown;
  listFieldErrors?: boolean;
  /** The draft has been saved once (it has its number). */
  saved: boolean;
  /** The save bar's text before the first save. */
  notSavedYet: string;
  onSave: (next: 'stay' | 'continue') => void;
  children: ReactNode;
};

/**
 * The form element of a draft around its sections: why a save was refused, and the sticky bar with
 * the save state, "Save draft" and "Save and continue"; then the question before leaving unsaved work.
 */
export function DraftFormFrame({
  frame,
  label,
  busy,
  saveError,
  listFieldErrors,
  saved,
  notSavedYet,
  onSave,
  children,
}: Props) {
  const t = useT();
  const errorText = useErrorText();
  const { form, formRef, blocked, dismissBlocked, dirty, attempted, missing, blocker } = frame;
  return (
    <DraftFormContext.Provider value={form}>
      <form
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          onSave('continue');
        }}
        noValidate
        aria-label={label}
      >
        <Stack gap="md">
          {children}
          {blocked && (
            <Alert
              color="red"
              variant="light"
              title={t('requests.draft.notSaved')}
              role="alert"
              withCloseButton
              onClose={dismissBlocked}
              data-testid="not-saved"
            >
              {t('requests.draft.wrongForm', { count: blocked.length })}
              <List size="sm" mt="xs">
                {blocked.map((p) => (
                  <List.Item key={p.field + p.message}>{errorText(p.message)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {saveError ? (
            <FormErrorAlert error={saveError} title={t('requests.draft.notSaved')} listFieldErrors={listFieldErrors} />
          ) : null}
          <Paper withBorder shadow="sm" p="sm" radius="md" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c={attempted && missing ? 'orange.8' : 'dimmed'} data-testid="form-status">
                {dirty
                  ? t('requests.draft.unsaved')
                  : attempted && missing
                    ? t('requests.draft.stillNeeded', { count: missing })
                    : saved
                      ? t('requests.draft.allSaved')
                      : notSavedYet}
              </Text>
              <Group gap="sm">
                <Button
                  type="button"
                  variant="default"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={busy}
                  onClick={() => onSave('stay')}
                >
                  {t('requests.draft.save')}
                </Button>
                <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />} disabled={busy}>
                  {t('requests.draft.saveAndContinue')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('requests.draft.leaveTitle')}
        centered
      >
        <Text size="sm">{t('requests.draft.leaveMessage')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('requests.draft.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('requests.draft.leave')}
          </Button>
        </Group>
      </Modal>
    </DraftFormContext.Provider>
  );
}
