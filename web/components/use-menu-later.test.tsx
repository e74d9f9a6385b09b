import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/data-table';
import { ExportMenu } from './DataTable/ExportMenu';

const exportButton = () => screen.getByRole('button', { name: 'Export' });

describe('a menu drawn when first opened (issue 29, useMenuLater)', () => {
  it('is its button alone, saying it opens a menu, until used; then opens, closes and opens again', async () => {
    renderAt(<ExportMenu onExport={vi.fn()} />, '/');
    expect(exportButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(exportButton()).toHaveAttribute('aria-expanded', 'false');
    // No menu drawn yet: Mantine's target would name its menu's id.
    expect(exportButton()).not.toHaveAttribute('id');
    await userEvent.click(exportButton());
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Excel', 'PDF', 'CSV']);
    expect(exportButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await userEvent.click(exportButton());
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('makes the file asked for from the menu its first use opened', async () => {
    const onExport = vi.fn().mockResolvedValue(undefined);
    renderAt(<ExportMenu onExport={onExport} />, '/');
    await userEvent.click(exportButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(onExport).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  });

  it('opens from the keyboard, and the focus stays with the menu, not lost with the button drawn anew', async () => {
    renderAt(<ExportMenu onExport={vi.fn()} />, '/');
    await userEvent.tab();
    expect(exportButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focused = document.activeElement!;
    expect(exportButton() === focused || screen.getByRole('menu').contains(focused)).toBe(true);
    // Closed with Escape, the focus goes back to the button, as a menu button's does.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(exportButton()).toHaveFocus());
  });
});
