import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { safeContentHref } from '../../../contract/site-content/links';

/**
 * A news or slide link as an anchor, only when it passes the contract's rule as it is stored (an http(s)
 * address, or a path no browser reads as another host); anything else, such as a link saved before the rule
 * was tightened, is drawn as its text alone. An outside address opens apart, without the opener.
 */
export function ContentLink({ link, children, ...props }: AnchorProps & { link: string; children: ReactNode }) {
  const href = safeContentHref(link);
  if (!href) return <>{children}</>;
  const external = /^https?:/i.test(href);
  return (
    <Anchor href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  );
}

/** Whether a stored link will be drawn as an anchor (a "Read more" with nothing behind it is left out). */
export const isShownLink = (link: string) => safeContentHref(link) !== null;
