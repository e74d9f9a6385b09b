import { Anchor, Box, Card, Container, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useInViewport } from '@mantine/hooks';
import { useBusinessInfo } from '../../api/site';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { addressLines, telHref } from '../../../contract/site';

// The chat needs the page's scripts anyway, and its button brings a tooltip library: it is drawn once its place
// is on screen, in a space kept for it, so the prerendered page neither waits for that code nor moves when it comes
// (on a phone it is below the fold, and loads only if the visitor gets there).
const LiveChat = lazy(() => import('../../components/LiveChat').then((m) => ({ default: m.LiveChat })));

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

/** SPEC §2.1: address, phone and email come from business info. */
export default function ContactPage() {
  const { data: info, isPending, error } = useBusinessInfo();
  const chat = useSeen();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>Contact us</Title>
      <Text c="dimmed" size="lg" mt="sm" maw={720}>
        Reach our head office for help with an application, to become a registered agent, or with any complaint.
      </Text>
      {error && (
        <Container px={0} mt="lg">
          <FormErrorAlert error={error} />
        </Container>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
        <ContactCard icon={<IconMapPin size={24} aria-hidden />} title="Head Office">
          {isPending ? (
            // About the height of a name and a four-line address, so the cards below hardly move when it comes.
            <Skeleton h={130} />
          ) : (
            info && (
              <Text component="address" style={{ fontStyle: 'normal' }} data-testid="contact-address">
                <strong>{info.businessName}</strong>
                <br />
                {addressLines(info).map((l) => (
                  <span key={l}>
                    {l}
                    <br />
                  </span>
                ))}
              </Text>
            )
          )}
        </ContactCard>
        <ContactCard icon={<IconPhone size={24} aria-hidden />} title="Phone">
          {isPending ? (
            <Skeleton h={24} />
          ) : (
            info && (
              <Anchor href={telHref(info.contactNo)} size="lg">
                {info.contactNo}
              </Anchor>
            )
          )}
        </ContactCard>
        <ContactCard icon={<IconMail size={24} aria-hidden />} title="Email">
          {isPending ? (
            <Skeleton h={24} />
          ) : (
            info && (
              <Anchor href={`mailto:${info.emailId}`} size="lg" style={{ wordBreak: 'break-all' }}>
                {info.emailId}
              </Anchor>
            )
          )}
        </ContactCard>
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" mt="lg">
        <Text fw={600}>Prefer to chat?</Text>
        <Text c="dimmed" size="sm" mb="sm">
          Our team answers on live chat when it is available.
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
