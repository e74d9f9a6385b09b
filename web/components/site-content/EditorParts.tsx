import type { ReactNode } from 'react';
import { Alert, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDate } from '../../../contract/format';
import { ApiError } from '../../api/client';
import { useAuth } from '../../api/use-auth';

/** The pieces the carousel and the news screens share: one admin gate, one link field, one way to show dates. */

/** True when the signed-in user may not edit site content: not an admin, or the server said 403. */
export function useContentForbidden(loadError: unknown): boolean {
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  return !isAdmin || (loadError instanceof ApiError && loadError.status === 403);
}

export function AdminOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
      {children}
    </Alert>
  );
}

/** An item's showing period as the lists write it; no dates means it always shows. */
export function datesText({ startsOn, endsOn }: { startsOn: string | null; endsOn: string | null }): string {
  const day = (d: string | null) => (d ? formatDate(d) : '…');
  return startsOn || endsOn ? `${day(startsOn)} – ${day(endsOn)}` : 'Always';
}

/** Asks before removing, since a removed item cannot be brought back. */
export function removeAfterConfirm(question: string, remove: () => void) {
  if (window.confirm(question)) remove();
}

export function ContentLinkInput(props: TextInputProps) {
  return (
    <TextInput label="Link" description="An http(s):// address or a path on this site such as /services" {...props} />
  );
}

/** The start and end date inputs; each takes the form's input props for its field. */
export function DateRangeInputs({ start, end }: { start: TextInputProps; end: TextInputProps }) {
  return (
    <Group grow>
      <TextInput type="date" label="Start date" {...start} />
      <TextInput type="date" label="End date" {...end} />
    </Group>
  );
}
