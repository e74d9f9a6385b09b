import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  REVEAL_SECONDS,
  RevealAadhaarBody,
  isMaskedAadhaar,
  maskAadhaar,
  type RevealAadhaarAnswer,
} from '../../../contract/aadhaar';
import { api } from '../../api/client';
import { errorText } from '../../api/error-text';
import { useT } from '../../i18n/privacy';
import { useT as useCommonT } from '../../i18n/common';

/** `234567890123` as it is read aloud and keyed in: `2345 6789 0123`. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An Aadhaar number as a screen shows it (decision 0067): masked (`XXXX XXXX 1234`) unless the answer carried
 * it whole (the shop's own draft). Given `revealPath` (the back office), "Show" asks why, the server logs the
 * reason, and the number stays on screen for a minute before it is masked again.
 */
export function AadhaarValue({
  value,
  revealPath,
  field = 'aadhaar',
}: {
  value: string;
  revealPath?: string;
  field?: string;
}) {
  const t = useT();
  const tc = useCommonT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ aadhaar: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // Counted from a deadline, not tick by tick, so a slow or sleeping tab never keeps the number longer.
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= shown.until) setShown(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [shown]);
  const left = shown ? Math.max(0, Math.ceil((shown.until - now) / 1000)) : 0;

  if (!value) return <>--</>;
  const masked = isMaskedAadhaar(value);

  async function reveal() {
    const body = RevealAadhaarBody.safeParse({ field, reason });
    if (!body.success) return setError(body.error.issues[0]?.message ?? t('privacy.aadhaar.giveReason'));
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<RevealAadhaarAnswer>(revealPath!, body.data);
      setNow(Date.now());
      setShown({ aadhaar: answer.aadhaar, until: Date.now() + (answer.seconds || REVEAL_SECONDS) * 1000 });
      setAsking(false);
      setReason('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap={6} wrap="wrap" component="span" align="center">
      <Text span ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid={`aadhaar-${field}`}>
        {shown ? grouped(shown.aadhaar) : masked ? value : grouped(value)}
      </Text>
      {shown && (
        <Text span size="xs" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('privacy.aadhaar.hiddenIn', { seconds: left })}
        </Text>
      )}
      {shown && (
        <Button size="compact-xs" variant="subtle" onClick={() => setShown(null)}>
          {t('privacy.aadhaar.hide')}
        </Button>
      )}
      {!shown && masked && revealPath && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setAsking(true)}
          aria-label={t('privacy.aadhaar.showFull')}
        >
          {t('privacy.aadhaar.show')}
        </Button>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('privacy.aadhaar.showFull')}>
        <Stack>
          <Text size="sm">{t('privacy.aadhaar.explain', { masked: maskAadhaar(value) })}</Text>
          <Textarea
            label={t('privacy.aadhaar.why')}
            placeholder={t('privacy.aadhaar.whyPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            maxLength={300}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {tc('common.action.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void reveal()}>
              {t('privacy.aadhaar.showMinute')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
