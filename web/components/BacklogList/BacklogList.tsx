import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Button, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import {
  BACKLOG_COLUMNS,
  BACKLOG_STATUS_FILTER,
  DEFAULT_BACKLOG_STATUS,
  type BacklogAdditionFilter,
  type BacklogRow,
} from '../../../contract/lists/backlog';
import { backlogPaths, downloadAck, type BacklogArea } from '../../api/backlog';
import { notifyDownloadError } from '../../api/table';
import { DataTable, DateRangePickers, withFirstPage } from '../DataTable';
import { ImportBacklogModal } from './ImportBacklogModal';
import { useT } from '../../i18n/money';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
// '' is a real choice (All) distinct from "not chosen" (the default A), so the URL spells it out.
const ALL = 'all';
const STATUS_VALUES: readonly string[] = BACKLOG_STATUS_FILTER.map((s) => s.value);
// A 15-digit ack number with its download icon, and addresses, do not fit the default 150.
const SIZES = { akn_no: 190, pan_type: 180, email: 220, aadhaar_No: 160 };

type Props = {
  area: BacklogArea;
  /** Offers the Import action (back office, admin only). */
  canImport?: boolean;
};

/** docs/product.md#backlog-pan-records backlog PAN list, the same screen for the back office and for a merchant's own rows. */
export function BacklogList({ area, canImport = false }: Props) {
  const t = useT();
  const paths = backlogPaths(area);
  const [params, setParams] = useSearchParams();
  const [importOpen, setImportOpen] = useState(false);

  const rawStatus = params.get('status');
  const status =
    rawStatus === ALL ? '' : rawStatus && STATUS_VALUES.includes(rawStatus) ? rawStatus : DEFAULT_BACKLOG_STATUS;
  const dt1 = dateParam(params.get('dt1'));
  const dt2 = dateParam(params.get('dt2'));

  const additionFilter = useMemo(() => {
    const f: BacklogAdditionFilter = { status: status as BacklogAdditionFilter['status'] };
    if (dt1) f.dt1 = dt1;
    if (dt2) f.dt2 = dt2;
    return f;
  }, [status, dt1, dt2]);

  /** Sets one of the list's own filters; the table goes back to its first page, as for its own filters. */
  const setParam = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = withFirstPage(prev);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const cells = useMemo(
    () => ({ akn_no: (row: BacklogRow) => <AckDownload area={area} aknNo={row.akn_no} /> }),
    [area],
  );

  const toolbar = (
    <>
      <SegmentedControl
        aria-label={t('money.backlog.status')}
        size="sm"
        value={status === '' ? ALL : status}
        data={BACKLOG_STATUS_FILTER.map((s) => ({ value: s.value || ALL, label: s.label }))}
        onChange={(v) => setParam('status', v === DEFAULT_BACKLOG_STATUS ? null : v)}
      />
      <DateRangePickers dt1={dt1} dt2={dt2} onChange={setParam} />
    </>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('money.backlog.title')}</Title>
        {canImport && (
          <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImportOpen(true)}>
            {t('money.backlog.import')}
          </Button>
        )}
      </Group>
      <DataTable<BacklogRow>
        url={paths.list}
        exportUrl={paths.export}
        title={t('money.backlog.tableTitle')}
        columns={BACKLOG_COLUMNS}
        cardRoles={{
          transid: 'title',
          status: 'badge',
          name: 'field',
          akn_no: 'field',
          dated: 'field',
          pan_type: 'field',
          contactno: 'field',
        }}
        additionFilter={additionFilter}
        cells={cells}
        sizes={SIZES}
        getRowId={(row) => row.akn_no}
        toolbar={toolbar}
      />
      {canImport && <ImportBacklogModal opened={importOpen} onClose={() => setImportOpen(false)} />}
    </Stack>
  );
}

function dateParam(value: string | null): string | null {
  return value && DATE_RE.test(value) ? value : null;
}

/** The acknowledgement number, which downloads its slip (docs/product.md#backlog-pan-records). */
function AckDownload({ area, aknNo }: { area: BacklogArea; aknNo: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAck(area, aknNo);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void download()}
      disabled={busy}
      aria-label={t('money.backlog.downloadAck', { aknNo })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, textAlign: 'left' }}
    >
      {aknNo}
      {busy ? <Loader size={12} /> : <IconDownload size={14} aria-hidden style={{ flexShrink: 0 }} />}
    </Anchor>
  );
}
