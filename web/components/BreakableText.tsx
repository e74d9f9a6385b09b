import { Fragment, type ReactNode } from 'react';

/**
 * Lets a long e-mail address, URL or file name wrap after '@', '.', '/' and '_' (a <wbr> there) instead
 * of mid-word ("exampl e.in") when it does not fit its column. Short values are left as they are.
 */
export function BreakableText({ children }: { children: string }) {
  const parts = children.split(/(?<=[@./_])/);
  if (parts.length < 2) return <>{children}</>;
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {p}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}

/** A read-only value: plain text gets its break points, anything else is shown as given. */
export function breakable(value: ReactNode): ReactNode {
  return typeof value === 'string' ? <BreakableText>{value}</BreakableText> : value;
}
