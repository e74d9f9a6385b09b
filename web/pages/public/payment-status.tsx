import { Link } from 'react-router';
import { Button, Container } from '@mantine/core';
import { PUBLIC_CHECK_STATUS } from '../../api/payment';
import { PaymentStatusView } from '../../components/money/PaymentStatusView';
import { useT } from '../../i18n/site';
import { useSiteHref } from '../../i18n/site-address';

/** /payment-status (docs/product.md#public-site and #payment-gateway): anyone holding the transaction id may see how it ended. */
export default function PaymentStatusPage() {
  const t = useT();
  const href = useSiteHref();
  return (
    <Container size="xs" py={{ base: 'xl', md: 64 }}>
      <PaymentStatusView
        endpoint={PUBLIC_CHECK_STATUS}
        actions={
          <Button component={Link} to={href('/')}>
            {t('site.goHome')}
          </Button>
        }
      />
    </Container>
  );
}
