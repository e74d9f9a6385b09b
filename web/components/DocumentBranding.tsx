import { useEffect } from 'react';
import { useAssetUrl, useBusinessInfo } from '../api/site';

/** Keeps the tab title and favicon on the current business info; renders nothing. */
export function DocumentBranding() {
  const info = useBusinessInfo();
  const favicon = useAssetUrl('favicon');
  const name = info.data?.businessName;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    // The type from index.html would be wrong once an ICO or JPEG replaces the PNG.
    link.removeAttribute('type');
    link.href = favicon;
  }, [favicon]);

  return null;
}
