import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconEdit, IconEye, IconSend } from '@tabler/icons-react';
import type { RequestRow } from '../../../contract/requests';
import { errorText } from '../../api/error-text';
import { RowActions, RowLink } from '../requests';
import { RequestListPage } from '../requests/RequestListPage';
import type { Area } from '../requests/service';
import { useProviderUrl } from './api';
import { SlipButton } from './SlipButton';
import { postToProvider } from './redirect';
import { PAPERLESS_ROUTES, PAPERLESS_SERVICE } from './services';

/** A row of a paperless list: the shared row and what Protean last said, copied out of the request's data. */
export type PaperlessRow = RequestRow & { provider_message?: string | null; checked_at?: string | null };

/** A phone's card: the number and state on top, then who, the ack number and when. */
const CARD_ROLES = {
  ref_no: 'title',
  state: 'badge',
  name: 'field',
  kind: 'field',
  result: 'field',
  provider_message: 'field',
  merchant_code: 'field',
  dated: 'field',
} as const;
const SIZES = {
  ref_no: 150,
  dated: 110,
  kind: 150,
  name: 180,
  subject: 130,
  state: 190,
  result: 170,
  merchant_code: 120,
  merchant_name: 180,
  amount: 110,
  remark: 260,
  provider_message: 260,
  checked_at: 160,
  updated_at: 150,
};

/**
 * The paperless lists of an area (docs/product.md#merchant-portal product/nsdl-pan/paperless/list,
 * docs/product.md#back-office actions/nsdl-pan/paperless/list): the shared list page with the workflow's lists as tabs;
 * the shop's rows carry what it can do next.
 */
export function PaperlessListPage({ area }: { area: Area }) {
  return (
    <RequestListPage<PaperlessRow>
      service={PAPERLESS_SERVICE}
      area={area}
      eyebrow="NSDL PAN paperless"
      description={
        area === 'merchant'
          ? 'Your paperless PAN applications. Filter by status, type or date; search by name, PAN or acknowledgement number.'
          : 'Oldest first while waiting for Protean. Filter by status, merchant and dates from the column headers; ' +
            'open one to ask Protean now or to fail and refund it.'
      }
      rowActions={area === 'merchant' ? (row) => <MerchantRowActions row={row} /> : undefined}
      rowActionsSize={area === 'merchant' ? 250 : undefined}
      sizes={SIZES}
      cardRoles={CARD_ROLES}
    />
  );
}

/**
 * The states an application may be resumed in: paid and not yet ended, not marked expired (the server's
 * `resumable`). "Paid, not yet sent" is one: its browser never reached Protean's page (the tab closed, the
 * URL call came late), and Continue is how the shop sends it on.
 */
const RESUMABLE_STATES = new Set(['confirmed', 'with_provider']);

/** View always; a draft's edit and confirm, an acknowledged one's slip, and Continue while Protean may still take it. */
function MerchantRowActions({ row }: { row: PaperlessRow }) {
  const R = PAPERLESS_ROUTES.merchant;
  const appType = row.kind === 'C' ? 'C' : 'N';
  return (
    <RowActions>
      <RowLink to={R.confirm(row.id)} label={`View ${row.ref_no}`} icon={IconEye} variant="subtle">
        View
      </RowLink>
      {row.state === 'draft' && (
        <>
          <RowLink to={R.apply(appType, row.id)} label={`Edit draft ${row.ref_no}`} icon={IconEdit}>
            Edit
          </RowLink>
          <RowLink to={R.confirm(row.id)} label={`Check and confirm ${row.ref_no}`} icon={IconSend} variant="filled">
            Confirm
          </RowLink>
        </>
      )}
      {row.state === 'acknowledged' && (
        <SlipButton id={row.id} size="compact-sm" label="Slip" ariaLabel={`Acknowledgement slip of ${row.ref_no}`} />
      )}
      {RESUMABLE_STATES.has(row.state) && <ContinueButton row={row} />}
    </RowActions>
  );
}

/** The row does not say whether Protean still allows it: the server does, and its refusal is shown as it words it. */
function ContinueButton({ row }: { row: PaperlessRow }) {
  const url = useProviderUrl(row.id);
  const [leaving, setLeaving] = useState(false);
  const go = () =>
    url.mutate(
      { action: 'resume' },
      {
        onSuccess: (r) => {
          setLeaving(true);
          postToProvider(r);
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: `Cannot continue ${row.ref_no}`, message: errorText(e) }),
      },
    );
  return (
    <Button
      size="compact-sm"
      variant="filled"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      loading={url.isPending || leaving}
      aria-label={`Continue e-KYC of ${row.ref_no}`}
      onClick={go}
    >
      Continue
    </Button>
  );
}
