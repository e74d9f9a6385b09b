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
import { useT } from '../../i18n/paperless';

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
  const t = useT();
  return (
    <RequestListPage<PaperlessRow>
      service={PAPERLESS_SERVICE}
      area={area}
      eyebrow={t('paperless.list.eyebrow')}
      description={t(area === 'merchant' ? 'paperless.list.merchantDescription' : 'paperless.list.backendDescription')}
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
  const t = useT();
  const R = PAPERLESS_ROUTES.merchant;
  const appType = row.kind === 'C' ? 'C' : 'N';
  return (
    <RowActions>
      <RowLink
        to={R.confirm(row.id)}
        label={t('paperless.list.viewLabel', { refNo: row.ref_no })}
        icon={IconEye}
        variant="subtle"
      >
        {t('paperless.list.view')}
      </RowLink>
      {row.state === 'draft' && (
        <>
          <RowLink
            to={R.apply(appType, row.id)}
            label={t('paperless.list.editLabel', { refNo: row.ref_no })}
            icon={IconEdit}
          >
            {t('paperless.list.edit')}
          </RowLink>
          <RowLink
            to={R.confirm(row.id)}
            label={t('paperless.list.confirmLabel', { refNo: row.ref_no })}
            icon={IconSend}
            variant="filled"
          >
            {t('paperless.list.confirm')}
          </RowLink>
        </>
      )}
      {row.state === 'acknowledged' && (
        <SlipButton
          id={row.id}
          size="compact-sm"
          label={t('paperless.list.slip')}
          ariaLabel={t('paperless.list.slipLabel', { refNo: row.ref_no })}
        />
      )}
      {RESUMABLE_STATES.has(row.state) && <ContinueButton row={row} />}
    </RowActions>
  );
}

/** The row does not say whether Protean still allows it: the server does, and its refusal is shown as it words it. */
function ContinueButton({ row }: { row: PaperlessRow }) {
  const t = useT();
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
          notifications.show({
            color: 'red',
            title: t('paperless.list.cannotContinue', { refNo: row.ref_no }),
            message: errorText(e),
          }),
      },
    );
  return (
    <Button
      size="compact-sm"
      variant="filled"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      loading={url.isPending || leaving}
      aria-label={t('paperless.list.continueLabel', { refNo: row.ref_no })}
      onClick={go}
    >
      {t('paperless.list.continue')}
    </Button>
  );
}
