import { useId, useState } from 'react';
import { Anchor, Checkbox, Collapse, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  consentOf,
  NOTICE_LANGUAGES,
  privacyNotice,
  type ConsentBody,
  type NoticeLanguage,
  type NoticeService,
  type UpdatesConsent,
} from '../../../contract/privacy/notice';
import { fieldErrorsOf } from '../../api/error-text';
import { useNoticeFacts } from './api';
import { useLocale, useT } from '../../i18n/privacy';

/** The server's refusal of a submit for want of the consent, if that is what `error` is. */
export function consentErrorOf(error: unknown): string | null {
  const fields = fieldErrorsOf(error);
  const key = fields && Object.keys(fields).find((k) => k === 'consent' || k.startsWith('consent.'));
  return key ? fields[key][0] : null;
}

/** The notice's language for the reader's: theirs when the notice is written in it, else English. */
export const noticeLanguageOf = (locale: string): NoticeLanguage =>
  (NOTICE_LANGUAGES as readonly string[]).includes(locale) ? (locale as NoticeLanguage) : 'en';

/** The language the notice is shown in: the one asked for, else the reader's (useLocale) when written in it. */
function useNoticeLanguage(language?: NoticeLanguage): NoticeLanguage {
  const locale = useLocale();
  return language ?? noticeLanguageOf(locale);
}

/**
 * The consent a form's submit sends once its box is ticked: to the notice in the language it was shown in, which is
 * the reader's (as PrivacyNotice shows it) unless a language is given.
 */
export function usePrivacyConsent(asked?: NoticeLanguage) {
  const language = useNoticeLanguage(asked);
  const [agreed, setAgreed] = useState(false);
  // The second, optional tick: SMS / WhatsApp updates for the customer, by default in the page's language.
  const [updatesAgreed, setUpdatesAgreed] = useState(false);
  const [updatesLanguage, setUpdatesLanguage] = useState<NoticeLanguage | null>(null);
  const updates: UpdatesConsent | undefined = updatesAgreed
    ? { sms: true, whatsapp: true, language: updatesLanguage ?? language }
    : undefined;
  const consent: ConsentBody | undefined = agreed ? consentOf(language, updates) : undefined;
  return {
    agreed,
    setAgreed,
    consent,
    language,
    updates: {
      agreed: updatesAgreed,
      setAgreed: setUpdatesAgreed,
      language: updatesLanguage ?? language,
      setLanguage: setUpdatesLanguage,
    },
  };
}

/**
 * The privacy notice of an application form, just above its submit button (docs/decisions/0067): two
 * lines of what is collected and why, "Read the notice" for the whole of it, and the box the agent ticks
 * to say the applicant agreed, without which the form's button stays disabled.
 */
export function PrivacyNotice({
  service,
  language: asked,
  checked,
  onChange,
  error,
}: {
  service: NoticeService;
  /** The notice's language; by default the reader's when the notice is written in it, else English. */
  language?: NoticeLanguage;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's refusal (its 400 naming `consent`), shown under the box. */
  error?: string | null;
}) {
  const t = useT();
  const language = useNoticeLanguage(asked);
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
              {t('privacy.notice.version', { version: n.version })}
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
