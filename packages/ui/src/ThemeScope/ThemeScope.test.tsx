import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';
import { altTheme } from '../themes/alt';
import { hraunTheme } from '../themes/hraun';
import { ThemeScope } from './ThemeScope';

const portalWrapper = () => screen.getByRole('dialog').parentElement;

describe('ThemeScope', () => {
  it('puts the theme class and the fixed scheme on its element, beside your class', () => {
    render(
      <ThemeScope theme={altTheme} colorScheme="dark" className="mine" data-testid="scope">
        x
      </ThemeScope>,
    );
    const scope = screen.getByTestId('scope');
    expect(scope).toHaveClass(altTheme, 'mine');
    expect(scope).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('leaves the scheme to the system unless one is chosen, on the default theme when none is named', () => {
    render(<ThemeScope data-testid="scope">x</ThemeScope>);
    expect(screen.getByTestId('scope')).toHaveClass(hraunTheme);
    expect(screen.getByTestId('scope')).not.toHaveAttribute('data-color-scheme');
  });

  it('nests: an inner scope keeps the outer scheme and theme unless it names its own', () => {
    render(
      <ThemeScope theme={altTheme} colorScheme="dark">
        <ThemeScope data-testid="inner">x</ThemeScope>
        <ThemeScope theme={hraunTheme} colorScheme="light" data-testid="light">
          y
        </ThemeScope>
      </ThemeScope>,
    );
    expect(screen.getByTestId('inner')).toHaveClass(altTheme);
    expect(screen.getByTestId('inner')).toHaveAttribute('data-color-scheme', 'dark');
    expect(screen.getByTestId('light')).toHaveClass(hraunTheme);
    expect(screen.getByTestId('light')).toHaveAttribute('data-color-scheme', 'light');
  });

  it("follows a dialog into its portal: the dialog's layers sit in an element that wears the scope's theme", () => {
    render(
      <ThemeScope theme={altTheme} colorScheme="dark">
        <Dialog open title="Takk" closeLabel="Loka" />
      </ThemeScope>,
    );
    const wrapper = portalWrapper();
    expect(wrapper).toHaveClass(altTheme);
    expect(wrapper).toHaveAttribute('data-color-scheme', 'dark');
    expect(wrapper?.closest('[data-testid]')).toBeNull();
  });

  it('adds no wrapper to a dialog outside any scope', () => {
    render(<Dialog open title="Takk" closeLabel="Loka" />);
    expect(portalWrapper()?.className ?? '').not.toContain('hraun-theme');
  });
});
