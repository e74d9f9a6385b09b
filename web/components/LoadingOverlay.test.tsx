import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it("shows SPEC's default title and description", () => {
    render(
      <MantineProvider>
        <div style={{ position: 'relative' }}>
          <LoadingOverlay visible />
        </div>
      </MantineProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveTextContent('Please wait while we load your data');
  });

  it('takes its own texts and shows nothing when not visible', () => {
    const { rerender } = render(
      <MantineProvider>
        <LoadingOverlay visible title="Saving..." description="Sending the application" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving...Sending the application');
    rerender(
      <MantineProvider>
        <LoadingOverlay visible={false} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
