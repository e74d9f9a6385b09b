import { useLabel } from '../i18n/labels';
import { useState } from 'react';
import { Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { LINK_CARDS, PAN_FORMS, SAMPLE_FORMS, siteFormUrl, type ExternalLink } from '../../contract/download-software';
import { useT } from '../i18n/common';

/** Opens in a new tab without giving the opened page a handle on this one. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const WRAP = {
  root: { height: 'auto', minHeight: 40, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'left' },
} as const;

/**
 * docs/product.md#download-software Download Software (both areas): the four PAN forms, and the cards of links — status pages,
 * e-PAN downloads, investment accounts, device drivers — each opening in a new tab, and the Sample Form
 * modal with the 16 sample forms.
 */
export function DownloadSoftware() {
  const label = useLabel();
  const t = useT();
  const [samples, setSamples] = useState(false);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('common.downloads.title')}
      </Title>

      <section aria-labelledby="pan-forms">
        <Title order={2} size="h4" mb="sm" id="pan-forms">
          {t('common.downloads.panForms')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {PAN_FORMS.map((f) => (
            <Button
              key={f.name}
              component="a"
              href={siteFormUrl(f.name)}
              {...NEW_TAB}
              size="md"
              variant="light"
              justify="flex-start"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              title={label(f.title)}
              styles={WRAP}
            >
              {label(f.label)}
            </Button>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {LINK_CARDS.map((card) => (
          <Card key={card.title} withBorder radius="md" padding="lg" component="section" aria-label={label(card.title)}>
            <Title order={2} size="h5" mb="sm">
              {label(card.title)}
            </Title>
            <Stack gap="xs">
              {card.links.map((l) => (
                <LinkButton key={l.label} link={l} onSamples={() => setSamples(true)} />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Modal opened={samples} onClose={() => setSamples(false)} title={t('common.downloads.sampleForm')} size="lg">
        <Title order={2} size="h5" mb="sm">
          {t('common.downloads.sampleForms')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('common.downloads.sampleFormsHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {SAMPLE_FORMS.map((f) => (
            <li key={f.name}>
              <Button
                component="a"
                href={siteFormUrl(f.name)}
                {...NEW_TAB}
                variant="subtle"
                size="sm"
                justify="flex-start"
                fullWidth
                leftSection={<IconFileText size={16} aria-hidden />}
                styles={WRAP}
              >
                {label(f.label)}
              </Button>
            </li>
          ))}
        </SimpleGrid>
      </Modal>
    </Stack>
  );
}

function LinkButton({ link, onSamples }: { link: ExternalLink; onSamples: () => void }) {
  const label = useLabel();
  const common = { variant: 'default', size: 'sm', justify: 'space-between', fullWidth: true, styles: WRAP } as const;
  if ('samples' in link) {
    return (
      <Button {...common} onClick={onSamples} rightSection={<IconFileText size={16} aria-hidden />}>
        {label(link.label)}
      </Button>
    );
  }
  const href = 'form' in link ? siteFormUrl(link.form) : link.href;
  return (
    <Button
      {...common}
      component="a"
      href={href}
      {...NEW_TAB}
      rightSection={
        'form' in link ? <IconFileTypePdf size={16} aria-hidden /> : <IconExternalLink size={16} aria-hidden />
      }
    >
      {label(link.label)}
    </Button>
  );
}
