import { List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCoin } from '@tabler/icons-react';
import type { CardProduct } from '../../../contract/cards/products';

/** docs/product.md#cards-and-loans info dialog: the product's points as the SPEC words them, and what the merchant earns. */
export function CardInfoDialog({
  product,
  payout,
  opened,
  onClose,
}: {
  product: CardProduct;
  payout: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {product.title}
        </Title>
      }
      centered
    >
      <Stack gap="md">
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {product.info.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={600} c="teal.8" data-testid="card-payout">
          <IconCoin size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {payout}
        </Text>
      </Stack>
    </Modal>
  );
}
