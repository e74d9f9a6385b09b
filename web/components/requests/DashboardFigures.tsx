import type { ReactNode } from 'react';
import { Card, Center, Loader, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormErrorAlert } from '../FormErrorAlert';

/** A dashboard's figures once they are read: a spinner until then, what went wrong if the read failed. */
export function DashboardFigures<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) return <FormErrorAlert error={query.error} title="Something went wrong" />;
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
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
