import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/data-table';
import BackendDownloadSoftwarePage from './download-software';

describe('/backend/download-software', () => {
  it('shows the Download Software screen with the PAN forms and the link cards', () => {
    renderAt(<BackendDownloadSoftwarePage />, '/backend/download-software');
    expect(screen.getByRole('heading', { name: 'Download Software' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NEW PAN FORM' })).toHaveAttribute('href', '/api/site/forms/new-pan-form');
    expect(screen.getByRole('link', { name: 'ANNEXURE-B' })).toHaveAttribute('href', '/api/site/forms/annexure-b');
    for (const card of [
      'Sample Forms & Links',
      'Status Link',
      'Pancard',
      'Investment & NPS Plan',
      'Software Downloads',
    ])
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
  });
});
