import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconLock, IconTrash } from '@tabler/icons-react';
import type { BackupSummary } from '../../../../contract/backup';
import { formatDateTime } from '../../../../contract/format';
import { useBackUpNow, useBackups, useDeleteBackup, downloadBackup } from '../../../api/backup';
import { ApiError } from '../../../api/client';
import { notifyDownloadError } from '../../../api/table';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { formatCount } from '../../../components/DataTable';
import { ItemList } from '../../../components/DataTable/ItemList';
import { formatBytes } from '../../../components/requests/file-text';

const madeBy = (b: BackupSummary) => (b.trigger === 'schedule' ? 'Daily schedule' : (b.createdBy ?? '—'));

/** /backend/settings/backup (admin): back up now, the backups with their size and maker, download, delete. */
export default function BackupPage() {
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
        <div>
          <Title order={1} size="h2">
            Backup
          </Title>
          <Text c="dimmed">
            Every table and every stored file, checked by its hash, in the portal&apos;s file storage. A backup restores
            into an empty portal with npm run restore.
          </Text>
        </div>
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
            Back up now
          </Button>
        )}
      </Group>
      {forbidden ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
          Only an administrator can see and make backups.
        </Alert>
      ) : (
        <>
          {backups.data && (
            <Text size="sm">
              A backup is made every day at {backups.data.schedule.time} (India time); backups are kept{' '}
              {backups.data.schedule.keepDays} days.
            </Text>
          )}
          {backUp.isSuccess && (
            <Alert color="green" variant="light" title="Backup started" withCloseButton onClose={() => backUp.reset()}>
              {backUp.data.message}
            </Alert>
          )}
          <FormErrorAlert error={backUp.error} title="No backup was started" />
          <FormErrorAlert error={remove.error} title="The backup was not deleted" />
          {backups.error ? (
            <FormErrorAlert error={backups.error} title="Could not load the backups" />
          ) : !backups.data ? (
            <Center py="xl">
              <Loader aria-label="Loading backups" />
            </Center>
          ) : backups.data.items.length === 0 ? (
            <Text c="dimmed">No backups yet.</Text>
          ) : (
            <ItemList
              title="Backups"
              items={backups.data.items}
              itemKey={(b) => b.stamp}
              minWidth={760}
              columns={[
                {
                  label: 'Made at',
                  role: 'title',
                  cell: (b) => (
                    <>
                      <Text fw={600}>{formatDateTime(b.createdAt)}</Text>
                      {!b.complete && (
                        <Badge color="yellow" variant="light">
                          Being made, or stopped part-way
                        </Badge>
                      )}
                    </>
                  ),
                },
                { label: 'Size', cell: (b) => formatBytes(b.bytes) },
                { label: 'Tables', cell: (b) => (b.complete ? `${b.tables} (${formatCount(b.rows)} rows)` : '—') },
                { label: 'Files', cell: (b) => (b.complete ? formatCount(b.files) : '—') },
                { label: 'Made by', cell: (b) => (b.complete ? madeBy(b) : '—') },
              ]}
              actions={(b) => (
                <Group gap={4} wrap="nowrap">
                  {b.complete && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download the backup of ${formatDateTime(b.createdAt)}`}
                      loading={downloading === b.stamp}
                      onClick={() => void download(b.stamp)}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the backup of ${formatDateTime(b.createdAt)}`}
                    loading={remove.isPending && remove.variables === b.stamp}
                    onClick={() => {
                      if (
                        window.confirm(
                          `Delete the backup of ${formatDateTime(b.createdAt)}? It cannot be restored afterwards.`,
                        )
                      )
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
