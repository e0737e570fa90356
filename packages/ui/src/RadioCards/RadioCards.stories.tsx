import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertDisabledStandsApart, assertNoSidewaysScroll, itemsPerRow, phone, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
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
  tags: ['autodocs', 'stable'],
  // On the docs page each story's group gets a name of its own (preview.tsx), so each keeps its choice.
  parameters: { uniqueFormName: true },
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
  argTypes: {
    options: { control: false, table: { type: { summary: 'RadioCardOption[]', detail: '{ value: string; label: string; description?: string }[]' } } },
    onChange: { control: false, table: { type: { summary: '(value: string) => void' } } },
    value: { control: 'text', table: { defaultValue: { summary: "'' (none)" } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    className: { control: false },
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
  tags: ['!dev', '!autodocs', 'test-only'],
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

/** A card must be chosen: an asterisk follows the legend and every radio is `required`. */
export const Required: Story = {
  args: { required: true, hint: 'Veldu það sem hentar best.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByRole('group').querySelector('legend')?.textContent).toBe('Hvenær viltu hefja verkefnið?*');
  },
};

/** Sent without a choice: the error under the cards describes the group and marks its radios invalid. */
export const WithError: Story = {
  args: { required: true, error: 'Veldu hvenær þú vilt hefja verkefnið.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Veldu hvenær þú vilt hefja verkefnið.');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nothing can be chosen: the radios are disabled and the cards greyed, the choice still shown. */
export const Disabled: Story = {
  args: { disabled: true, value: 'month' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Strax'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Icelandic labels break at a syllable with a hyphen inside their cards, on a phone too. */
export const LongText: Story = {
  ...phone,
  tags: ['long-text'],
  decorators: [
    (Story) => (
      <div lang="is">
        <Story />
      </div>
    ),
  ],
  args: {
    legend: 'Hvaða þjónustu vantar ykkur fyrir Þjónustuborðsbeiðnakerfið?',
    options: [
      { value: 'a', label: 'Vefverslunarlausnirnar', description: 'Þjónustuborðsbeiðnakerfið og vefumsjónarkerfisuppfærslurnar.' },
      { value: 'b', label: 'Vefumsjónarkerfisuppfærsluþjónusta' },
    ],
    value: 'a',
  },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
};

/**
 * Four answers in a form column of 50rem (the service desk at 1440 px): room for three cards, but they stand in two
 * pairs, never three and one.
 */
export const FourAnswers: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '50rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    legend: 'Tegund beiðni',
    name: 'type',
    options: [
      { value: 'villa', label: 'Villa' },
      { value: 'fyrirspurn', label: 'Fyrirspurn' },
      { value: 'breytingabeiðni', label: 'Breytingabeiðni' },
      { value: 'uppfærsla', label: 'Uppfærsla' },
    ],
    value: 'fyrirspurn',
  },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('radio').map((radio) => radio.closest('label')!);
    await expect(itemsPerRow(cards)).toEqual([2, 2]);
  },
};

/** One card per row on a phone. */
export const Phone: Story = {
  ...phone,
  args: { value: 'month' },
  play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement),
};

/** Usage examples for the docs page only (RadioCards.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortLabels: Story = {
  name: 'Do: a short label, details in the description',
  tags: usage,
  args: { value: 'month' },
};

export const DontLongLabels: Story = {
  name: "Don't: the whole explanation in the label",
  tags: usage,
  args: {
    options: [
      { value: 'now', label: 'Við viljum hefja verkefnið strax, helst innan tveggja vikna frá því að samningur er undirritaður' },
      { value: 'month', label: 'Innan mánaðar, þegar undirbúningi og efnisöflun er að fullu lokið hjá okkur' },
    ],
  },
};

/**
 * Every state of the cards at once, the pointer and keyboard states forced on the whole group: none
 * chosen, one chosen, hover, focus-visible, invalid, disabled. Each group its own name, so no cell unselects another.
 */
export const States: Story = {
  render: ({ name, options, ...args }) => {
    const two = options.slice(0, 2);
    return (
      <StatesMatrix
        states={[
          { label: 'None chosen', children: <RadioCards {...args} options={two} name={`${name}-none`} value="" /> },
          { label: 'One chosen', children: <RadioCards {...args} options={two} name={`${name}-one`} value={two[0]!.value} /> },
          { label: 'Hover', force: 'hover', children: <RadioCards {...args} options={two} name={`${name}-hover`} value="" /> },
          { label: 'Focus visible', force: 'focus-visible', children: <RadioCards {...args} options={two} name={`${name}-focus`} value="" /> },
          { label: 'Invalid', children: <RadioCards {...args} options={two} name={`${name}-invalid`} value="" required error="Veldu hvenær þú vilt byrja." /> },
          { label: 'Disabled', children: <RadioCards {...args} options={two} name={`${name}-disabled`} value={two[1]!.value} disabled /> },
        ]}
      />
    );
  },
  // A disabled card never passes for a choosable one, light or dark: another edge, surface and cursor.
  play: async ({ canvasElement }) => {
    const card = (suffix: string) => canvasElement.querySelector(`input[name$="-${suffix}"]`)!.closest('label')!;
    assertDisabledStandsApart(card('none'), card('disabled'));
  },
};
