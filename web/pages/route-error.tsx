import { Button, Code, Container, Group, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT, type Translate } from '../i18n/site';

function describe(error: unknown, t: Translate): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    const data =
      typeof error.data === 'string' ? error.data : (error.data as { message?: string } | undefined)?.message;
    return {
      title: t('site.error.oops'),
      text: [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(' — '),
    };
  }
  if (error instanceof Error) return { title: t('site.error.failed'), text: error.message };
  return { title: t('site.error.unknown'), text: '' };
}

/** docs/product.md#public-site route-error page. */
export default function RouteErrorPage() {
  const t = useT();
  const { title, text } = describe(useRouteError(), t);
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
          {t('site.error.reload')}
        </Button>
        <Button component={Link} to="/">
          {t('site.error.home')}
        </Button>
      </Group>
    </Container>
  );
}
