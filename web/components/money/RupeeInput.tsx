import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { rupeeInputText } from '../../../contract/money';

type Value = number | string;

/** Paise to two places once an amount has any ("12.5" reads as twelve rupees five paise); whole rupees stay whole. */
function shownAmount(value: Value | undefined): Value | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? rupeeInputText(value) : value;
}

/**
 * An amount in rupees typed with the rupee sign, paise at most, and Indian grouping (1,25,000), as
 * contract/money.ts shows money everywhere else. Paise show to two places while the box is not being typed in; while it
 * is, it shows what is typed (Mantine's fixed scale pads as one types, so "150" typed into an empty box went wrong), and
 * focusing it keeps the padded text, so nothing re-draws under the cursor.
 */
export function RupeeInput(props: Omit<NumberInputProps, 'decimalScale' | 'thousandSeparator'>) {
  const { value, onChange, onFocus, onBlur, ...rest } = props;
  const [focused, setFocused] = useState(false);
  // What was typed since the box was focused; until then it shows the padded amount it had, drawn from the props.
  const [typed, setTyped] = useState<Value | undefined>(undefined);
  const shown = focused && typed !== undefined ? typed : shownAmount(value);
  return (
    <NumberInput
      min={0}
      prefix="₹"
      decimalScale={2}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      {...rest}
      value={value === undefined ? undefined : shown}
      onFocus={(e) => {
        setFocused(true);
        setTyped(undefined);
        onFocus?.(e);
      }}
      onChange={(v) => {
        setTyped(v);
        onChange?.(v);
      }}
      onBlur={(e) => {
        setFocused(false);
        setTyped(undefined);
        onBlur?.(e);
      }}
    />
  );
}
