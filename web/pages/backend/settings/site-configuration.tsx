import '@mantine/dropzone/styles.css';
import { Alert, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../../../api/auth';
import { ApiError } from '../../../api/client';
import { useSiteConfiguration } from '../../../api/site-admin';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { AssetUpload } from './site-configuration-parts/AssetUpload';
import { BusinessInfoForm } from './site-configuration-parts/BusinessInfoForm';

export const ADMIN_ONLY_TEXT = 'Only an administrator can change the site configuration.';

function AdminOnly() {
  return (
    <Alert color="navy" variant="light" icon={<IconLock size={18} />} title="Administrator only">
      {ADMIN_ONLY_TEXT}
    </Alert>
  );
}

/** /backend/settings/site-configuration: business info, chat address, logo and favicon (admin). */
export default function SiteConfigurationPage() {
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const config = useSiteConfiguration(isAdmin);
  const forbidden = !isAdmin || (config.error instanceof ApiError && config.error.status === 403);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          Site Configuration
        </Title>
        <Text c="dimmed">What the public pages, the footer and the browser tab show about your business.</Text>
      </div>
      {forbidden ? (
        <AdminOnly />
      ) : config.error ? (
        <FormErrorAlert error={config.error} title="Could not load the site configuration" />
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
