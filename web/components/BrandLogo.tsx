import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAssetUrl, useBusinessInfo } from '../api/site';
import { useT } from '../i18n/site';

/** The configured logo and business name, linking home. */
export function BrandLogo({
  to = '/',
  showName = true,
  size = 36,
}: {
  to?: string;
  showName?: boolean | 'desktop';
  size?: number;
}) {
  const info = useBusinessInfo();
  const logo = useAssetUrl('logo');
  const name = info.data?.businessName ?? '';
  const t = useT();
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap="xs"
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
      aria-label={name ? t('site.brand.homeOf', { name }) : t('site.brand.home')}
    >
      <Image src={logo} alt="" h={size} w="auto" fit="contain" style={{ flexShrink: 0 }} />
      {showName && name && (
        // Two short lines fit a phone's header better than one line cut off after a few letters.
        <Text
          fw={700}
          fz={{ base: 'sm', sm: 'lg' }}
          lh={1.2}
          lineClamp={2}
          visibleFrom={showName === 'desktop' ? 'sm' : undefined}
          translate="no"
        >
          {name}
        </Text>
      )}
    </Group>
  );
}
