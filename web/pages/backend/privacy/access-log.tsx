import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  ACCESS_ACTION_OPTIONS,
  ACCESS_LOG_API,
  ACCESS_LOG_COLUMNS,
  type AccessLogRow,
} from '../../../../contract/privacy/access-log';
import { apiRelative } from '../../../api/table';
import { DataTable, DateRangePickers, withFirstPage } from '../../../components/DataTable';
import { useIsAdmin } from '../../../components/money/guards';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

const LIST = apiRelative(ACCESS_LOG_API);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS: readonly string[] = ACCESS_ACTION_OPTIONS.map((o) => o.value);
const SIZES = { at: 150, actorCode: 110, actorRole: 100, action: 170, refType: 150, reference: 150, detail: 320 };

/**
 * /backend/privacy/access-log (admin): who saw or took personal data: a document viewed or downloaded, a whole
 * Aadhaar number shown, a list exported, a person searched for, an erasure. Filtered by days, action and user.
 */
export default function AccessLogPage() {
  const t = useT();
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const dt1 = DATE_RE.test(params.get('dt1') ?? '') ? params.get('dt1') : null;
  const dt2 = DATE_RE.test(params.get('dt2') ?? '') ? params.get('dt2') : null;
  const action = ACTIONS.includes(params.get('action') ?? '') ? params.get('action') : null;
  const actor = params.get('actor')?.trim().slice(0, 20) || null;

  const additionFilter = useMemo(
    () => ({ ...(dt1 && { dt1 }), ...(dt2 && { dt2 }), ...(action && { action }), ...(actor && { actor }) }),
    [dt1, dt2, action, actor],
  );

  /** One of the toolbar's filters; the table goes back to its first page, as for its own filters. */
  const setParam = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = withFirstPage(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  // The user code is typed; it filters once the admin leaves the box or presses Enter, not at every key.
  const [actorText, setActorText] = useState(actor ?? '');
  useEffect(() => setActorText(actor ?? ''), [actor]);
  const commitActor = () => setParam('actor', actorText.trim() || null);

  if (!admin) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('office.accessLog.title')}
        </Title>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('office.siteConfig.adminOnlyTitle')}
        >
          {t('office.accessLog.adminOnly')}
        </Alert>
      </Stack>
    );
  }

  const toolbar = (
    <>
      <DateRangePickers dt1={dt1} dt2={dt2} onChange={setParam} />
      <NativeSelect
        aria-label={t('office.accessLog.action')}
        size="sm"
        value={action ?? ''}
        data={[{ value: '', label: t('office.accessLog.allActions') }, ...ACCESS_ACTION_OPTIONS]}
        onChange={(e) => setParam('action', e.currentTarget.value || null)}
        w={200}
      />
      <TextInput
        aria-label={t('office.accessLog.userCode')}
        placeholder={t('office.accessLog.userCode')}
        size="sm"
        maxLength={20}
        value={actorText}
        onChange={(e) => setActorText(e.currentTarget.value)}
        onBlur={commitActor}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitActor();
        }}
        w={140}
      />
    </>
  );

  return (
    <Stack gap="md">
      <PageHeading title={t('office.accessLog.title')} description={t('office.accessLog.intro')} />
      <DataTable<AccessLogRow>
        url={LIST}
        exportUrl={`${LIST}/export`}
        title={t('office.accessLog.table')}
        columns={ACCESS_LOG_COLUMNS}
        additionFilter={additionFilter}
        toolbar={toolbar}
        sizes={SIZES}
        cardRoles={{
          at: 'title',
          action: 'badge',
          actorCode: 'field',
          reference: 'field',
          detail: 'field',
          reason: 'field',
          ip: 'field',
        }}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}
