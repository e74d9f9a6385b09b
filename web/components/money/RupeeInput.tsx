import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in rupees typed the way it is shown everywhere else (contract/money.ts formatRupees): the rupee
 * sign, Indian grouping (1,25,000) and two decimals when not being typed in (₹12.50, not ₹12.5). While the box
 * has the focus the decimals are left free: padding them then would put the caret in the wrong place.
 */
export function RupeeInput({
  onFocus,
  onBlur,
  ...props
}: Omit<NumberInputProps, 'decimalScale' | 'thousandSeparator'>) {
  const [typing, setTyping] = useState(false);
  return (
    <NumberInput
      min={0}
      prefix="₹"
      decimalScale={2}
      fixedDecimalScale={!typing}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      onFocus={(e) => {
        setTyping(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setTyping(false);
        onBlur?.(e);
      }}
      {...props}
    />
  );
}
