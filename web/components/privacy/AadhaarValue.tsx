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
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ aadhaar: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // Counted from a deadline, not tick by tick, so a slow or sleeping tab never keeps the number longer.
  useEffect(() => {
    if (!shown) return;
    const t = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= shown.until) setShown(null);
    }, 1000);
    return () => clearInterval(t);
  }, [shown]);
  const left = shown ? Math.max(0, Math.ceil((shown.until - now) / 1000)) : 0;

  if (!value) return <>--</>;
  const masked = isMaskedAadhaar(value);

  async function reveal() {
    const body = RevealAadhaarBody.safeParse({ field, reason });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Give the reason');
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
          hidden again in {left} s
        </Text>
      )}
      {shown && (
        <Button size="compact-xs" variant="subtle" onClick={() => setShown(null)}>
          Hide
        </Button>
      )}
      {!shown && masked && revealPath && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setAsking(true)}
          aria-label="Show the full Aadhaar number"
        >
          Show
        </Button>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title="Show the full Aadhaar number">
        <Stack>
          <Text size="sm">
            The full number of {maskAadhaar(value)} is shown for one minute. Your name, the time and the reason are
            written to the access log the admin reads.
          </Text>
          <Textarea
            label="Why do you need it?"
            placeholder="e.g. keying the application into NSDL's system"
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
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void reveal()}>
              Show for one minute
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
