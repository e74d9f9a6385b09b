import { useEffect, useRef } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconCloudCheck, IconDeviceMobile, IconRestore } from '@tabler/icons-react';
import { useT } from '../i18n/drafts';
import type { OfflineNotice } from './use-offline-copy';

/** What a draft form says about its copy on this phone: kept for the network, sent, or put back. */
export function OfflineNoticeAlert({ notice, aadhaarToRetype }: { notice: OfflineNotice; aadhaarToRetype: boolean }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // At the form's top, while a phone has scrolled to the field being typed or the first one missing: brought into
  // view, or the agent would not see that the draft is kept (or has gone).
  useEffect(() => {
    if (notice) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  const look = {
    kept: {
      color: 'orange',
      icon: <IconDeviceMobile size={18} />,
      title: t('drafts.kept.title'),
      text: t('drafts.kept.message'),
    },
    sent: {
      color: 'green',
      icon: <IconCloudCheck size={18} />,
      title: t('drafts.sent.title'),
      text: t('drafts.sent.message'),
    },
    restored: {
      color: 'blue',
      icon: <IconRestore size={18} />,
      title: t('drafts.restored.title'),
      text: t('drafts.restored.message'),
    },
  }[notice];
  return (
    <Alert
      ref={box}
      // Clear of the fixed header and the offline banner above it when scrolled to.
      style={{
        scrollMarginTop: 'calc(var(--app-shell-header-offset, 60px) + var(--offline-banner-height, 0px) + 8px)',
      }}
      color={look.color}
      variant="light"
      icon={look.icon}
      title={look.title}
      role="status"
      data-testid="offline-draft"
    >
      {look.text}
      {aadhaarToRetype && notice !== 'sent' ? (
        <Text size="sm" fw={600} mt={4}>
          {t('drafts.aadhaar.notKept')}
        </Text>
      ) : null}
    </Alert>
  );
}
