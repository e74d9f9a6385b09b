import { Link } from 'react-router';
import { Button, Container } from '@mantine/core';
import { PUBLIC_CHECK_STATUS } from '../../api/payment';
import { PaymentStatusView } from '../../components/money/PaymentStatusView';

/** /payment-status (docs/product.md#public-site and #payment-gateway): anyone holding the transaction id may see how it ended. */
export default function PaymentStatusPage() {
  return (
    <Container size="xs" py={{ base: 'xl', md: 64 }}>
      <PaymentStatusView
        endpoint={PUBLIC_CHECK_STATUS}
        actions={
          <Button component={Link} to="/">
            Go to home page
          </Button>
        }
      />
    </Container>
  );
}
