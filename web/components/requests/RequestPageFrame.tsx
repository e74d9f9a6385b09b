import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/requests';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';

type Props<T> = {
  /** The small line above the title: the service ("NSDL PAN"). */
  eyebrow?: string;
  title: ReactNode;
  /** A line under the title saying what the screen is for. */
  description?: ReactNode;
  /** The way back (a list or the dashboard), drawn as the header's last button. */
  back?: { to: string; label: string };
  /** More buttons in the header, before the way back. */
  actions?: ReactNode;
  /** The request the screen shows, as its query answers it. */
  query: { data?: T; error: unknown; isError: boolean };
  /** Set when the address itself names no request (a bad id): what to say instead of asking the server. */
  invalid?: ReactNode;
  /** What the request is called ("application", "request"), for "No such …". */
  noun?: 'application' | 'request';
  children: (data: T) => ReactNode;
};

/**
 * The frame of every screen about one request: the header with its way back, then the request once it
 * is in, a spinner until then, or why there is none (a bad address, an id the server does not know or
 * will not show this reader, which is the same 404, or a failure).
 */
export function RequestPageFrame<T>({
  eyebrow,
  title,
  description,
  back,
  actions,
  query,
  invalid,
  noun = 'application',
  children,
}: Props<T>) {
  const t = useT();
  const notFound = t(noun === 'request' ? 'requests.page.noSuchRequest' : 'requests.page.noSuchApplication');
  let body: ReactNode;
  if (invalid) {
    body = (
      <Alert color="red" variant="light" title={notFound} role="alert">
        {invalid}
      </Alert>
    );
  } else if (query.isError) {
    body = (
      <FormErrorAlert
        error={query.error}
        title={
          query.error instanceof ApiError && query.error.status === 404
            ? notFound
            : t(noun === 'request' ? 'requests.page.loadFailedRequest' : 'requests.page.loadFailedApplication')
        }
      />
    );
  } else if (query.data === undefined) {
    body = <LoadingOverlay visible />;
  } else {
    body = children(query.data);
  }
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <RequestPageHeader eyebrow={eyebrow} title={title} description={description} back={back} actions={actions} />
      {body}
    </Stack>
  );
}

/** The frame's header alone, for a screen about a request it has still to find (the next in a queue). */
export function RequestPageHeader({
  eyebrow,
  title,
  description,
  back,
  actions,
}: Pick<Props<unknown>, 'eyebrow' | 'title' | 'description' | 'back' | 'actions'>) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        {eyebrow && (
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {eyebrow}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      {(actions || back) && (
        <Group gap="xs">
          {actions}
          {back && (
            <Button
              component={Link}
              to={back.to}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {back.label}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

export { idParam } from '../../api/route-params';
