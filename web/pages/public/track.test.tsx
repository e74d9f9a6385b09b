import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import type { TrackResult as TrackAnswer } from '../../../contract/track-page';
import TrackPage from './track';

const TRACK = '/api/track';
const render = (url = '/track') => renderRoutes([{ path: '/track', element: <TrackPage /> }], url);
const ANSWER: TrackAnswer = {
  service: 'nsdl-pan',
  number: 'PT0000000042',
  stage: 'dispatched',
  since: '2026-11-27T06:30:00.000Z',
  history: [
    { stage: 'received', at: '2026-11-20T06:30:00.000Z' },
    { stage: 'sent', at: '2026-11-20T07:30:00.000Z' },
    { stage: 'acknowledged', at: '2026-11-24T06:30:00.000Z' },
    { stage: 'dispatched', at: '2026-11-27T06:30:00.000Z' },
  ],
  ackNo: '881234567890123',
  courier: { company: 'India Post', docketNo: 'EM0000042IN' },
  shop: { name: 'Sharma Online Seva', phone: '9812345678' },
  initials: 'R. K. P.',
};
const sentBody = (fetch: ReturnType<typeof stubServer>) =>
  JSON.parse(fetch.mock.calls.find(([u]) => u === TRACK)![1]!.body as string);
const dateInput = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('the public status page', () => {
  it('takes the number from ?n=, asks the date of birth, and shows the stages as a timeline', async () => {
    const fetch = stubServer((url) => (url === TRACK ? jsonResponse(ANSWER) : undefined));
    render('/track?n=PT0000000042');
    expect(screen.getByLabelText(/Receipt or acknowledgement number/)).toHaveValue('PT0000000042');
    fireEvent.change(dateInput(), { target: { value: '1990-04-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const result = await screen.findByTestId('track-result');
    expect(sentBody(fetch)).toEqual({ number: 'PT0000000042', dob: '1990-04-15', by: 'dob' });
    expect(within(result).getByRole('heading', { name: 'NSDL PAN application for R. K. P.' })).toBeInTheDocument();
    expect(within(result).getAllByText('Dispatched').length).toBeGreaterThan(0);
    expect(within(result).getByText('Sent by India Post, tracking number EM0000042IN')).toBeInTheDocument();
    expect(within(result).getByText('Acknowledgement number: 881234567890123')).toBeInTheDocument();
    expect(within(result).getByText('Since 27-Nov-2026')).toBeInTheDocument();
    expect(within(result).getByText('Received by the shop')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Call the shop: 9812345678' })).toHaveAttribute(
      'href',
      'tel:9812345678',
    );
  });

  it('asks for what is missing before sending anything, and shows the server’s refusal', async () => {
    const fetch = stubServer((url) =>
      url === TRACK
        ? jsonResponse(
            { message: 'We found no application with this number and date. Check both on the receipt and try again.' },
            404,
          )
        : undefined,
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Enter the date of birth')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === TRACK)).toBe(false);
    await userEvent.type(screen.getByLabelText(/Receipt or acknowledgement number/), 'PT0000000001');
    await userEvent.click(screen.getByRole('button', { name: 'No date of birth? Use the mobile number instead' }));
    await userEvent.type(screen.getByLabelText(/Last 4 digits/), '3210');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText(/We found no application with this number and date/)).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ number: 'PT0000000001', mobileLast4: '3210', by: 'mobile' });
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubServer((url) =>
      url === TRACK
        ? jsonResponse(
            { message: 'number: Only letters, digits and -', errors: { number: ['Only letters, digits and -'] } },
            400,
          )
        : undefined,
    );
    render('/track?n=PT/12');
    fireEvent.change(dateInput(), { target: { value: '1990-04-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Only letters, digits and -')).toBeInTheDocument();
    expect(screen.getByLabelText(/Receipt or acknowledgement number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks a GST registration’s number for the mobile’s last 4 digits', async () => {
    stubServer();
    render('/track?n=GR0000100001');
    expect(screen.getByLabelText(/Last 4 digits of the customer's mobile/)).toBeInTheDocument();
    expect(dateInput()).toBeNull();
  });

  it('speaks Hindi', async () => {
    await setLocale('hi');
    stubServer((url) => (url === TRACK ? jsonResponse({ ...ANSWER, stage: 'rejected', courier: null }) : undefined));
    render('/track?n=PT0000000042');
    expect(screen.getByRole('heading', { name: 'अपना आवेदन देखें' })).toBeInTheDocument();
    fireEvent.change(dateInput(), { target: { value: '1990-04-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'स्थिति देखें' }));
    const result = await screen.findByTestId('track-result');
    expect(within(result).getByRole('heading', { name: 'R. K. P. का पैन कार्ड आवेदन' })).toBeInTheDocument();
    expect(within(result).getByText('सुधार करना है')).toBeInTheDocument();
    expect(within(result).getByText(/अपने काग़ज़ लेकर दुकान पर जाएँ/)).toBeInTheDocument();
  });
});
