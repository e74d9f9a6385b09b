import type { ReactNode } from 'react';
import { Card, Center, Loader, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../i18n/requests';
import { FormErrorAlert } from '../FormErrorAlert';

type Read<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>;

/** What a read shows once it is in: a spinner (named `loading`) until then, what went wrong if it failed. */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: Read<T>;
  loading: string;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isError) return <FormErrorAlert error={query.error} title={failed ?? t('requests.dashboard.failed')} />;
  if (query.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={loading} />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}

/** A dashboard's figures once they are read. */
export function DashboardFigures<T>({ query, children }: { query: Read<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  return (
    <Loaded query={query} loading={t('requests.dashboard.loading')}>
      {children}
    </Loaded>
  );
}

/** The card of a dashboard's links to every list, under its figures. */
export function DashboardListsCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('requests.dashboard.lists')}
      </Title>
      {children}
    </Card>
  );
}
