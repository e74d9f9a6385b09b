import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A device with a mouse or trackpad: Mantine's tooltips open on hover only (its `events` default). */
export const CAN_HOVER = '(hover: hover)';

/**
 * A Mantine Tooltip where the device can hover, and only its child elsewhere. On a phone the tooltip never
 * opens, yet it costs the first draw: its positioning hooks and its portal each set state when they mount, which
 * React draws again at once in the same task (issue 29, docs/benchmarks.md). The child keeps its accessible
 * name either way (an aria-label), so nothing is lost to a screen reader. For the signed-in shell, which is
 * never prerendered: it reads the media query in its first draw.
 */
export function HoverTooltip(props: TooltipProps) {
  const canHover = useMediaQuery(CAN_HOVER, undefined, { getInitialValueInEffect: false });
  if (!canHover) return props.children;
  return <Tooltip {...props} />;
}
