import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/data-table';
import { DownloadSoftware } from './DownloadSoftware';

const newTab = (el: HTMLElement) => {
  expect(el).toHaveAttribute('target', '_blank');
  expect(el).toHaveAttribute('rel', 'noopener noreferrer');
};

describe('Download Software (docs/product.md#download-software)', () => {
  it('offers the four PAN forms from the server, each in a new tab', () => {
    renderAt(<DownloadSoftware />, '/backend/download-software');
    expect(screen.getByRole('heading', { name: 'Download Software' })).toBeInTheDocument();
    const forms = screen.getByRole('heading', { name: 'Download Pancard Forms' }).closest('section') as HTMLElement;
    for (const [label, name] of [
      ['NEW PAN FORM', 'new-pan-form'],
      ['CORRECTION PAN FORM', 'correction-pan-form'],
      ['ANNEXURE-A', 'annexure-a'],
      ['ANNEXURE-B', 'annexure-b'],
    ]) {
      const link = within(forms).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', `/api/site/forms/${name}`);
      newTab(link);
    }
  });

  it('shows the cards of links in SPEC order, external ones and the bundled guides opening in a new tab', () => {
    renderAt(<DownloadSoftware />, '/merchant/download-software');
    const card = (name: string) => screen.getByRole('region', { name });
    const labels = (name: string) => [...card(name).querySelectorAll('a, button')].map((el) => el.textContent);
    expect(labels('Sample Forms & Links')).toEqual(['UTI PANCARD', 'DOWNLOAD SAMPLES OF PAN FORM']);
    expect(labels('Status Link')).toEqual(['NSDL PAN STATUS', 'UTI PAN STATUS', 'LINK AADHAR TO PAN']);
    expect(labels('Pancard')).toEqual([
      'DOWNLOAD E-PAN BY ACK NO',
      'DOWNLOAD PAN BY PAN NO',
      'HOW TO WRITE INITIALS NAME',
      'VAILID INITIALS NAME SHEET',
    ]);
    expect(labels('Investment & NPS Plan')).toEqual([
      'Open Free Demat Account',
      'Open Nps Account',
      'Open Vastalya NPS Account',
    ]);
    expect(labels('Software Downloads')).toEqual(['MORPHO RD SERVICE', 'MANTRA RD SERVICE', 'SCANNER', 'ULTRA VIEWER']);
    const status = within(card('Status Link')).getByRole('link', { name: 'NSDL PAN STATUS' });
    expect(status.getAttribute('href')).toMatch(/^https:\/\//);
    newTab(status);
    const guide = within(card('Pancard')).getByRole('link', { name: 'HOW TO WRITE INITIALS NAME' });
    expect(guide).toHaveAttribute('href', '/api/site/forms/initials-guide');
    newTab(guide);
    expect(within(card('Pancard')).getByRole('link', { name: 'VAILID INITIALS NAME SHEET' })).toHaveAttribute(
      'href',
      '/api/site/forms/initials-sheet',
    );
    for (const el of within(card('Software Downloads')).getAllByRole('link')) newTab(el);
  });

  it('opens the Sample Form modal with the 16 sample forms', async () => {
    renderAt(<DownloadSoftware />, '/backend/download-software');
    await userEvent.click(screen.getByRole('button', { name: 'DOWNLOAD SAMPLES OF PAN FORM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample Form' });
    expect(within(dialog).getByRole('heading', { name: 'Downloadable Sample Forms' })).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'INDIVIDUAL',
      'INDIVIDUAL NRI',
      'MINOR CHANGE',
      'PARTNERSHIP FIRM',
      'ARTIFICIAL JUDICIAL',
      'TRUST FORM',
      'LIMITED LIABILITY PARTNERSHIP',
      'NON INDIVIDUAL',
      'INDIVIDUAL MINOR',
      'INDIVIDUAL CHANGE',
      'HINDU UNDIVIDED FAMILY',
      'COMPANY',
      'ASSOCIATION OF PERSONS',
      'GOVERNMENT',
      'LOCAL AUTHORITY',
      'INDIVIDUAL PENALTY',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/site/forms/sample-individual');
    links.forEach(newTab);
  });
});
