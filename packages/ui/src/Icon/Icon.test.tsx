import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology without a title', () => {
    const { container } = render(<Icon name="shield" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('is an image named by its title', () => {
    render(<Icon name="globe" title="Tungumál" />);
    const img = screen.getByRole('img', { name: 'Tungumál' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws every content icon', () => {
    const content = ['responsive', 'search', 'speed', 'shield', 'code', 'support', 'design', 'chart', 'cloud', 'mail', 'cart', 'calendar', 'chat', 'ai', 'plug', 'wrench', 'users', 'globe', 'lightbulb', 'check', 'star', 'card', 'server', 'refresh', 'target', 'document'] as const;
    for (const name of content) {
      expect(iconNames).toContain(name);
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });
});
