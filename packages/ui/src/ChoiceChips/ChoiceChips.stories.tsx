import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
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
  tags: ['autodocs', 'stable'],
  // On the docs page each story's group gets a name of its own (preview.tsx), so each keeps its choice.
  parameters: { uniqueFormName: true },
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
  argTypes: {
    options: { control: false },
    value: { control: false, table: { type: { summary: 'string[]' } } },
    onChange: { control: false, table: { type: { summary: '(next: string[]) => void' } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    className: { control: false },
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

/**
 * A long list in sub-groups, each under its heading (a fieldset in the group), so a visitor finds a choice
 * quickly; the chosen values still come in the options' order.
 */
export const Grouped: Story = {
  args: {
    groups: [
      { label: 'Vefir og kerfi', values: ['web', 'shop'] },
      { label: 'Sýnileiki og vöxtur', values: ['seo', 'ai'] },
      { label: 'Hýsing og umsjón', values: ['hosting'] },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = canvas.getByRole('group', { name: 'Hýsing og umsjón' });
    await expect(within(care).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['hosting']);
    await userEvent.click(canvas.getByText('Hýsing'));
    await userEvent.click(canvas.getByText('Vefsíðugerð'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['web', 'hosting']);
  },
};

/** Tab reaches each chip and Space toggles it, with a visible focus ring around the chip. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
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

/** Long Icelandic chips wrap inside the row: a word longer than the chip breaks, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is" style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    for (const chip of canvasElement.querySelectorAll('label')) {
      await expect(chip.scrollWidth, chip.textContent ?? '').toBeLessThanOrEqual(chip.clientWidth + 1);
    }
  },
  args: {
    legend: longIcelandic,
    options: [
      { value: 'a', label: longIcelandic },
      { value: 'b', label: 'Stutt' },
      { value: 'c', label: 'Vefumsjónarkerfisuppfærsluþjónusta' },
      { value: 'd', label: 'Þjónustuborðsbeiðnakerfið' },
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

/** Required: the asterisk after the legend, `aria-required` on every chip and native `required` while none is on. */
export const Required: Story = {
  args: { required: true, hint: 'Veldu að minnsta kosti eitt.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toHaveAttribute('aria-required', 'true');
    for (const box of boxes) await expect(box).toBeRequired();
    await userEvent.click(canvas.getByText('Hýsing'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['hosting']);
    // One chip on: the browser's check is met, so no box asks for itself any more.
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toHaveAttribute('required');
  },
};

/** An error: the message under the chips with its icon, the group described by it, every chip marked invalid. */
export const WithError: Story = {
  name: 'Error',
  args: { required: true, error: 'Veldu að minnsta kosti eina þjónustu.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Veldu að minnsta kosti eina þjónustu.');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** With a hint under the legend, read with the group. */
export const WithHint: Story = {
  args: { hint: 'Veldu eins margt og á við.' },
};

/** Disabled: no chip can be toggled or focused; chosen ones still show their tick. */
export const Disabled: Story = {
  args: { disabled: true, value: ['web', 'seo'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Hýsing'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Do: short nouns (one to three words), a legend that asks the question. */
export const DoShortLabels: Story = {
  name: 'Do: short labels',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: sentences on chips; they wrap into uneven blocks and the row can no longer be scanned. Use RadioCards or a list of checkboxes with descriptions. */
export const DontSentences: Story = {
  name: "Don't: sentences on chips",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    options: [
      { value: 'web', label: 'Ég vil láta smíða nýjan vef frá grunni fyrir fyrirtækið mitt' },
      { value: 'shop', label: 'Ég þarf vefverslun með greiðslugátt og birgðastýringu' },
      { value: 'seo', label: 'Mig langar að birtast ofar í leitarniðurstöðum Google' },
    ],
  },
};

/**
 * Every state of the chips at once, the pointer and keyboard states forced on the whole group: none
 * chosen, some chosen, hover, focus-visible, invalid, disabled. Each group its own name.
 */
export const States: Story = {
  render: ({ name, options, ...args }) => {
    const few = options.slice(0, 3);
    return (
      <StatesMatrix
        states={[
          { label: 'None chosen', children: <ChoiceChips {...args} options={few} name={`${name}-none`} value={[]} /> },
          { label: 'Two chosen', children: <ChoiceChips {...args} options={few} name={`${name}-some`} value={[few[0]!.value, few[2]!.value]} /> },
          { label: 'Hover', force: 'hover', children: <ChoiceChips {...args} options={few} name={`${name}-hover`} value={[]} /> },
          { label: 'Focus visible', force: 'focus-visible', children: <ChoiceChips {...args} options={few} name={`${name}-focus`} value={[]} /> },
          { label: 'Invalid', children: <ChoiceChips {...args} options={few} name={`${name}-invalid`} value={[]} required error="Veldu að minnsta kosti eitt." /> },
          { label: 'Disabled', children: <ChoiceChips {...args} options={few} name={`${name}-disabled`} value={[few[0]!.value]} disabled /> },
        ]}
      />
    );
  },
};
