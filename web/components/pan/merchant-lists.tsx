import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowRight, IconEye, IconRefresh, IconTruckDelivery, IconUpload } from '@tabler/icons-react';
// Issue 29: the workflow's module, not the contract's index, which brings the forms' rules and schemas to a list.
import {
  PAN_LISTS,
  PAN_WORKFLOW,
  type MerchantPanList as ListName,
  type PanAction,
} from '../../../contract/nsdl-pan/workflow';
import type { ApplicationDetail, ApplicationRow, AppType } from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import { api } from '../../api/client';
import { draftNextStep, PAN_BASE, PAN_ROUTES, panKeys } from '../../api/nsdl-pan';
import { courierAddFor } from './merchant-states';
// Not the requests index: it brings the request pages' decision bar, forms and timeline to every list.
import { rowCan } from '../requests/actions';
import { RowActions, RowLink } from '../requests/RequestList';
import { PanApplicationList } from './PanApplicationList';
import { PanDownloadButton } from './PanDownloadButton';
import { useT } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

const R = PAN_ROUTES.merchant;

/** Whether the shop may make this move on a row now (rows carry no allowedActions: the workflow answers). */
const allows = (row: ApplicationRow, action: PanAction) => rowCan(PAN_WORKFLOW, 'merchant', row.state, action);

/** A row's "View" link to its application's page, in either area. */
export function InfoLink({ row, to }: { row: ApplicationRow; to: string }) {
  const t = useT();
  return (
    <RowLink to={to} label={t('pan.lists.viewToken', { token: row.token_no })} icon={IconEye} variant="subtle">
      {t('pan.lists.view')}
    </RowLink>
  );
}

export const ViewAction = ({ row }: { row: ApplicationRow }) => <InfoLink row={row} to={R.info(row.id)} />;

/**
 * Continue a draft where it stopped: the row does not say what is missing, so the application is read
 * and draftNextStep decides (form, documents, crops or pre-submit); if it cannot be read, the form.
 */
export function ContinueAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    let to = R.form(row.category as PanCategory, row.app_type as AppType, row.id);
    try {
      const d = await qc.fetchQuery({
        queryKey: panKeys.application('merchant', row.id),
        queryFn: () => api.get<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${row.id}`),
      });
      to = draftNextStep(d);
    } catch {
      // The form is always a way on; it shows its own error if the draft is gone.
    }
    setBusy(false);
    navigate(to);
  };
  return (
    <Button
      type="button"
      size="compact-sm"
      variant="filled"
      loading={busy}
      aria-label={t('pan.lists.continueToken', { token: row.token_no })}
      leftSection={<IconArrowRight size={14} aria-hidden />}
      onClick={() => void go()}
    >
      {t('pan.lists.continue')}
    </Button>
  );
}

export function SlipAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return row.ack_no ? (
    <PanDownloadButton
      area="merchant"
      id={row.id}
      what="ack"
      size="compact-sm"
      label={t('pan.lists.slipLabel', { ackNo: row.ack_no })}
    >
      {t('pan.lists.slip')}
    </PanDownloadButton>
  ) : null;
}

/**
 * A rejected application can be reapplied once; after that the row names the new one. Reapplying is NSDL
 * PAN's own action, not a workflow move: the server offers it on a rejected application (workflow.ts).
 */
export function ReapplyAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  if (row.state !== 'rejected') return null;
  if (row.reapplied_as)
    return (
      <Text size="xs" c="dimmed">
        {t('pan.lists.reappliedAs', { token: row.reapplied_as })}
      </Text>
    );
  return (
    <RowLink
      to={R.reapply(row.id)}
      label={t('pan.lists.reapplyToken', { token: row.token_no })}
      icon={IconRefresh}
      variant="filled"
    >
      {t('pan.lists.reapply')}
    </RowLink>
  );
}

export function TinUploadAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return allows(row, 'tin_resubmit') && row.ack_no ? (
    <RowLink
      to={R.tinUpload(row.ack_no)}
      label={t('pan.lists.tinUploadAck', { ackNo: row.ack_no })}
      icon={IconUpload}
      variant="filled"
    >
      {t('pan.lists.tinUpload')}
    </RowLink>
  ) : null;
}

export function CourierAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return allows(row, 'dispatch') ? (
    <RowLink
      to={courierAddFor([row.id])}
      label={t('pan.lists.courierToken', { token: row.token_no })}
      icon={IconTruckDelivery}
    >
      {t('pan.lists.courier')}
    </RowLink>
  ) : null;
}

/** What the merchant can do with a row in the state it is in (the all-applications list). */
export function StateActions({ row }: { row: ApplicationRow }) {
  return (
    <RowActions>
      <ViewAction row={row} />
      {allows(row, 'submit') && <ContinueAction row={row} />}
      <ReapplyAction row={row} />
      <TinUploadAction row={row} />
      <SlipAction row={row} />
      <CourierAction row={row} />
    </RowActions>
  );
}

/** A merchant workflow list with its contract title. */
export function MerchantPanList({
  name,
  description,
  rowActions,
  rowActionsSize,
  toolbarExtra,
}: {
  name: ListName;
  description: ReactNode;
  rowActions?: (row: ApplicationRow) => ReactNode;
  rowActionsSize?: number;
  toolbarExtra?: ReactNode;
}) {
  const label = useLabel();
  return (
    <PanApplicationList
      area="merchant"
      name={name}
      title={label(PAN_LISTS.merchant[name].title)}
      description={description}
      rowActions={rowActions ?? ((row) => <StateActions row={row} />)}
      rowActionsSize={rowActionsSize}
      toolbarExtra={toolbarExtra}
    />
  );
}
