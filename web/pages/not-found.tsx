import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { englishText, useT } from '../i18n/site';

/** The SPEC's words (docs/product.md#error-texts), the site catalogue's English; tests read them. */
export const NOT_FOUND_TITLE = englishText('site.notFound.title');
export const NOT_FOUND_TEXT = englishText('site.notFound.text');
export const NOT_FOUND_BUTTON = englishText('site.notFound.button');

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
