import { Anchor, Box, Card, Container, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useInViewport } from '@mantine/hooks';
import { useBusinessInfo } from '../../api/site';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { telHref } from '../../../contract/site-text';
import { AddressLines } from '../../components/AddressLines';
import { useT } from '../../i18n/site';

// The chat needs the page's scripts anyway, and its button brings a tooltip library: it is drawn once its place
// is on screen, in a space kept for it, so the prerendered page neither waits for that code nor moves when it comes
// (on a phone it is below the fold, and loads only if the visitor gets there).
const LiveChat = lazy(() => import('../../components/LiveChat').then((m) => ({ default: m.LiveChat })));

// The prerendered page comes with the address filled in by the server (decision 0048). Opened from another page of
// the app, it arrives with the business info, after the page is drawn on a slow phone: its card keeps room for
// the longest one addressLines gives (the name and five lines), so nothing moves when it comes. While it is on its
// way, the skeleton covers text of that full size: the browser takes its largest paint from text it draws, covered
// or not, so that paint is the first one and the address, no larger, is not a later and larger one.
// The phone and email skeletons are one line of their text high, for the same reason.
const ADDRESS_LINES = 6;
const addressBox = { fontStyle: 'normal', minHeight: `${ADDRESS_LINES}lh` } as const;

/** True once the element has been on screen; at once where the browser cannot tell. */
function useSeen() {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport || typeof IntersectionObserver === 'undefined') setSeen(true);
  }, [inViewport]);
  return { ref, seen };
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <ThemeIcon size={44} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4" mt="md" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** docs/product.md#public-site: address, phone and email come from business info. */
export default function ContactPage() {
  const { data: info, isPending, error } = useBusinessInfo();
  const chat = useSeen();
  const t = useT();
  const addressPlaceholder = `${t('site.contact.addressComing')} `.repeat(4 * ADDRESS_LINES);
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>{t('site.contact.title')}</Title>
      <Text c="dimmed" size="lg" mt="sm" maw={720}>
        {t('site.contact.lead')}
      </Text>
      {error && (
        <Container px={0} mt="lg">
          <FormErrorAlert error={error} />
        </Container>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
        <ContactCard icon={<IconMapPin size={24} aria-hidden />} title={t('site.contact.headOffice')}>
          {isPending ? (
            <Skeleton aria-hidden>
              <Text style={{ height: `${ADDRESS_LINES}lh`, overflow: 'hidden' }}>{addressPlaceholder}</Text>
            </Skeleton>
          ) : (
            info && (
              <Text component="address" style={addressBox} data-testid="contact-address">
                <strong>{info.businessName}</strong>
                <br />
                <AddressLines info={info} />
              </Text>
            )
          )}
        </ContactCard>
        <ContactCard icon={<IconPhone size={24} aria-hidden />} title={t('site.contact.phone')}>
          <Text size="lg" component="div">
            {isPending ? (
              <Skeleton style={{ height: '1lh' }} />
            ) : (
              info && (
                <Anchor href={telHref(info.contactNo)} size="lg">
                  {info.contactNo}
                </Anchor>
              )
            )}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconMail size={24} aria-hidden />} title={t('site.contact.email')}>
          <Text size="lg" component="div">
            {isPending ? (
              <Skeleton style={{ height: '1lh' }} />
            ) : (
              info && (
                <Anchor href={`mailto:${info.emailId}`} size="lg" style={{ wordBreak: 'break-all' }}>
                  {info.emailId}
                </Anchor>
              )
            )}
          </Text>
        </ContactCard>
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" mt="lg">
        <Text fw={600}>{t('site.contact.chat.title')}</Text>
        <Text c="dimmed" size="sm" mb="sm">
          {t('site.contact.chat.text')}
        </Text>
        <Box mih={36} ref={chat.ref}>
          {chat.seen && (
            <Suspense fallback={null}>
              <LiveChat />
            </Suspense>
          )}
        </Box>
      </Card>
    </Container>
  );
}
