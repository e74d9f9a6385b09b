import { useId, useState } from 'react';
import { Anchor, Checkbox, Collapse, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  consentOf,
  privacyNotice,
  type ConsentBody,
  type NoticeLanguage,
  type NoticeService,
} from '../../../contract/privacy/notice';
import { fieldErrorsOf } from '../../api/error-text';
import { useNoticeFacts } from './api';

/** The server's refusal of a submit for want of the consent, if that is what `error` is. */
export function consentErrorOf(error: unknown): string | null {
  const fields = fieldErrorsOf(error);
  const key = fields && Object.keys(fields).find((k) => k === 'consent' || k.startsWith('consent.'));
  return key ? fields[key][0] : null;
}

/** The consent a form's submit sends once its box is ticked (the notice in the language it was shown in). */
export function usePrivacyConsent(language: NoticeLanguage = 'en') {
  const [agreed, setAgreed] = useState(false);
  const consent: ConsentBody | undefined = agreed ? consentOf(language) : undefined;
  return { agreed, setAgreed, consent, language };
}

/**
 * The privacy notice of an application form, just above its submit button (docs/decisions/0067): two
 * lines of what is collected and why, "Read the notice" for the whole of it, and the box the agent ticks
 * to say the applicant agreed, without which the form's button stays disabled.
 */
export function PrivacyNotice({
  service,
  language = 'en',
  checked,
  onChange,
  error,
}: {
  service: NoticeService;
  language?: NoticeLanguage;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's refusal (its 400 naming `consent`), shown under the box. */
  error?: string | null;
}) {
  const facts = useNoticeFacts();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const n = privacyNotice(service, language, facts.data ?? { documentDays: null, contact: null });
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      data-testid="privacy-notice"
      lang={language}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          <IconShieldLock size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          {n.title}
        </Text>
        {!open && (
          <Text size="xs" lineClamp={2} data-testid="privacy-summary">
            {n.summary}
          </Text>
        )}
        <Collapse in={open}>
          <Stack gap={4} id={bodyId} data-testid="privacy-text">
            {n.sections.map((s) => (
              <Text size="xs" key={s.heading}>
                <Text span fw={600} size="xs">
                  {s.heading}:
                </Text>{' '}
                {s.text}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              Notice version {n.version}
            </Text>
          </Stack>
        </Collapse>
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? n.readLess : n.readMore}
        </Anchor>
        <Checkbox
          size="sm"
          required
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          label={n.consent}
          error={error ?? undefined}
          data-testid="privacy-consent"
        />
      </Stack>
    </Paper>
  );
}
