import { Button, Code, Container, Group, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    const data =
      typeof error.data === 'string' ? error.data : (error.data as { message?: string } | undefined)?.message;
    return { title: 'Oops!', text: [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(' — ') };
  }
  if (error instanceof Error) return { title: 'Something went wrong', text: error.message };
  return { title: 'Unknown route error', text: '' };
}

/** docs/product.md#public-site route-error page. */
export default function RouteErrorPage() {
  const { title, text } = describe(useRouteError());
  return (
    <Container size="sm" py={80}>
      <Title order={1} ta="center">
        {title}
      </Title>
      {text && (
        <Text ta="center" mt="md" c="dimmed">
          <Code>{text}</Code>
        </Text>
      )}
      <Group justify="center" mt="xl">
        {/* After a new release, an old tab asks for chunks that no longer exist; a reload fixes that. */}
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button component={Link} to="/">
          Get back to home page
        </Button>
      </Group>
    </Container>
  );
}
