import { vi } from 'vitest';
import { jsonResponse } from './render-app';

export const BUSINESS_INFO = {
  businessName: 'Shree Ganesh PAN Services',
  add1: '12, MG Road',
  add2: 'Near Bus Stand',
  add3: '',
  district: 'Nashik',
  pin: '422001',
  state: 'Maharashtra',
  contactNo: '+91 98220 12345',
  emailId: 'help@ganeshpan.in',
};

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * The server's public answers, plus whatever `route` answers first. Unknown calls get a 404 so a test
 * notices a request it did not expect rather than hanging.
 */
export function stubServer(route: Route = () => undefined) {
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const own = await route(url, init);
    if (own) return own;
    const path = url.split('?')[0];
    if (path === '/api/business-info') return jsonResponse(BUSINESS_INFO);
    if (path === '/api/tawk-to') return jsonResponse({ api: null });
    return jsonResponse({ message: `No route ${init?.method ?? 'GET'} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
