import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists milestones in order with machine-readable years', () => {
    const { container } = render(
      <Timeline
        title="Saga"
        items={[
          { year: 2006, title: 'Stofnað', text: 'Í Reykjavík.' },
          { year: 2015, title: 'Kaupmannahöfn', text: 'Ný skrifstofa.' },
        ]}
      />,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect([...container.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent])).toEqual([
      ['2006', '2006'],
      ['2015', '2015'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Stofnað', 'Kaupmannahöfn']);
  });
});
