import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { renderAt } from '../../test/data-table';
import { RequestPageFrame } from './RequestPageFrame';

type Req = { ref: string };
const query = (over: Partial<{ data: Req; error: unknown; isError: boolean }> = {}) => ({
  data: undefined,
  error: null,
  isError: false,
  ...over,
});

const frame = (q: ReturnType<typeof query>, invalid?: string) =>
  renderAt(
    <RequestPageFrame
      eyebrow="GST"
      title="Registration request"
      noun="request"
      back={{ to: '/merchant/product/gst/registration/list', label: 'All requests' }}
      query={q}
      invalid={invalid}
    >
      {(r) => <p>Request {r.ref}</p>}
    </RequestPageFrame>,
    '/',
  );

describe('RequestPageFrame', () => {
  it('shows the header with the way back, then the request once it is in', () => {
    frame(query({ data: { ref: 'GR2611000001' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Registration request' })).toBeInTheDocument();
    expect(screen.getByText('GST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All requests' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/registration/list',
    );
    expect(screen.getByText('Request GR2611000001')).toBeInTheDocument();
  });

  it('says the request is loading until it is in', () => {
    frame(query());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/^Request /)).not.toBeInTheDocument();
  });

  it("calls another shop's id or an unknown one 'No such …', and any other failure a failure", () => {
    const { unmount } = frame(
      query({ isError: true, error: new ApiError(404, { message: 'No such GST registration request.' }) }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such request');
    expect(screen.getByRole('alert')).toHaveTextContent('No such GST registration request.');
    unmount();
    frame(query({ isError: true, error: new ApiError(500, { message: 'Database unavailable.' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the request');
  });

  it('says so for an address that names no request, without waiting for the server', () => {
    frame(query(), 'The address does not name a request.');
    expect(screen.getByRole('alert')).toHaveTextContent('No such request');
    expect(screen.getByRole('alert')).toHaveTextContent('The address does not name a request.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
