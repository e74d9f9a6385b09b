import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n/site';

/** The SPEC's words (docs/product.md#error-texts), English's entries in the catalogue; tests read them. */
export const NOT_FOUND_TITLE = 'Something is not right...';
export const NOT_FOUND_TEXT =
  'The page you are trying to open does not exist. You may have mistyped the address, ' +
  'or the page has been moved to another URL. If you think this is an error, contact support.';
export const NOT_FOUND_BUTTON = 'Get back to home page';

/** docs/product.md#public-site not-found page. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Container size="sm" py={80}>
      <Text fw={800} c="navy.4" ta="center" style={{ fontSize: 'clamp(96px, 22vw, 180px)', lineHeight: 1 }} aria-hidden>
        404
      </Text>
      <Title order={1} ta="center" mt="lg">
        {t('site.notFound.title')}
      </Title>
      <Text c="dimmed" size="lg" ta="center" mt="md" maw={540} mx="auto">
        {t('site.notFound.text')}
      </Text>
      <Group justify="center" mt="xl">
        <Button component={Link} to="/" size="md">
          {t('site.notFound.button')}
        </Button>
      </Group>
    </Container>
  );
}

/** For paths outside every area's shell, where nothing else provides the page's main landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}
