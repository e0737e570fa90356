import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import * as styles from './Card.css';

describe('Card', () => {
  it('is a plain box, not a link, with its content inside', () => {
    const { container } = render(<Card><h3>Cleaning</h3></Card>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.firstElementChild!.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { name: 'Cleaning' })).toBeInTheDocument();
  });

  it('puts the media first, and takes the element, emphasis and attributes', () => {
    const { container } = render(
      <ul>
        <Card as="li" media={<img src="/a.jpg" alt="A treatment room" />} emphasis id="plan" className="own">
          Text
        </Card>
      </ul>,
    );
    const card = container.querySelector('li')!;
    expect(card).toHaveAttribute('id', 'plan');
    expect(card.classList).toContain(styles.emphasis);
    expect(card.classList).toContain('own');
    expect(card.firstElementChild!.querySelector('img')).toHaveAttribute('alt', 'A treatment room');
  });
});
