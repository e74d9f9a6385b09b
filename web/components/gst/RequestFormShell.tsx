import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { GstRequestDetail } from '../../../contract/gst';
import { GST_ROUTES, useCreateGstRequest, useSaveGstRequest, type GstKind } from '../../api/gst';
import { LoadingOverlay } from '../LoadingOverlay';
import { DraftFormFrame, useDraftFormFrame } from '../requests/DraftFormFrame';
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
  const [createdRef, setCreatedRef] = useState<string | null>(null);
  const busy = create.isPending || save.isPending;
  const formBase = GST_ROUTES.merchant.form(kind);
  const frame = useDraftFormFrame(form, (pathname) => isFormPath(pathname, formBase));

  const persist = (next: 'stay' | 'continue') => {
    create.reset();
    save.reset();
    if (!frame.maySave()) return;
    const sent = form.getState().data;
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
    if (id === null) create.mutate(body, { onSuccess: (d) => done(d, true), onError: frame.refused });
    else save.mutate(body, { onSuccess: (d) => done(d, false), onError: frame.refused });
  };

  const ref = detail?.refNo ?? createdRef;
  return (
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
      <DraftFormFrame frame={frame} label={title} busy={busy} saveError={create.error ?? save.error} listFieldErrors saved={!!ref} notSavedYet="Nothing saved yet" onSave={persist}>
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
