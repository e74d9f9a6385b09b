import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconSend, IconWallet, IconX } from '@tabler/icons-react';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import type { ConsentBody, NoticeService } from '../../../contract/privacy/notice';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { kycPathFor } from '../../api/kyc';
import { shortfallOf, useBalance } from '../../api/money';
import { useAuth } from '../../api/use-auth';
import { FormErrorAlert } from '../FormErrorAlert';
import { consentErrorOf, PrivacyNotice, usePrivacyConsent } from '../privacy/PrivacyNotice';
import { PORTAL_PAGES } from '../../../contract/portal-pages';

/** Where the owner adds money to the wallet (the same page for every service). */
const ADD_MONEY = PORTAL_PAGES.merchant.payment;

/** One line of a draft's "Ready to submit?" list: done or not, with what to do about it. */
export function ReadyCheck({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="check" data-ok={ok}>
      <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="md" aria-hidden>
        {ok ? <IconCheck size={16} /> : <IconX size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {title}
          <VisuallyHidden>{ok ? ': done' : ': not done'}</VisuallyHidden>
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** The sticky card of a draft's last step, beside its summary. */
export function SubmitPanelCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 76 }} data-testid="submit-panel">
      <Stack gap="md">
        <Title order={2} size="h4">
          Ready to submit?
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The answers check: every answer filled in, or one line per section (in the order given) with its
 * first problem and a link to fix it. `sectionName` starts each line with the section's name.
 */
export function AnswersCheck<S extends string>({
  title,
  problems,
  fixLink,
  sectionName,
}: {
  title: string;
  problems: readonly { section: S; message: string }[];
  fixLink: (section: S) => string;
  sectionName?: (section: S) => string;
}) {
  const sections = [...new Set(problems.map((p) => p.section))];
  return (
    <ReadyCheck ok={problems.length === 0} title={title}>
      {problems.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every answer is filled in.
        </Text>
      ) : (
        <>
          <Text size="sm" c="red.8">
            {problems.length} {problems.length === 1 ? 'answer needs' : 'answers need'} attention:
          </Text>
          <List size="sm" spacing={4} data-testid="problem-list">
            {sections.map((section) => {
              const list = problems.filter((p) => p.section === section);
              const name = sectionName?.(section);
              return (
                <List.Item key={section}>
                  {name && (
                    <>
                      <Text span fw={600} size="sm">
                        {name}:
                      </Text>{' '}
                    </>
                  )}
                  {list[0].message}
                  {list.length > 1 ? ` (and ${list.length - 1} more)` : ''}{' '}
                  <Anchor
                    component={Link}
                    to={fixLink(section)}
                    size="sm"
                    aria-label={name ? `Fix ${name}` : undefined}
                  >
                    Fix
                  </Anchor>
                </List.Item>
              );
            })}
          </List>
        </>
      )}
    </ReadyCheck>
  );
}

type Props = {
  amount: number;
  /** "request", "application": what the texts call the thing submitted. */
  noun: string;
  /** Where submitting sends it, as the footnote says ("to the back office"). */
  sendsTo: string;
  ready: boolean;
  pending: boolean;
  error: unknown;
  /** Submits; given the applicant's consent when the form has a privacy notice. */
  onSubmit: (consent?: ConsentBody) => void;
  /** The form whose privacy notice, and the consent to it, comes before the button (none: no personal data). */
  privacy?: NoticeService;
  /** Show the wallet's balance and, when it is short, by how much, before submitting is tried. */
  withBalance?: boolean;
  /** The button's words (default "Submit <noun>"). */
  submitLabel?: string;
};

/**
 * The paying end of a draft's submit panel: the price, the balance and a shortfall with a way to add
 * money, why a submit was refused, and the submit button that charges the price once.
 */
