import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { colorSchemeScript } from './colorSchemeScript';

const choiceLabels = { light: 'Light', dark: 'Dark', system: 'Device' };

afterEach(() => {
  document.documentElement.removeAttribute('data-color-scheme');
  localStorage.clear();
});

describe('ColorSchemeToggle', () => {
  it('is a radio group named by its label, with the device setting chosen by default', () => {
    render(<ColorSchemeToggle label="Colour scheme" choiceLabels={choiceLabels} />);
    const group = screen.getByRole('radiogroup', { name: 'Colour scheme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Device' })).toBeChecked();
  });

  it('fixes the scheme on <html>, keeps it under the storage key, and lets the device decide again', async () => {
    const onChoiceChange = vi.fn();
    render(<ColorSchemeToggle label="Colour scheme" choiceLabels={choiceLabels} storageKey="scheme" onChoiceChange={onChoiceChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(localStorage.getItem('scheme')).toBe('dark');
    expect(onChoiceChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Device' }));
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
    expect(localStorage.getItem('scheme')).toBeNull();
  });

  it('moves with the arrow keys, as a native radio group does', async () => {
    render(<ColorSchemeToggle label="Colour scheme" choiceLabels={choiceLabels} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Device' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('shows the choice already on the page, and two toggles agree', async () => {
    document.documentElement.setAttribute('data-color-scheme', 'light');
    render(
      <>
        <ColorSchemeToggle label="In the header" choiceLabels={choiceLabels} />
        <ColorSchemeToggle label="In the footer" choiceLabels={choiceLabels} />
      </>,
    );
    const header = screen.getByRole('radiogroup', { name: 'In the header' });
    const footer = screen.getByRole('radiogroup', { name: 'In the footer' });
    expect(header.querySelector('input:checked')).toHaveAttribute('value', 'light');
    await userEvent.click(footer.querySelector('input[value="dark"]')!);
    await waitFor(() => expect(header.querySelector('input:checked')).toHaveAttribute('value', 'dark'));
    // Set by other code (a script, another library): the toggles follow.
    document.documentElement.removeAttribute('data-color-scheme');
    await waitFor(() => expect(header.querySelector('input:checked')).toHaveAttribute('value', 'system'));
  });

  it('keeps working when storage is blocked', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    render(<ColorSchemeToggle label="Colour scheme" choiceLabels={choiceLabels} storageKey="scheme" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    setItem.mockRestore();
  });

  it('renders on the server with the device setting chosen', () => {
    const html = renderToString(<ColorSchemeToggle label="Colour scheme" choiceLabels={choiceLabels} />);
    const checked = [...html.matchAll(/<input[^>]*>/g)].filter(([input]) => / checked=""/.test(input)).map(([input]) => input.match(/value="(\w+)"/)?.[1]);
    expect(checked).toEqual(['system']);
  });
});

describe('colorSchemeScript', () => {
  it('applies a kept choice, ignores anything else, and survives blocked storage', () => {
    const run = (key: string) => new Function(colorSchemeScript(key))();
    localStorage.setItem('scheme', 'dark');
    run('scheme');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    document.documentElement.removeAttribute('data-color-scheme');
    localStorage.setItem('scheme', '"><script>');
    run('scheme');
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
    expect(colorSchemeScript('a"b</script>')).not.toContain('</script>');
  });
});
