import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconFlask, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { CardApplication } from '../../../contract/cards/form';
import { cardProduct, type CardVendor } from '../../../contract/cards/products';
import { fieldErrorsOf } from '../../api/error-text';
import { FormErrorAlert } from '../FormErrorAlert';
import { PrivacyNotice, usePrivacyConsent } from '../privacy/PrivacyNotice';
import { useContractForm } from '../forms/use-contract-form';
import { applyForCard, useCardProducts } from './api';
import { CardInfoDialog } from './CardInfoDialog';
import { payoutText } from './payout-text';
import { CardNav } from './CardNav';
import { CARD_URLS } from './urls';
import { useT } from '../../i18n/cards';
import { PageHeading } from '../PageHeading';

// What the merchant types; the mode and the card come from the page.
const CardApplicationFields = CardApplication.pick({ name: true, mobileNo: true });
type Done = { refNo: string; url: string; opened: boolean };

/**
 * Opens the partner's page in a new tab. The tab is opened at the click, before the server answers, or
 * the browser would block it as a pop-up; it is pointed at the page once the answer comes.
 */
function openTab(): { go(url: string): boolean; close(): void } {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close: () => tab?.close(),
  };
}

/** docs/product.md#merchant-portal product/Banking: one product's referral form, its info dialog and what it pays the merchant. */
export function CardApplyPage({ vendor }: { vendor: CardVendor }) {
  const t = useT();
  const product = cardProduct(vendor);
  const products = useCardProducts();
  const payout = payoutText(
    products.data?.payouts.find((p) => p.vendor === vendor),
    t,
  );
  const [infoOpen, setInfoOpen] = useState(false);
  const form = useContractForm({ schema: CardApplicationFields, initialValues: { name: '', mobileNo: '' } });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  // The customer's consent is asked for before the referral and kept with it.
  const privacy = usePrivacyConsent();

  const submit = async (values: { name: string; mobileNo: string }) => {
    setFailure(null);
    setBusy(true);
    const tab = openTab();
    try {
      const answer = await applyForCard(
        CardApplication.parse({ appMode: 'S', cardVendor: vendor, ...values }),
        privacy.consent,
      );
      setDone({ ...answer, opened: tab.go(answer.url) });
      form.reset();
      privacy.setAgreed(false);
    } catch (err) {
      tab.close();
      const fields = fieldErrorsOf(err);
      if (fields?.name || fields?.mobileNo) form.setErrors({ name: fields.name?.[0], mobileNo: fields.mobileNo?.[0] });
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <CardNav />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={product.title} description={t('cards.apply.intro')} />
        <Button
          variant="light"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          onClick={() => setInfoOpen(true)}
        >
          {t('cards.apply.info')}
        </Button>
      </Group>
      <CardInfoDialog product={product} payout={payout} opened={infoOpen} onClose={() => setInfoOpen(false)} />
      {products.data?.sandbox && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconFlask size={18} aria-hidden />}
          title={t('cards.apply.sandboxTitle')}
          data-testid="card-sandbox-notice"
        >
          {t('cards.apply.sandboxText')}
        </Alert>
      )}
      <Text size="sm" fw={600} c="teal.8" data-testid="card-payout-line">
        {payout}
      </Text>
      {done && (
        <Alert
          color="green"
          variant="light"
          title={t('cards.apply.doneTitle', { refNo: done.refNo })}
          data-testid="card-apply-done"
          withCloseButton
          onClose={() => setDone(null)}
        >
          <Text size="sm">
            {done.opened ? t('cards.apply.opened') : t('cards.apply.blocked')}{' '}
            <Anchor href={done.url} target="_blank" rel="noopener noreferrer">
              {t('cards.apply.openPartner')}{' '}
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
            </Anchor>
          </Text>
          <Text size="sm" mt={4}>
            <Anchor component={Link} to={CARD_URLS.requests}>
              {t('cards.apply.seeRequests')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <FormErrorAlert error={failure} title={t('cards.apply.failed')} />
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={form.onSubmit(
            (values) => void submit(values),
            () => setFailure(null),
          )}
          noValidate
          aria-label={t('cards.apply.formLabel', { product: product.title })}
        >
          <Stack gap="sm">
            <TextInput
              label={t('cards.apply.name')}
              withAsterisk
              maxLength={100}
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('cards.apply.mobile')}
              withAsterisk
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              {...form.getInputProps('mobileNo')}
            />
            <PrivacyNotice service="cards" checked={privacy.agreed} onChange={privacy.setAgreed} />
            <Group justify="flex-end" mt="xs">
              <Button
                type="submit"
                loading={busy}
                disabled={!privacy.agreed}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t('cards.apply.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
