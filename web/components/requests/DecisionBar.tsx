import { useLabel } from '../../i18n/labels';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Card, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AllowedAction } from '../../../contract/requests';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { useT } from '../../i18n/requests';
import { RemarkForm } from './RemarkForm';

/** How a screen words and draws one action; everything is optional (the server's label is the default). */
export type ActionLook = {
  /** The button's text. */
  label?: string;
  /** The tab's title when the screen offers several actions with a form. */
  tab?: string;
  /** The form's accessible name (default: the button's text). */
  formLabel?: string;
  /** The text box's label (default "Reason" for a required remark, "Remark" for an optional one). */
  fieldLabel?: string;
  color?: string;
  icon?: ReactNode;
  hint?: string;
  description?: string;
  /**
   * What to ask before a danger move is made. `false` for one whose typed reason is already the
   * deliberate step the screen wants; by default a danger move asks "… ?  This cannot be undone."
   */
  confirm?: false | Confirm;
};

type Confirm = { title: string; message: ReactNode; button?: string };

type Props = {
  /** What the reader may do now, as the server said (ApplicationDetail.allowedActions and the like). */
  actions: readonly AllowedAction[];
  /** The actions this screen offers, in this order; the others (a move with a screen of its own) are left out. */
  only?: readonly string[];
  looks?: Partial<Record<string, ActionLook>>;
  submitting: boolean;
  /** Makes the move; the page owns the call, its answer and its errors. */
  onMove: (action: string, remark: string | undefined) => void;
  /** The form of an action that needs more than a remark (AllowedAction.input), e.g. an ack number. */
  renderInput?: (action: AllowedAction) => ReactNode;
  /** Shown when none of the offered actions is allowed now. */
  empty?: ReactNode;
};

/** The allowed actions a screen offers, in its order. */
export function offered(actions: readonly AllowedAction[], only?: readonly string[]): AllowedAction[] {
  if (!only) return [...actions];
  return only.flatMap((name) => actions.filter((a) => a.action === name));
}

const hasForm = (a: AllowedAction) => a.input !== null || a.remark !== 'none';

/**
 * The buttons of a request's decision, drawn from the actions the server allows now instead of from
 * the screen's own idea of the workflow. An action without a remark is a button; one with a remark
 * (optional or required) is a remark form; one with an input is the page's own form (renderInput).
 * Several forms sit in tabs, the first open. A danger move asks for a confirmation unless its look says not.
 */
export function DecisionBar({ actions, only, looks = {}, submitting, onMove, renderInput, empty = null }: Props) {
  const t = useT();
  const contractLabel = useLabel();
  const [asking, setAsking] = useState<{ action: AllowedAction; remark: string | undefined } | null>(null);
  const shown = offered(actions, only);
  if (!shown.length) return <>{empty}</>;

  const look = (a: AllowedAction) => looks[a.action] ?? {};
  const label = (a: AllowedAction) => look(a).label ?? contractLabel(a.label);
  const confirmOf = (a: AllowedAction): Confirm | null => {
    const c = look(a).confirm;
    if (c === false) return null;
    if (c) return c;
    return a.danger
      ? { title: t('requests.decision.confirmTitle', { action: label(a) }), message: t('requests.decision.cannotUndo') }
      : null;
  };
  const move = (a: AllowedAction, remark: string | undefined) =>
    confirmOf(a) ? setAsking({ action: a, remark }) : onMove(a.action, remark);

  const buttons = shown.filter((a) => !hasForm(a));
  const forms = shown.filter(hasForm);

  const form = (a: AllowedAction) => {
    if (a.input !== null) return renderInput?.(a) ?? null;
    const l = look(a);
    return (
      <RemarkForm
        label={label(a)}
        formLabel={l.formLabel}
        optional={a.remark === 'optional'}
        fieldLabel={l.fieldLabel}
        color={l.color ?? (a.danger ? 'red' : undefined)}
        icon={l.icon}
        hint={l.hint}
        description={l.description}
        submitting={submitting}
        onSubmit={(remark) => move(a, remark)}
      />
    );
  };

  const asked = asking && confirmOf(asking.action);
  const askedButton =
    asking && asked
      ? (asked.button ?? t('requests.decision.confirmYes', { action: label(asking.action).toLowerCase() }))
      : '';
  return (
    <Stack gap="md">
      {buttons.length > 0 && (
        <Group gap="sm" wrap="wrap">
          {buttons.map((a) => (
            <Button
              key={a.action}
              color={look(a).color ?? (a.danger ? 'red' : undefined)}
              leftSection={look(a).icon}
              loading={submitting}
              onClick={() => move(a, undefined)}
            >
              {label(a)}
            </Button>
          ))}
        </Group>
      )}
      {forms.length === 1 && form(forms[0])}
      {forms.length > 1 && (
        // Keyed by what is offered: when the request moves on, a fresh set of tabs opens on its first.
        <Tabs key={forms.map((a) => a.action).join()} defaultValue={forms[0].action} keepMounted>
          <Tabs.List grow mb="md">
            {forms.map((a) => (
              <Tabs.Tab key={a.action} value={a.action}>
                {look(a).tab ?? label(a)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {forms.map((a) => (
            <Tabs.Panel key={a.action} value={a.action}>
              {form(a)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Modal opened={!!asked} onClose={() => setAsking(null)} title={asked?.title} centered>
        <Stack gap="md">
          <Text size="sm">{asked?.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('requests.decision.goBack')}
            </Button>
            <Button
              color="red"
              loading={submitting}
              onClick={() => {
                if (!asking) return;
                setAsking(null);
                onMove(asking.action.action, asking.remark);
              }}
            >
              {askedButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * The card a decision sits in: its title, the error of the last try (scrolled into view, for it may be
 * below the fold on a phone) and a veil while the move is saved.
 */
export function DecisionCard({
  title,
  busy,
  error,
  onCloseError,
  children,
  footer,
}: {
  title?: string;
  busy: boolean;
  error: unknown;
  onCloseError: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  return (
    <Card withBorder padding="md" pos="relative">
      <LoadingOverlay
        visible={busy}
        title={t('requests.decision.saving')}
        description={t('requests.decision.savingDescription')}
      />
      <Title order={2} size="h4" mb="sm">
        {title ?? t('requests.decision.title')}
      </Title>
      {error ? (
        <Box ref={alertRef} mb="md" style={{ scrollMarginTop: 80 }}>
          <FormErrorAlert error={error} listFieldErrors onClose={onCloseError} />
        </Box>
      ) : null}
      {children}
      {footer}
    </Card>
  );
}