export function ChargePanel({
  amount,
  noun,
  sendsTo,
  ready,
  pending,
  error,
  onSubmit,
  withBalance = false,
  submitLabel,
  privacy,
}: Props) {
  const { agreed, setAgreed, consent } = usePrivacyConsent();
  const refusedConsent = privacy ? consentErrorOf(error) : null;
  const waiting = !!privacy && !agreed;
  return (
    <>
      <Group justify="space-between" data-testid="price">
        <Text size="sm">Price</Text>
        <Text fw={700}>{rupees(amount)}</Text>
      </Group>
      {withBalance && <Wallet amount={amount} noun={noun} refused={!!error} />}
      {refusedConsent ? null : <SubmitRefusal noun={noun} error={error} />}
      {privacy && <PrivacyNotice service={privacy} checked={agreed} onChange={setAgreed} error={refusedConsent} />}
      <Button
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        disabled={!ready || pending || waiting}
        loading={pending}
        onClick={() => onSubmit(consent)}
      >
        {submitLabel ?? `Submit ${noun}`}
      </Button>
      <Text size="xs" c="dimmed" mt={-8}>
        {!ready
          ? 'Submitting opens once everything above is done.'
          : waiting
            ? "Submitting opens once the applicant's consent is ticked."
            : `Submitting charges ${rupees(amount)} to your wallet and sends the ${noun} ${sendsTo}.`}
      </Text>
    </>
  );
}

/** The wallet's balance, and by how much it is short (unless a refusal already says so). */
function Wallet({ amount, noun, refused }: { amount: number; noun: string; refused: boolean }) {
  const { balance, hasValue } = useBalance();
  const short = hasValue && balance < amount ? amount - balance : 0;
  return (
    <>
      <Group justify="space-between" data-testid="balance">
        <Text size="sm">Your balance</Text>
        <Text fw={600} c={short ? 'red.8' : undefined}>
          {hasValue ? rupees(balance) : '--'}
        </Text>
      </Group>
      {short > 0 && !refused ? <Shortfall noun={noun} balance={balance} needed={amount} shortfall={short} /> : null}
    </>
  );
}

/** A short balance: by how much, and a way to add money (the owner's; staff ask the owner). */
function Shortfall({
  noun,
  balance,
  needed,
  shortfall,
  refused = false,
}: {
  noun: string;
  balance: number;
  needed: number;
  shortfall: number;
  refused?: boolean;
}) {
  const { user } = useAuth();
  return (
    <Alert
      color={refused ? 'red' : 'orange'}
      variant="light"
      icon={<IconWallet size={18} />}
      title="Insufficient balance"
      role={refused ? 'alert' : 'status'}
      data-testid="shortfall"
    >
      <Text size="sm">
        Your wallet has {rupees(balance)}; this {noun} needs {rupees(needed)}. Add <b>{rupees(shortfall)}</b> to submit
        it.
      </Text>
      {user?.kind === 'staff' ? (
        <Text size="sm" mt="xs">
          Ask the owner of the shop to add money to the wallet.
        </Text>
      ) : (
        <Button component={Link} to={ADD_MONEY} size="xs" mt="xs">
          Add money
        </Button>
      )}
    </Alert>
  );
}

/** Why a submit was refused: a short balance, KYC with a way to it, or what is missing. */
function SubmitRefusal({ noun, error }: { noun: string; error: unknown }) {
  const { user } = useAuth();
  if (!error) return null;
  const short = shortfallOf(error);
  if (short) return <Shortfall noun={noun} {...short} refused />;
  const body = error instanceof ApiError ? (error.body as { kycRequired?: unknown } | undefined) : undefined;
  if (error instanceof ApiError && error.status === 403 && body?.kycRequired) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="KYC not approved"
        role="alert"
      >
        <Text size="sm">{errorText(error)}</Text>
        <Button component={Link} to={kycPathFor(user?.kind)} size="xs" mt="xs">
          Go to my KYC
        </Button>
      </Alert>
    );
  }
  return <FormErrorAlert error={error} title="Not submitted" listFieldErrors />;
}
