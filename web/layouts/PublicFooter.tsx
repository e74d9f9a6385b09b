import { Anchor, Box, Container, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { copyrightLine, telHref } from '../../contract/site-text';
import { AddressLines } from '../components/AddressLines';
import { useBusinessInfo } from '../api/site';
import { useT } from '../i18n/site';
import { useT as useTrackT } from '../i18n/track';
import { PUBLIC_LINKS } from './publicLinks';
import { useSiteHref } from '../i18n/site-address';
import classes from './PublicFooter.module.css';

export function PublicFooter() {
  const { data: info } = useBusinessInfo();
  const t = useT();
  const tt = useTrackT();
  const href = useSiteHref();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Title order={2} size="h4" c="white" mb="xs">
              {info?.businessName}
            </Title>
            <Text size="sm" className={classes.muted}>
              {t('site.footer.about')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Title order={3} size="h5" c="white" mb="xs">
              {t('site.contact.headOffice')}
            </Title>
            {info && (
              <Stack gap={6}>
                <Box className={classes.row}>
                  <IconMapPin size={18} className={classes.icon} aria-hidden />
                  <Text size="sm" component="address" className={classes.address} data-testid="footer-address">
                    <AddressLines info={info} />
                  </Text>
                </Box>
                <Box className={classes.row}>
                  <IconPhone size={18} className={classes.icon} aria-hidden />
                  <Anchor href={telHref(info.contactNo)} size="sm" className={classes.link}>
                    {info.contactNo}
                  </Anchor>
                </Box>
                <Box className={classes.row}>
                  <IconMail size={18} className={classes.icon} aria-hidden />
                  <Anchor href={`mailto:${info.emailId}`} size="sm" className={classes.link}>
                    {info.emailId}
                  </Anchor>
                </Box>
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Title order={3} size="h5" c="white" mb="xs">
              {t('site.footer.quickLinks')}
            </Title>
            <Stack gap={4} component="nav" aria-label={t('site.layout.footerNav')}>
              {PUBLIC_LINKS.map((l) => (
                <Anchor key={l.to} component={Link} to={href(l.to)} size="sm" className={classes.link}>
                  {t(l.label)}
                </Anchor>
              ))}
              {/* The receipts' customers look for it here; the header keeps to the site's own pages. */}
              <Anchor component={Link} to={href('/track')} size="sm" className={classes.link}>
                {tt('track.link')}
              </Anchor>
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="lg" color="rgba(255,255,255,0.15)" />
        <Text size="sm" ta="center" className={classes.muted} data-testid="copyright">
          {info ? copyrightLine(info.businessName) : '\u00a0'}
        </Text>
      </Container>
    </Box>
  );
}
