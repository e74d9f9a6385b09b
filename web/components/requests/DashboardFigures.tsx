import type { ReactNode } from 'react';
import { Card, Center, Loader, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormErrorAlert } from '../FormErrorAlert';

type Read<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>;

/** What a read shows once it is in: a spinner (named `loading`) until then, what went wrong if it failed. */
export function Loaded<T>({
  query,
  loading,
  failed = 'Something went wrong',
  children,
}: {
  query: Read<T>;
  loading: string;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <FormErrorAlert error={query.error} title={failed} />;
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
  return (
    <Loaded query={query} loading="Loading dashboard">
      {children}
    </Loaded>
  );
}

/** The card of a dashboard's links to every list, under its figures. */
export function DashboardListsCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Lists
      </Title>
      {children}
    </Card>
  );
}
