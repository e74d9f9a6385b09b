import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit, IconEye, IconMessageReply, IconSend, IconChecklist } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { movesFrom } from '../../../contract/requests';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW, periodLabel, type GstRequestDetail, type GstRequestRow } from '../../../contract/gst';
import { api } from '../../api/client';
import { GST_ROUTES, gstKeys, gstPaths, type Area, type GstKind } from '../../api/gst';
import { notifyDownloadError } from '../../api/table';
import { saveBlob } from '../../api/download';
import { RequestList, RowActions, RowLink } from '../requests';
import { GST_LOOK } from './services';

const WORKFLOWS = { registration: GST_REGISTRATION_WORKFLOW, filing: GST_FILING_WORKFLOW } as const;

/** A phone's card: the number and state on top, then who, what and when. */
const CARD_ROLES = { ref_no: 'title', state: 'badge', name: 'field', subject: 'field', kind: 'field', period: 'field', dated: 'field', result: 'field', merchant_code: 'field' } as const;
const SIZES = { ref_no: 150, dated: 120, name: 200, subject: 170, kind: 150, period: 110, state: 140, merchant_code: 120, merchant_name: 180, result: 170, result2: 170, remark: 220, updated_at: 160 };

/**
 * A service's lists in an area (SPEC §2.3 registration/list, filling/list; §2.4 actions/gst registration,
 * filling): the workflow's lists as tabs kept in the address (?list=), each the shared request list with
 * header filters on state, merchant, return type and period, the date range, and per-row actions.
 */
export function GstListPage({ area, kind }: { area: Area; kind: GstKind }) {
  const look = GST_LOOK[kind];
  const names = look.listOrder[area];
  const [params, setParams] = useSearchParams();
  const asked = params.get('list') ?? '';
  const name = names.includes(asked) ? asked : names[0];
  const lists = look.lists[area];
  const paths = gstPaths(area, kind);
  const columns = area === 'merchant' ? look.columns.filter((c) => c.field !== 'merchant_code' && c.field !== 'merchant_name') : look.columns;

  // A new list starts from its first page with no filters of the last one's.
  const choose = (next: string | null) => next && setParams(new URLSearchParams({ list: next }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {look.title}
      </Text>
      <Tabs value={name} onChange={choose} variant="pills" radius="xl" aria-label={`${look.title} lists`}>
        {/* Wrapping, not scrolling: on a phone every list stays in sight. */}
        <Tabs.List>
          {names.map((n) => (
            <Tabs.Tab key={n} value={n}>
              {lists[n].title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <RequestList<GstRequestRow>
        key={name}
        url={paths.list(name)}
        exportUrl={paths.export(name)}
        title={lists[name].title}
        description={area === 'merchant' ? `Your ${look.title} requests. Filter by state or date, search by name, PAN, GSTIN or ARN.` : 'Filter by state, merchant, return and period from the column headers.'}
        columns={columns}
        look={look.look}
        stateTestId="gst-state"
        rowActions={(row) => (area === 'merchant' ? <MerchantRowActions kind={kind} row={row} /> : <BackendRowActions kind={kind} row={row} />)}
        rowActionsSize={area === 'merchant' ? 330 : 160}
        refLink={{ field: 'ref_no', to: (row) => (area === 'merchant' ? GST_ROUTES.merchant.view(kind, row.id) : GST_ROUTES.backend.review(kind, row.id)) }}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        cells={PERIOD_CELL}
      />
    </Stack>
  );
}

/** A period in words ("Oct 2026", "FY 2025-26"), as the form shows it, not as stored. */
const PERIOD_CELL = { period: (row: GstRequestRow) => (row.period ? periodLabel(row.period) : '') };

/** What the merchant can do with a row: the workflow's moves from its state (the same table the server allows), View always. */
function MerchantRowActions({ kind, row }: { kind: GstKind; row: GstRequestRow }) {
  const R = GST_ROUTES.merchant;
  const moves = movesFrom(WORKFLOWS[kind], row.state, 'merchant').map((m) => m.action);
  return (
    <RowActions>
      <RowLink to={R.view(kind, row.id)} label={`View ${row.ref_no}`} icon={IconEye} variant="subtle">
        View
      </RowLink>
      {moves.includes('submit') && (
        <>
          <RowLink to={R.form(kind, row.id)} label={`Edit draft ${row.ref_no}`} icon={IconEdit}>
            Edit draft
          </RowLink>
          <RowLink to={R.view(kind, row.id)} label={`Check and submit ${row.ref_no}`} icon={IconSend} variant="filled">
            Submit
          </RowLink>
        </>
      )}
      {moves.includes('answer') && (
        <RowLink to={R.view(kind, row.id)} label={`Answer query ${row.ref_no}`} icon={IconMessageReply} variant="filled">
          Answer query
        </RowLink>
      )}
      {row.state === 'completed' && <ResultDownloads kind={kind} row={row} />}
    </RowActions>
  );
}

function BackendRowActions({ kind, row }: { kind: GstKind; row: GstRequestRow }) {
  const work = movesFrom(WORKFLOWS[kind], row.state, 'backend').some((m) => m.action !== 'record_gstin' || !row.result2);
  return (
    <RowActions>
      <RowLink to={GST_ROUTES.backend.review(kind, row.id)} label={`${work ? 'Review' : 'View'} ${row.ref_no}`} icon={work ? IconChecklist : IconEye} variant={work ? 'filled' : 'subtle'}>
        {work ? 'Review' : 'View'}
      </RowLink>
    </RowActions>
  );
}

/**
 * The result files of a completed row (acknowledgement; a registration's certificate once its GSTIN is
 * recorded). A row does not carry file ids: the request is read, then its newest file of the kind saved.
 */
function ResultDownloads({ kind, row }: { kind: GstKind; row: GstRequestRow }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const results = GST_LOOK[kind].results.filter((r) => r.value !== 'certificate' || row.result2);
  const get = async (resultKind: string, label: string) => {
    setBusy(resultKind);
    try {
      const d = await qc.fetchQuery({ queryKey: gstKeys.request('merchant', kind, row.id), queryFn: () => api.get<GstRequestDetail>(gstPaths('merchant', kind).request(row.id)) });
      const file = d.files.filter((f) => f.side === 'backend' && f.kind === resultKind).at(-1);
      if (!file) {
        notifications.show({ color: 'yellow', title: 'Not attached yet', message: `The back office has not attached the ${label.toLowerCase()} of ${row.ref_no} yet.` });
        return;
      }
      const { blob } = await api.download(gstPaths('merchant', kind).file(row.id, file.id));
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
          aria-label={`Download ${r.label.toLowerCase()} of ${row.ref_no}`}
          onClick={() => void get(r.value, r.label)}
        >
          {r.value === 'certificate' ? 'Certificate' : 'Acknowledgement'}
        </Button>
      ))}
    </>
  );
}
