import { Suspense } from 'react';
import { Anchor, Box, Center, Container, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useBusinessInfo } from '../api/site';
import { BrandLogo } from '../components/BrandLogo';
import { ThemeToggle } from '../components/ThemeToggle';
import { copyrightLine } from './PublicFooter';
import classes from './AuthLayout.module.css';

/** SPEC §2.1 auth layout: a calm page with just the brand, the form and a way back. */
export default function AuthLayout() {
  const { data: info } = useBusinessInfo();
  return (
    <Box className={classes.page}>
      <Container component="header" size="lg" w="100%">
        <Group justify="space-between" py="md" wrap="nowrap">
          <BrandLogo size={40} />
          <ThemeToggle />
        </Group>
      </Container>
      <Box component="main" className={classes.main}>
        <Suspense
          fallback={
            <Center py={80}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Container component="footer" size="lg" py="lg" w="100%">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> Back to home
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed">
            {info ? copyrightLine(info.businessName) : ''}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
