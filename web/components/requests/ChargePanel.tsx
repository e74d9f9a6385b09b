import { slots, withSlots } from '../../i18n/rich';
import { useErrorText } from '../../i18n/errors';
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
import { UpdatesConsent } from '../privacy/UpdatesConsent';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import type { MessageId } from '../../../contract/i18n';
import { useT } from '../../i18n/requests';

/** Where the owner adds money to the wallet (the same page for every service). */
const ADD_MONEY = PORTAL_PAGES.merchant.payment;
// Stands for the bold shortfall inside a translated sentence.

/** One line of a draft's "Ready to submit?" list: done or not, with what to do about it. */
export function ReadyCheck({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="check" data-ok={ok}>
      <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="md" aria-hidden>
        {ok ? <IconCheck size={16} /> : <IconX size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {title}
          <VisuallyHidden>{t(ok ? 'requests.check.done' : 'requests.check.notDone')}</VisuallyHidden>
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** The sticky card of a draft's last step, beside its summary. */
export function SubmitPanelCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 76 }} data-testid="submit-panel">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('requests.submit.ready')}
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
  const t = useT();
  const errorText = useErrorText();
  const sections = [...new Set(problems.map((p) => p.section))];
  return (
    <ReadyCheck ok={problems.length === 0} title={title}>
      {problems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('requests.check.answersDone')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="red.8">
            {t('requests.check.answersNeedAttention', { count: problems.length })}
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
                  {errorText(list[0].message)}
                  {list.length > 1 ? t('requests.check.andMore', { count: list.length - 1 }) : ''}{' '}
                  <Anchor
                    component={Link}
                    to={fixLink(section)}
                    size="sm"
                    aria-label={name ? t('requests.check.fixSection', { name }) : undefined}
                  >
                    {t('requests.check.fix')}
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

/** What the texts call the thing submitted, in each language. */
const NOUNS = {
  request: 'requests.charge.noun.request',
  application: 'requests.charge.noun.application',
  'coupon request': 'requests.charge.noun.couponRequest',
} as const satisfies Record<string, MessageId>;
export type ChargeNoun = keyof typeof NOUNS;

/** Where submitting sends it, as the footnote says, in each language. */
const DESTINATIONS = {
  'to the back office': 'requests.charge.sendsTo.backOffice',
  'to the back office for allotment': 'requests.charge.sendsTo.allotment',
  'to Protean for the applicant’s Aadhaar e-KYC and e-Sign': 'requests.charge.sendsTo.protean',
  'for verification': 'requests.charge.sendsTo.verification',
} as const satisfies Record<string, MessageId>;
export type ChargeDestination = keyof typeof DESTINATIONS;

type Props = {
  amount: number;
  /** "request", "application": what the texts call the thing submitted (a key of NOUNS). */
  noun: ChargeNoun;
  /** Where submitting sends it, as the footnote says ("to the back office"; a key of DESTINATIONS). */
  sendsTo: ChargeDestination;
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
  const t = useT();
  const { agreed, setAgreed, consent, updates } = usePrivacyConsent();
  const what = t(NOUNS[noun]);
  const refusedConsent = privacy ? consentErrorOf(error) : null;
  const waiting = !!privacy && !agreed;
  return (
    <>
      <Group justify="space-between" data-testid="price">
        <Text size="sm">{t('requests.charge.price')}</Text>
        <Text fw={700}>{rupees(amount)}</Text>
      </Group>
      {withBalance && <Wallet amount={amount} noun={what} refused={!!error} />}
      {refusedConsent ? null : <SubmitRefusal noun={what} error={error} />}
      {privacy && <PrivacyNotice service={privacy} checked={agreed} onChange={setAgreed} error={refusedConsent} />}
      {privacy && (
        <UpdatesConsent
          checked={updates.agreed}
          onChange={updates.setAgreed}
          language={updates.language}
          onLanguage={updates.setLanguage}
        />
      )}
      <Button
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        disabled={!ready || pending || waiting}
        loading={pending}
        onClick={() => onSubmit(consent)}
      >
        {submitLabel ?? t('requests.charge.submit', { noun: what })}
      </Button>
      <Text size="xs" c="dimmed" mt={-8}>
        {!ready
          ? t('requests.charge.opensWhenReady')
          : waiting
            ? t('requests.charge.opensWhenConsent')
            : t('requests.charge.footnote', { amount: rupees(amount), noun: what, sendsTo: t(DESTINATIONS[sendsTo]) })}
      </Text>
    </>
  );
}

/** The wallet's balance, and by how much it is short (unless a refusal already says so). */
function Wallet({ amount, noun, refused }: { amount: number; noun: string; refused: boolean }) {
  const t = useT();
  const { balance, hasValue } = useBalance();
  const short = hasValue && balance < amount ? amount - balance : 0;
  return (
    <>
      <Group justify="space-between" data-testid="balance">
        <Text size="sm">{t('requests.charge.balance')}</Text>
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
  const t = useT();
  const { user } = useAuth();
  return (
    <Alert
      color={refused ? 'red' : 'orange'}
      variant="light"
      icon={<IconWallet size={18} />}
      title={t('requests.charge.shortfallTitle')}
      role={refused ? 'alert' : 'status'}
      data-testid="shortfall"
    >
      <Text size="sm">
        {/* The shortfall is bold inside the sentence, wherever the language puts it. */}
        {withSlots(
          t('requests.charge.shortfall', {
            balance: rupees(balance),
            noun,
            needed: rupees(needed),
            ...slots('shortfall'),
          }),
          { shortfall: <b>{rupees(shortfall)}</b> },
        )}
      </Text>
      {user?.kind === 'staff' ? (
        <Text size="sm" mt="xs">
          {t('requests.charge.askOwner')}
        </Text>
      ) : (
        <Button component={Link} to={ADD_MONEY} size="xs" mt="xs">
          {t('requests.charge.addMoney')}
        </Button>
      )}
    </Alert>
  );
}

/** Why a submit was refused: a short balance, KYC with a way to it, or what is missing. */
function SubmitRefusal({ noun, error }: { noun: string; error: unknown }) {
  const t = useT();
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
        title={t('requests.charge.kycTitle')}
        role="alert"
      >
        <Text size="sm">{errorText(error)}</Text>
        <Button component={Link} to={kycPathFor(user?.kind)} size="xs" mt="xs">
          {t('requests.charge.goToKyc')}
        </Button>
      </Alert>
    );
  }
  return <FormErrorAlert error={error} title={t('requests.charge.notSubmitted')} listFieldErrors />;
}
