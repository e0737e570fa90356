import { fireEvent, render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import type { LinkProps } from '../links';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from './ProjectCard';

const FakeLink = forwardRef<HTMLAnchorElement, LinkProps>(function FakeLink(props, ref) {
  return <a ref={ref} data-router="yes" {...props} />;
});

const base = {
  title: 'Brimnes',
  description: 'Fyrirtækjavefur fyrir ferðaþjónustu.',
  category: 'Vefsíða',
  tags: ['WordPress', 'Fjöltyngt'],
  fallbackImage: { src: '/images/project-default.svg', alt: 'Hraun merkið' },
  href: '/verkefni/brimnes',
  linkLabel: 'Skoða verkefni',
};

describe('ProjectCard', () => {
  it('is an article whose heading holds its one link, named by the title and the read-on text', () => {
    const { container } = render(<ProjectCard {...base} image={{ src: '/brimnes.svg', alt: '' }} />);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/verkefni/brimnes');
    expect(links[0]).toHaveAccessibleName('Brimnes Skoða verkefni');
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toContainElement(links[0]!);
    expect(heading.textContent).toMatch(/^Brimnes/);
  });

  it('shows its own picture when it has one, and the fallback otherwise', () => {
    const { container, rerender } = render(<ProjectCard {...base} image={{ src: '/brimnes.svg', alt: '' }} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', '/brimnes.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<ProjectCard {...base} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Hraun merkið' })).toHaveAttribute('src', '/images/project-default.svg');
  });

  it('shows the default image (its name in a designed frame) without any picture, and when a picture fails', () => {
    const { fallbackImage: _unused, ...noFallback } = base;
    const { container, rerender } = render(<ProjectCard {...noFallback} />);
    expect(container.querySelector('img')).toBeNull();
    const frame = container.querySelector('[data-placeholder]');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame?.textContent).toBe('VefsíðaBrimnes');
    rerender(<ProjectCard {...noFallback} image={{ src: '/missing.jpg', alt: '' }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();
  });

  it('offers modern formats first, at the widths the card is shown', () => {
    const { container } = render(
      <ProjectCard {...base} image={{ src: '/a-800.jpg', alt: '', sources: [{ type: 'image/webp', srcSet: '/a-480.webp 480w, /a-800.webp 800w' }] }} />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/a-480.webp 480w, /a-800.webp 800w');
    // A phone's slot is its width less the page gutters, so it does not fetch a wider file than the card shows.
    expect(source?.getAttribute('sizes')).toMatch(/, calc\(100vw - 2rem\)$/);
  });

  it('sizes its picture and loads it lazily', () => {
    const { container, rerender } = render(<ProjectCard {...base} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    rerender(<ProjectCard {...base} image={{ src: '/ferningur.png', alt: '', width: 800, height: 800 }} />);
    expect(container.querySelector('img')).toHaveAttribute('width', '800');
    expect(container.querySelector('img')).toHaveAttribute('height', '800');
  });

  it('fetches its picture with the page when it is in the first screenful', () => {
    const { container } = render(<ProjectCard {...base} imagePriority />);
    const image = container.querySelector('img');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('width', '1200');
  });

  it('shows the category and lists the tags, with no list when there are none', () => {
    const { rerender } = render(<ProjectCard {...base} />);
    expect(screen.getByText('Vefsíða')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WordPress', 'Fjöltyngt']);
    rerender(<ProjectCard {...base} tags={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders its link through the link component at the heading level asked for', () => {
    render(<ProjectCard {...base} linkComponent={FakeLink} headingLevel={2} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
