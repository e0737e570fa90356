import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, useArgState } from '../storyKit';
import { RadioCards, type RadioCardsProps } from './RadioCards';

/** Holds the chosen value so a story can be clicked through, and reports every change. */
function Controlled(args: RadioCardsProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <RadioCards
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
  title: 'Forms/RadioCards',
  component: RadioCards,
  tags: ['autodocs'],
  args: {
    legend: 'Hvenær viltu hefja verkefnið?',
    name: 'timeline',
    options: [
      { value: 'now', label: 'Strax', description: 'Innan tveggja vikna.' },
      { value: 'month', label: 'Innan mánaðar', description: 'Þegar undirbúningi lýkur.' },
      { value: 'later', label: 'Síðar', description: 'Við erum að skoða möguleikana.' },
    ],
    value: '',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking a card chooses it; its line describes the radio. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Hvenær viltu hefja verkefnið?' })).toBeInTheDocument();
    const month = canvas.getByRole('radio', { name: 'Innan mánaðar' });
    await expect(month).toHaveAccessibleDescription('Þegar undirbúningi lýkur.');
    await userEvent.click(canvas.getByText('Þegar undirbúningi lýkur.'));
    await expect(month).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
  },
};

/** The arrow keys move the choice; the chosen card is highlighted. */
export const Keyboard: Story = {
  args: { value: 'now' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const now = canvas.getByRole('radio', { name: 'Strax' });
    await expect(now).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const month = canvas.getByRole('radio', { name: 'Innan mánaðar' });
    await expect(month).toHaveFocus();
    await expect(month).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
    await userEvent.keyboard('{ArrowUp}');
    await expect(now).toBeChecked();
    const chosen = getComputedStyle(now.closest('label') as HTMLElement).backgroundColor;
    const other = getComputedStyle(month.closest('label') as HTMLElement).backgroundColor;
    await expect(chosen).not.toBe(other);
  },
};

/** A card already chosen; cards without a description. */
export const ChosenWithoutDescriptions: Story = {
  args: {
    legend: 'Ertu með vefsíðu í dag?',
    name: 'hasSite',
    options: [
      { value: 'yes', label: 'Já' },
      { value: 'no', label: 'Nei' },
    ],
    value: 'no',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Nei' })).toBeChecked();
  },
};

/** Long Icelandic labels wrap inside their cards. */
export const LongText: Story = {
  args: {
    legend: longIcelandic,
    options: [
      { value: 'a', label: longIcelandic, description: `${longIcelandic}.` },
      { value: 'b', label: 'Vefumsjónarkerfisuppfærsluþjónusta' },
    ],
    value: 'a',
  },
};

/** One card per row on a phone. */
export const Phone: Story = {
  ...phone,
  args: { value: 'month' },
  play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement),
};
