import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in rupees typed with the rupee sign, paise at most, and Indian grouping (1,25,000), as
 * contract/money.ts shows money everywhere else.
 */
export function RupeeInput(props: Omit<NumberInputProps, 'decimalScale' | 'thousandSeparator'>) {
  return (
    <NumberInput min={0} prefix="₹" decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" {...props} />
  );
}
