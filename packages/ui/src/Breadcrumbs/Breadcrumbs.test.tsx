import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumbs label="Breadcrumb" items={[{ label: 'Home', href: '/' }, { label: 'Projects', href: '/verkefni' }, { label: 'Aurora' }]} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/verkefni']);
    expect(screen.getByText('Aurora')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing on the home page', () => {
    const { container } = render(<Breadcrumbs label="Breadcrumb" items={[{ label: 'Home', href: '/' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
