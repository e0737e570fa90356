import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionBlock } from './SectionBlock';

describe('SectionBlock', () => {
  it('is a region named by its heading, with the lead and the content under it', () => {
    render(
      <SectionBlock title="Þjónusta" text="Það sem við gerum." headingLevel={3}>
        <p>Efni</p>
      </SectionBlock>,
    );
    const region = screen.getByRole('region', { name: 'Þjónusta' });
    expect(screen.getByRole('heading', { level: 3, name: 'Þjónusta' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Það sem við gerum.');
    expect(region).toHaveTextContent('Efni');
  });

  it('is a plain group without a title, and shows a lead alone', () => {
    const { container } = render(<SectionBlock text="Inngangur.">Efni</SectionBlock>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container).toHaveTextContent('Inngangur.');
  });

  it('gives each tone its own band and keeps a consumer’s class beside them', () => {
    const { container, rerender } = render(<SectionBlock title="A" className="placed" />);
    const plain = container.firstElementChild?.className;
    rerender(<SectionBlock title="A" tone="muted" className="placed" />);
    const muted = container.firstElementChild?.className;
    expect(plain).not.toBe(muted);
    expect(container.firstElementChild).toHaveClass('placed');
  });
});
