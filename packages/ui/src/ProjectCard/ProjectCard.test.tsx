import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from './ProjectCard';

const base = {
  title: 'Brimnes',
  description: 'Fyrirtækjavefur.',
  category: 'Vefsíða',
  tags: ['WordPress'],
  fallbackImage: { src: '/default.svg', alt: 'Sjálfgefin mynd' },
  href: '/verkefni/brimnes',
  linkLabel: 'Skoða',
};

describe('ProjectCard', () => {
  it('is one link to the project, named by its title', () => {
    render(<ProjectCard {...base} image={{ src: '/brimnes.svg', alt: '' }} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/verkefni/brimnes');
    expect(link.textContent).toBe('Brimnes');
    expect(screen.getByRole('heading', { level: 3, name: 'Brimnes' })).toBeTruthy();
  });

  it('uses its own image when it has one and the fallback when not', () => {
    const { container, rerender } = render(<ProjectCard {...base} image={{ src: '/brimnes.svg', alt: '' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/brimnes.svg');
    rerender(<ProjectCard {...base} />);
    expect(screen.getByRole('img', { name: 'Sjálfgefin mynd' }).getAttribute('src')).toBe('/default.svg');
  });

  it('lists its tags and shows no tag list without tags', () => {
    const { rerender } = render(<ProjectCard {...base} />);
    expect(screen.getByRole('list').textContent).toBe('WordPress');
    rerender(<ProjectCard {...base} tags={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
