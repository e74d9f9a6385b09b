import type { PaperlessRedirect } from '../../../contract/nsdl-paperless';

/**
 * Sends the browser to the provider's page the way the provider takes it: a POST of `encData` from a
 * form (a GET link would put the sealed request in the address and the provider's logs). The page is
 * left, so nothing after this runs.
 */
export function postToProvider({ url, encData }: PaperlessRedirect, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = 'encData';
  input.value = encData;
  form.appendChild(input);
  doc.body.appendChild(form);
  form.submit();
}
