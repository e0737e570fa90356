import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TechLists } from './TechLists';

describe('TechLists', () => {
  it('gives each group a heading and a list of its technologies', () => {
    render(<TechLists title="Tækni" groups={[{ title: 'Framendi', items: ['React', 'Vue'] }, { title: 'Bakendi', items: ['Node.js'] }]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tækni' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').map((item) => item.textContent))).toEqual([['React', 'Vue'], ['Node.js']]);
  });
});
