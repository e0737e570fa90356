import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { FilterBar, type FilterBarProps } from './FilterBar';

const categories = [
  { value: '', label: 'Allt' },
  { value: 'Vefsíða', label: 'Vefsíða' },
  { value: 'Vefverslun', label: 'Vefverslun' },
  { value: 'Kerfi', label: 'Kerfi' },
];

/** The bar with its own state, as a page holds it; the callbacks still reach the story's spies. */
function StatefulBar(props: FilterBarProps) {
  const [value, setValue] = useState(props.value);
  const [search, setSearch] = useState(props.searchValue);
  return (
    <FilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: {
    label: 'Flokkar',
    options: categories,
    value: '',
    onChange: fn(),
    searchLabel: 'Leita í verkefnum',
    searchPlaceholder: 'Til dæmis WordPress',
    searchValue: '',
    onSearchChange: fn(),
  },
  render: (args) => <StatefulBar {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All" is pressed at first; pressing a category moves the pressed state and reports the value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Flokkar' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Allt' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Vefverslun' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Vefverslun');
    await expect(canvas.getByRole('button', { name: 'Vefverslun' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Allt' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The buttons work from the keyboard: Tab to one, Space or Enter to press it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Allt' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Vefsíða');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Vefverslun' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Typing in the labelled search box reports each change. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Leita í verkefnum' });
    await userEvent.type(box, 'bók');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('bók');
    await expect(box).toHaveValue('bók');
  },
};

/** A category already chosen. */
export const Chosen: Story = { args: { value: 'Kerfi' } };

/** Long Icelandic labels wrap. */
export const LongText: Story = {
  args: { options: [...categories, { value: 'long', label: longIcelandic }], searchLabel: longIcelandic },
};

/** On a phone the buttons wrap and the search box takes the full width. */
export const Phone: Story = phone;
