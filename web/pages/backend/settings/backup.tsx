import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconLock, IconTrash } from '@tabler/icons-react';
import type { BackupSummary } from '../../../../contract/backup';
import { useBackUpNow, useBackups, useDeleteBackup, downloadBackup } from '../../../api/backup';
import { ApiError } from '../../../api/client';
import { notifyDownloadError } from '../../../api/table';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { formatCount } from '../../../components/DataTable';
import { ItemList } from '../../../components/DataTable/ItemList';
import { formatBytes } from '../../../components/requests/file-text';
import { useFormat, useT, type Translate } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

const madeBy = (t: Translate, b: BackupSummary) =>
  b.trigger === 'schedule' ? t('office.backup.daily') : (b.createdBy ?? '—');

/** /backend/settings/backup (admin): back up now, the backups with their size and maker, download, delete. */
export default function BackupPage() {
  const t = useT();
  const { formatDateTime } = useFormat();
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const [started, setStarted] = useState<{ at: number; complete: number } | null>(null);
  const backups = useBackups(started);
  const backUp = useBackUpNow();
  const remove = useDeleteBackup();
  const [downloading, setDownloading] = useState<string | null>(null);
  const forbidden = !isAdmin || (backups.error instanceof ApiError && backups.error.status === 403);

  const download = async (stamp: string) => {
    setDownloading(stamp);
    try {
      await downloadBackup(stamp);
    } catch (err) {
      notifyDownloadError(err);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title={t('office.backup.title')}
          description={t('office.backup.intro', { command: 'npm run restore' })}
        />
        {!forbidden && (
          <Button
            leftSection={<IconDatabaseExport size={16} />}
            loading={backUp.isPending}
            onClick={() =>
              backUp.mutate(undefined, {
                onSuccess: () =>
                  setStarted({ at: Date.now(), complete: backups.data?.items.filter((b) => b.complete).length ?? 0 }),
              })
            }
          >
            {t('office.backup.now')}
          </Button>
        )}
      </Group>
      {forbidden ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('office.siteConfig.adminOnlyTitle')}
        >
          {t('office.backup.adminOnly')}
        </Alert>
      ) : (
        <>
          {backups.data && (
            <Text size="sm">
              {t('office.backup.schedule', {
                time: backups.data.schedule.time,
                days: backups.data.schedule.keepDays,
              })}
            </Text>
          )}
          {backUp.isSuccess && (
            <Alert
              color="green"
              variant="light"
              title={t('office.backup.started')}
              withCloseButton
              onClose={() => backUp.reset()}
            >
              {backUp.data.message}
            </Alert>
          )}
          <FormErrorAlert error={backUp.error} title={t('office.backup.notStarted')} />
          <FormErrorAlert error={remove.error} title={t('office.backup.notDeleted')} />
          {backups.error ? (
            <FormErrorAlert error={backups.error} title={t('office.backup.loadFailed')} />
          ) : !backups.data ? (
            <Center py="xl">
              <Loader aria-label={t('office.backup.loading')} />
            </Center>
          ) : backups.data.items.length === 0 ? (
            <Text c="dimmed">{t('office.backup.none')}</Text>
          ) : (
            <ItemList
              title={t('office.backup.list')}
              items={backups.data.items}
              itemKey={(b) => b.stamp}
              minWidth={760}
              columns={[
                {
                  label: t('office.backup.madeAt'),
                  role: 'title',
                  cell: (b) => (
                    <>
                      <Text fw={600}>{formatDateTime(b.createdAt)}</Text>
                      {!b.complete && (
                        <Badge color="yellow" variant="light">
                          {t('office.backup.partial')}
                        </Badge>
                      )}
                    </>
                  ),
                },
                { label: t('office.backup.size'), cell: (b) => formatBytes(b.bytes) },
                {
                  label: t('office.backup.tables'),
                  cell: (b) =>
                    b.complete ? t('office.backup.tableRows', { tables: b.tables, rows: formatCount(b.rows) }) : '—',
                },
                { label: t('office.backup.files'), cell: (b) => (b.complete ? formatCount(b.files) : '—') },
                { label: t('office.backup.madeBy'), cell: (b) => (b.complete ? madeBy(t, b) : '—') },
              ]}
              actions={(b) => (
                <Group gap={4} wrap="nowrap">
                  {b.complete && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('office.backup.download', { at: formatDateTime(b.createdAt) })}
                      loading={downloading === b.stamp}
                      onClick={() => void download(b.stamp)}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('office.backup.delete', { at: formatDateTime(b.createdAt) })}
                    loading={remove.isPending && remove.variables === b.stamp}
                    onClick={() => {
                      if (window.confirm(t('office.backup.deleteConfirm', { at: formatDateTime(b.createdAt) })))
                        remove.mutate(b.stamp);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            />
          )}
        </>
      )}
    </Stack>
  );
}
