import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit, IconEye, IconMessageReply, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { movesFrom } from '../../../contract/requests';
import type { GstRequestDetail, GstRequestRow } from '../../../contract/gst';
import { api } from '../../api/client';
import { GST_ROUTES, type Area, type GstKind } from '../../api/gst';
import { notifyDownloadError } from '../../api/table';
import { saveBlob } from '../../api/download';
import { RowActions, RowLink } from '../requests';
import { requestKeys, requestPaths } from '../requests/api';
import { RequestListPage } from '../requests/RequestListPage';
import { GST_SERVICES } from './services';
import { useT } from '../../i18n/gst';

/** A phone's card: the number and state on top, then who, what and when. */
const CARD_ROLES = {
  ref_no: 'title',
  state: 'badge',
  name: 'field',
  subject: 'field',
  kind: 'field',
  period: 'field',
  dated: 'field',
  result: 'field',
  merchant_code: 'field',
} as const;
const SIZES = {
  ref_no: 150,
  dated: 110,
  name: 160,
  subject: 150,
  kind: 120,
  period: 110,
  state: 140,
  merchant_code: 120,
  merchant_name: 180,
  result: 160,
  result2: 160,
  remark: 220,
  updated_at: 160,
};

/**
 * A GST service's lists in an area (docs/product.md#merchant-portal registration/list, filling/list;
 * docs/product.md#back-office actions/gst registration, filling): the shared list page (the period in words by its column's format), the
 * merchant's row actions (edit, submit, answer, result downloads) and the GSTIN still to record as back-office work.
 */
export function GstListPage({ area, kind }: { area: Area; kind: GstKind }) {
  const t = useT();
  const service = GST_SERVICES[kind];
  return (
    <RequestListPage<GstRequestRow>
      service={service}
      area={area}
      description={
        area === 'backend'
          ? t('gst.list.backendIntro')
          : t(kind === 'registration' ? 'gst.list.registrationIntro' : 'gst.list.filingIntro')
      }
      rowActions={area === 'merchant' ? (row) => <MerchantRowActions kind={kind} row={row} /> : undefined}
      // The buttons wrap onto a second line rather than push the status out of a laptop's view.
      rowActionsSize={area === 'merchant' ? 220 : undefined}
      works={(row) =>
        movesFrom(service.workflow, row.state, 'backend').some((m) => m.action !== 'record_gstin' || !row.result2)
      }
      sizes={SIZES}
      cardRoles={CARD_ROLES}
    />
  );
}

/** What the merchant can do with a row: the workflow's moves from its state (the same table the server allows), View always. */
function MerchantRowActions({ kind, row }: { kind: GstKind; row: GstRequestRow }) {
  const t = useT();
  const R = GST_ROUTES.merchant;
  const moves = movesFrom(GST_SERVICES[kind].workflow, row.state, 'merchant').map((m) => m.action);
  return (
    <RowActions>
      <RowLink
        to={R.view(kind, row.id)}
        label={t('gst.list.viewLabel', { refNo: row.ref_no })}
        icon={IconEye}
        variant="subtle"
      >
        {t('gst.list.view')}
      </RowLink>
      {moves.includes('submit') && (
        <>
          <RowLink
            to={R.form(kind, row.id)}
            label={t('gst.list.editDraftLabel', { refNo: row.ref_no })}
            icon={IconEdit}
          >
            {t('gst.list.editDraft')}
          </RowLink>
          <RowLink
            to={R.view(kind, row.id)}
            label={t('gst.list.submitLabel', { refNo: row.ref_no })}
            icon={IconSend}
            variant="filled"
          >
            {t('gst.list.submit')}
          </RowLink>
        </>
      )}
      {moves.includes('answer') && (
        <RowLink
          to={R.view(kind, row.id)}
          label={t('gst.list.answerLabel', { refNo: row.ref_no })}
          icon={IconMessageReply}
          variant="filled"
        >
          {t('gst.list.answer')}
        </RowLink>
      )}
      {row.state === 'completed' && <ResultDownloads kind={kind} row={row} />}
    </RowActions>
  );
}

/**
 * The result files of a completed row (acknowledgement; a registration's certificate once its GSTIN is
 * recorded). A row does not carry file ids: the request is read, then its newest file of the kind saved.
 */
function ResultDownloads({ kind, row }: { kind: GstKind; row: GstRequestRow }) {
  const t = useT();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const service = GST_SERVICES[kind];
  const results = service.results.filter((r) => r.value !== 'certificate' || row.result2);
  const get = async (resultKind: string, label: string) => {
    setBusy(resultKind);
    try {
      const d = await qc.fetchQuery({
        queryKey: requestKeys.request(service, 'merchant', row.id),
        queryFn: () => api.get<GstRequestDetail>(requestPaths(service, 'merchant').request(row.id)),
      });
      const file = d.files.filter((f) => f.side === 'backend' && f.kind === resultKind).at(-1);
      if (!file) {
        notifications.show({
          color: 'yellow',
          title: t('gst.list.notAttachedTitle'),
          message: t('gst.list.notAttached', { document: label.toLowerCase(), refNo: row.ref_no }),
        });
        return;
      }
      const { blob } = await api.download(requestPaths(service, 'merchant').file(row.id, file.id));
      saveBlob(blob, file.name);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {results.map((r) => (
        <Button
          key={r.value}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === r.value}
          aria-label={t('gst.list.downloadLabel', { document: r.label.toLowerCase(), refNo: row.ref_no })}
          onClick={() => void get(r.value, r.label)}
        >
          {t(r.value === 'certificate' ? 'gst.list.certificate' : 'gst.list.acknowledgement')}
        </Button>
      ))}
    </>
  );
}
