import type { ReactNode } from 'react';
import { Alert, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDate } from '../../../contract/format';
import type { AnyLocale } from '../../../contract/i18n';
import { formatLocale, i18n } from '../../i18n';
import { useT } from '../../i18n/site';
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
  const t = useT();
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('site.editor.adminOnly')}>
      {children}
    </Alert>
  );
}

/** An item's showing period as the lists write it, in the active language; no dates means it always shows. */
export function datesText({ startsOn, endsOn }: { startsOn: string | null; endsOn: string | null }): string {
  const locale = formatLocale(i18n.locale as AnyLocale);
  const day = (d: string | null) => (d ? formatDate(d, locale) : '…');
  return startsOn || endsOn ? `${day(startsOn)} – ${day(endsOn)}` : i18n._('site.editor.always');
}

/** Asks before removing, since a removed item cannot be brought back. */
export function removeAfterConfirm(question: string, remove: () => void) {
  if (window.confirm(question)) remove();
}

export function ContentLinkInput(props: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={t('site.editor.link')}
      description={t('site.editor.linkHint', { scheme: 'http(s)://', example: '/services' })}
      {...props}
    />
  );
}

/** The start and end date inputs; each takes the form's input props for its field. */
export function DateRangeInputs({ start, end }: { start: TextInputProps; end: TextInputProps }) {
  const t = useT();
  return (
    <Group grow>
      <TextInput type="date" label={t('site.editor.startDate')} {...start} />
      <TextInput type="date" label={t('site.editor.endDate')} {...end} />
    </Group>
  );
}
