import { Fragment, type ReactNode } from 'react';

/*
 * A sentence with elements inside it (a bold number, a link): the message is written whole in each language, each
 * element stands in it as a named slot, and the element is drawn wherever that language puts the slot. Never pieces
 * of a sentence joined around the element: their order is the language's (decision 0075).
 */
const MARK = '\u2063';

/** The values that mark each slot of a message: `t(id, { ...values, ...slots('token', 'link') })`. */
export const slots = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((n) => [n, `${MARK}${n}${MARK}`]));

/** A message's text with its slots replaced by the elements given for them. */
export function withSlots(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(MARK).map((part, i) => <Fragment key={i}>{i % 2 ? elements[part] : part}</Fragment>);
}
