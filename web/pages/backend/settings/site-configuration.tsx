import '@mantine/dropzone/styles.css';
import { Alert, Box, SimpleGrid, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../../../api/auth';
import { ApiError } from '../../../api/client';
import { useSiteConfiguration } from '../../../api/site-admin';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { AssetUpload } from './site-configuration-parts/AssetUpload';
import { BusinessInfoForm } from './site-configuration-parts/BusinessInfoForm';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

function AdminOnly() {
  const t = useT();
  return (
    <Alert color="navy" variant="light" icon={<IconLock size={18} />} title={t('office.siteConfig.adminOnlyTitle')}>
      {t('office.siteConfig.adminOnly')}
    </Alert>
  );
}

/** /backend/settings/site-configuration: business info, chat address, logo and favicon (admin). */
export default function SiteConfigurationPage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const config = useSiteConfiguration(isAdmin);
  const forbidden = !isAdmin || (config.error instanceof ApiError && config.error.status === 403);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('office.siteConfig.title')} description={t('office.siteConfig.intro')} />
      {forbidden ? (
        <AdminOnly />
      ) : config.error ? (
        <FormErrorAlert error={config.error} title={t('office.siteConfig.loadFailed')} />
      ) : !config.data ? (
        <Box pos="relative" mih={220}>
          <LoadingOverlay visible />
        </Box>
      ) : (
        <>
          <BusinessInfoForm initial={config.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AssetUpload kind="logo" isSet={config.data.hasLogo} />
            <AssetUpload kind="favicon" isSet={config.data.hasFavicon} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
