import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, useArgState } from '../storyKit';
import { ChoiceChips, type ChoiceChipsProps } from './ChoiceChips';

/** Holds the chosen values so clicking a chip in a story toggles it, and reports every change. */
function Controlled(args: ChoiceChipsProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <ChoiceChips
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ChoiceChips',
  component: ChoiceChips,
  tags: ['autodocs'],
  args: {
    legend: 'Hvaða þjónustu hefur þú áhuga á?',
    name: 'services',
    options: [
      { value: 'web', label: 'Vefsíðugerð' },
      { value: 'shop', label: 'Vefverslun' },
      { value: 'seo', label: 'Leitarvélabestun' },
      { value: 'hosting', label: 'Hýsing' },
      { value: 'ai', label: 'Gervigreind' },
    ],
    value: [],
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChoiceChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking chips turns them on and off; the list comes back in the options' order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Hvaða þjónustu hefur þú áhuga á?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Leitarvélabestun'));
    await userEvent.click(canvas.getByText('Vefsíðugerð'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['web', 'seo']);
    await expect(canvas.getByRole('checkbox', { name: 'Vefsíðugerð' })).toBeChecked();
    await userEvent.click(canvas.getByText('Vefsíðugerð'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['seo']);
    await expect(canvas.getByRole('checkbox', { name: 'Vefsíðugerð' })).not.toBeChecked();
  },
};

/** Tab reaches each chip and Space toggles it, with a visible focus ring around the chip. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Vefsíðugerð' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['web']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Vefverslun' })).toHaveFocus();
    const chip = first.closest('label') as HTMLElement;
    await expect(getComputedStyle(chip).outlineStyle).toBe('none');
    const focused = canvas.getByRole('checkbox', { name: 'Vefverslun' }).closest('label') as HTMLElement;
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

/** Some chips chosen already; every checkbox shares the name, so a plain post sends each value. */
export const Preselected: Story = {
  args: { value: ['shop', 'hosting'] },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).name)).toEqual(Array(5).fill('services'));
    await expect(boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value)).toEqual(['shop', 'hosting']);
  },
};

/** Long Icelandic chips wrap inside the row. */
export const LongText: Story = {
  args: {
    legend: longIcelandic,
    options: [
      { value: 'a', label: longIcelandic },
      { value: 'b', label: 'Stutt' },
      { value: 'c', label: 'Vefumsjónarkerfisuppfærsluþjónusta' },
    ],
    value: ['a'],
  },
};

/** Chips wrap to several rows on a phone. */
export const Phone: Story = {
  ...phone,
  args: { value: ['web'] },
  play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement),
};
