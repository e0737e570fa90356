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
  tags: ['autodocs', 'stable'],
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
  argTypes: {
    options: { control: 'object', table: { type: { summary: 'FilterOption[]', detail: '{ value: string; label: string }[]' } } },
    value: { control: 'text' },
    onChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    onSearchChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    searchPlaceholder: { control: 'text', table: { defaultValue: { summary: 'none' } } },
    className: { control: false },
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

/** The buttons work from the keyboard: Tab to one (with a visible focus ring), Space or Enter to press it. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const all = canvas.getByRole('button', { name: 'Allt' });
    await expect(all).toHaveFocus();
    await expect(getComputedStyle(all).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Vefsíða');
    await expect(canvas.getByRole('button', { name: 'Vefsíða' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Vefverslun');
    await expect(canvas.getByRole('button', { name: 'Vefverslun' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Vefsíða' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    const box = canvas.getByRole('searchbox', { name: 'Leita í verkefnum' });
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
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

/** A category already chosen; its button is pressed, filled and ticked. */
export const Chosen: Story = {
  args: { value: 'Kerfi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Kerfi' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Allt' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Search text already typed. */
export const WithSearch: Story = { args: { searchValue: 'vefverslun' } };

/** Long Icelandic labels wrap inside their buttons; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { options: [...categories, { value: 'long', label: longIcelandic }], searchLabel: longIcelandic },
};

/** In the alternative theme, pressed and unpressed buttons keep their contrast. */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' }, args: { value: 'Vefverslun' } };

/** On a phone the buttons wrap, a long label wraps inside its button and the search box takes the full width. */
export const Phone: Story = {
  ...phone,
  args: { options: [...categories, { value: 'long', label: longIcelandic }], value: 'long' },
};

/** Do: "All" first, then a few short category names. */
export const DoFewCategories: Story = {
  name: 'Do: a few short categories',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: a button for every tag; the bar wraps into a wall of buttons. Keep the categories few and let search find the rest. */
export const DontManyCategories: Story = {
  name: "Don't: a button for every tag",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    options: [
      ...categories,
      ...['WordPress', 'WooCommerce', 'Shopify', 'Drupal', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Leitarvélabestun', 'Hýsing', 'Gervigreind', 'Bókunarkerfi'].map((name) => ({ value: name, label: name })),
    ],
  },
};
