import { useSearchParams } from 'react-router';
import { Anchor, Box, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { showServerErrors } from '../../components/forms/server-errors';
import { LiveFieldset } from '../../components/forms/LiveFieldset';
import type { MessageId } from '../../../contract/i18n';
import { checkedByMobile, TRACK_API, type TrackResult as TrackAnswer } from '../../../contract/track-page';
import { telHref } from '../../../contract/site-text';
import { useFormat, useT } from '../../i18n/track';

type Values = { number: string; dob: string; mobileLast4: string; by: 'dob' | 'mobile' };

const serviceName = (key: string) => `track.service.${key}` as MessageId;
const KNOWN_SERVICES = ['nsdl-pan', 'nsdl-paperless', 'uti-psa', 'uti-coupon', 'gst-registration', 'gst-filing'];

function Result({ answer, onAgain }: { answer: TrackAnswer; onAgain: () => void }) {
  const t = useT();
  const { formatDate } = useFormat();
  const service = t(KNOWN_SERVICES.includes(answer.service) ? serviceName(answer.service) : 'track.service.other');
  return (
    <Card withBorder padding="lg" radius="md" data-testid="track-result">
      <Title order={2} size="h3">
        {t('track.result.title', { service, initials: answer.initials })}
      </Title>
      <Text c="dimmed" size="sm">
        {t('track.result.number', { number: answer.number })}
      </Text>
      <Text fw={700} size="lg" mt="md" c={answer.stage === 'rejected' ? 'red.8' : undefined}>
        {t(`track.stage.${answer.stage}`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('track.result.since', { date: formatDate(answer.since) })}
      </Text>
      <Text mt="xs">{t(`track.stageText.${answer.stage}`)}</Text>
      {answer.ackNo && <Text mt="xs">{t('track.result.ackNo', { ackNo: answer.ackNo })}</Text>}
      {answer.courier && (
        <Text mt="xs">
          {t('track.result.courier', { company: answer.courier.company, docketNo: answer.courier.docketNo })}
        </Text>
      )}
      <Title order={3} size="h5" mt="lg" mb="sm">
        {t('track.result.history')}
      </Title>
      {/* A plain list drawn as a timeline: Mantine's Timeline would bring a vendor chunk to a page a phone opens cold. */}
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {answer.history.map((h, i) => (
          <Box
            component="li"
            key={`${h.stage}-${h.at}`}
            pl="md"
            pb={i === answer.history.length - 1 ? 0 : 'sm'}
            style={{ borderLeft: '3px solid var(--mantine-color-blue-filled)' }}
          >
            <Text fw={i === answer.history.length - 1 ? 700 : 500}>{t(`track.stage.${h.stage}`)}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(h.at)}
            </Text>
          </Box>
        ))}
      </Box>
      <Stack gap={2} mt="lg">
        <Text>{t('track.result.shop', { name: answer.shop.name })}</Text>
        {answer.shop.phone && (
          <Anchor href={telHref(answer.shop.phone)}>{t('track.result.call', { phone: answer.shop.phone })}</Anchor>
        )}
      </Stack>
      <Button variant="light" mt="lg" onClick={onAgain}>
        {t('track.result.again')}
      </Button>
    </Card>
  );
}

/**
 * /track (issue 27 §2): anyone holding a receipt sees where its application is. The receipt's QR code opens it with
 * `?n=<number>`, so the customer types only the date of birth (or the mobile's last 4 digits).
 */
export default function TrackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const isMobile = (v: Values) => v.by === 'mobile' || checkedByMobile(v.number);
  // Only what is missing is said here, before sending; the server checks the rest by the contract's schema
  // (contract/track.ts) and its field errors are shown beside the fields, so the page does without zod.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { number: params.get('n') ?? '', dob: '', mobileLast4: '', by: 'dob' },
    validate: {
      number: (v) => (v.trim() ? null : t('track.number.required')),
      dob: (v, all) => (isMobile(all) || v ? null : t('track.dob.required')),
      mobileLast4: (v, all) => (!isMobile(all) || v.trim() ? null : t('track.mobile.required')),
    },
  });
  const mobile = isMobile(form.values);
  const check = useMutation({
    mutationFn: (v: Values) =>
      api.post<TrackAnswer>(TRACK_API.replace(/^\/api/, ''), {
        number: v.number,
        ...(mobile ? { mobileLast4: v.mobileLast4, by: 'mobile' } : { dob: v.dob, by: 'dob' }),
      }),
    onError: (error) => showServerErrors(form, error),
  });
  const submit = form.onSubmit((v) => check.mutate(v));

  return (
    <Container size="xs" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>{t('track.title')}</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('track.lead')}
      </Text>
      {check.data ? (
        <Result answer={check.data} onAgain={() => check.reset()} />
      ) : (
        <Card withBorder padding="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <LiveFieldset gap="md">
              <TextInput
                label={t('track.number.label')}
                placeholder={t('track.number.placeholder')}
                autoCapitalize="characters"
                autoComplete="off"
                required
                {...form.getInputProps('number')}
              />
              {mobile ? (
                <TextInput
                  label={t('track.mobile.label')}
                  placeholder={t('track.mobile.placeholder')}
                  inputMode="numeric"
                  maxLength={4}
                  required
                  {...form.getInputProps('mobileLast4')}
                />
              ) : (
                <TextInput type="date" label={t('track.dob.label')} required {...form.getInputProps('dob')} />
              )}
              {!checkedByMobile(form.values.number) && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => form.setFieldValue('by', mobile ? 'dob' : 'mobile')}
                >
                  {t(mobile ? 'track.useDob' : 'track.useMobile')}
                </Anchor>
              )}
              {check.error && !form.errors.number && <FormErrorAlert error={check.error} />}
              <Button type="submit" loading={check.isPending}>
                {t('track.submit')}
              </Button>
            </LiveFieldset>
          </form>
        </Card>
      )}
    </Container>
  );
}
