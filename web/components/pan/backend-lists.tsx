import type { ReactNode } from 'react';
import { IconChecklist, IconFileCheck, IconHash } from '@tabler/icons-react';
import {
  PAN_LISTS,
  PAN_WORKFLOW,
  type ApplicationRow,
  type BackendPanList,
  type PanAction,
} from '../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import { RowActions, RowLink, rowCan } from '../requests';
import { PanApplicationList } from './PanApplicationList';
import { PanDownloadButton } from './PanDownloadButton';
import { InfoLink } from './merchant-lists';

const R = PAN_ROUTES.backend;

/** Whether the back office may make this move on a row now (rows carry no allowedActions: the workflow answers). */
const allows = (row: ApplicationRow, action: PanAction) => rowCan(PAN_WORKFLOW, 'backend', row.state, action);

export {
  BACKEND_LIST_ORDER,
  BACKEND_STATE_CARDS,
  backendListPath,
  backendStateLink,
  backendStatePath,
} from './backend-routes';
import { useT } from '../../i18n/pan';
import { useLabel } from '../../i18n/labels';

export const ViewAction = ({ row }: { row: ApplicationRow }) => <InfoLink row={row} to={R.info(row.id)} />;

export function VerifyAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return (
    <RowLink
      to={R.verify(row.id)}
      label={t('pan.lists.verifyToken', { token: row.token_no })}
      icon={IconChecklist}
      variant="filled"
    >
      {t('pan.lists.verify')}
    </RowLink>
  );
}

export function AckNoAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return (
    <RowLink
      to={R.verify(row.id)}
      label={t('pan.lists.enterAckToken', { token: row.token_no })}
      icon={IconHash}
      variant="filled"
    >
      {t('pan.lists.enterAck')}
    </RowLink>
  );
}

export function SlipAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return row.ack_no ? (
    <PanDownloadButton
      area="backend"
      id={row.id}
      what="ack"
      size="compact-sm"
      label={t('pan.lists.slipLabel', { ackNo: row.ack_no })}
    >
      {t('pan.lists.slip')}
    </PanDownloadButton>
  ) : null;
}

export function TinVerifyAction({ row }: { row: ApplicationRow }) {
  const t = useT();
  return allows(row, 'tin_verify') && row.ack_no ? (
    <RowLink
      to={R.tinVerify(row.ack_no)}
      label={t('pan.lists.tinVerifyAck', { ackNo: row.ack_no })}
      icon={IconFileCheck}
      variant="filled"
    >
      {t('pan.lists.tinVerify')}
    </RowLink>
  ) : null;
}

/** What an operator can do with a row in the state it is in (the all-applications list). */
export function StateActions({ row }: { row: ApplicationRow }) {
  return (
    <RowActions>
      <ViewAction row={row} />
      {allows(row, 'verify') && <VerifyAction row={row} />}
      {allows(row, 'acknowledge') && <AckNoAction row={row} />}
      <TinVerifyAction row={row} />
      {row.ack_no && <SlipAction row={row} />}
    </RowActions>
  );
}

/** The screen a row's token number opens: the decision for one waiting for the back office, else the details. */
export const mainScreen = (row: ApplicationRow) =>
  allows(row, 'verify') || allows(row, 'acknowledge')
    ? R.verify(row.id)
    : allows(row, 'tin_verify') && row.ack_no
      ? R.tinVerify(row.ack_no)
      : R.info(row.id);

/** A back-office workflow list with its contract title. */
export function BackendPanList({
  name,
  description,
  rowActions,
  rowActionsSize,
}: {
  name: BackendPanList;
  description: string;
  rowActions?: (row: ApplicationRow) => ReactNode;
  rowActionsSize?: number;
}) {
  const label = useLabel();
  return (
    <PanApplicationList
      area="backend"
      name={name}
      title={label(PAN_LISTS.backend[name].title)}
      description={description}
      tokenLink={mainScreen}
      rowActions={rowActions ?? ((row) => <StateActions row={row} />)}
      rowActionsSize={rowActionsSize}
    />
  );
}
