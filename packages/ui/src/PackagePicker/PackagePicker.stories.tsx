import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertDisabledStandsApart, assertNoSidewaysScroll, itemsPerRow, phone, resolveColor, useArgState } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { PackagePicker, type PackagePickerProps } from './PackagePicker';

/** Holds the chosen package so a story can be clicked through, and reports every change. */
function Controlled(args: PackagePickerProps) {
  const [value, setValue] = useArgState(args.value);
  return (
    <PackagePicker
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
  title: 'Forms/PackagePicker',
  component: PackagePicker,
  tags: ['autodocs', 'stable'],
  // On the docs page each story's group gets a name of its own (preview.tsx), so each keeps its choice.
  parameters: { uniqueFormName: true },
  args: {
    legend: 'Veldu pakka',
    name: 'package',
    panelTitle: 'Valinn pakki',
    popularLabel: 'Vinsælast',
    packages: [
      {
        id: 'basic',
        name: 'Grunnur',
        price: '149.900 kr.',
        description: 'Einföld kynningarsíða fyrir minni fyrirtæki.',
        features: ['Allt að 5 síður', 'Snjalltækjavæn hönnun', 'Grunnleitarvélabestun'],
      },
      {
        id: 'business',
        name: 'Fyrirtæki',
        price: '349.900 kr.',
        description: 'Fullbúinn vefur með vefumsjónarkerfi.',
        features: ['Allt að 15 síður', 'Vefumsjónarkerfi', 'Fréttir og blogg', 'Tengiform'],
        popular: true,
      },
      {
        id: 'premium',
        name: 'Úrvals',
        price: '649.900 kr.',
        description: 'Sérsniðin hönnun og tengingar við önnur kerfi.',
        features: ['Ótakmarkaður síðufjöldi', 'Sérsniðin hönnun', 'Fjöltyngdur vefur', 'Tengingar við kerfi'],
      },
    ],
    value: '',
    onChange: fn(),
  },
  argTypes: {
    packages: {
      control: false,
      table: { type: { summary: 'PickerPackage[]', detail: '{ id: string; name: string; price: string; description: string; features: string[]; popular?: boolean }[]' } },
    },
    onChange: { control: false, table: { type: { summary: '(id: string) => void' } } },
    value: { control: 'inline-radio', options: ['', 'basic', 'business', 'premium'], table: { type: { summary: 'string' }, defaultValue: { summary: "'' (none)" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    required: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    disabled: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    hint: { control: 'text' },
    error: { control: 'text' },
    className: { control: false },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PackagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: no panel. Choosing a package opens the panel with its features and price. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const business = canvas.getByRole('radio', { name: 'Fyrirtæki' });
    await expect(business).toHaveAccessibleDescription('Vinsælast 349.900 kr. Fullbúinn vefur með vefumsjónarkerfi.');
    await userEvent.click(canvas.getByText('Fyrirtæki'));
    await expect(args.onChange).toHaveBeenLastCalledWith('business');
    const panel = canvas.getByRole('complementary', { name: 'Valinn pakki' });
    await expect(within(panel).getByText('349.900 kr.')).toBeInTheDocument();
    await expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Allt að 15 síður',
      'Vefumsjónarkerfi',
      'Fréttir og blogg',
      'Tengiform',
    ]);
  },
};

/** The arrow keys move the choice and the panel follows. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: { value: 'basic' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Grunnur' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Fyrirtæki' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('business');
    await expect(within(canvas.getByRole('complementary')).getByText('Fyrirtæki')).toBeInTheDocument();
  },
};

/**
 * A card's ring outside its border (a `box-shadow` with no offset or blur and a spread), in the computed `rgb(...)`
 * colour and px: what marks a card as chosen, whatever its border says.
 */
function outerRing(card: Element) {
  const shadow = getComputedStyle(card).boxShadow;
  if (shadow === 'none' || shadow.includes('inset')) return null;
  const match = /^(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px$/.exec(shadow.trim());
  return match ? { color: match[1], spread: Number(match[2]) } : null;
}

/**
 * The popular package chosen: badge, accent border and the chosen ring. The ring is what tells chosen from popular:
 * the popular card's accent border, heavier on top, used to outweigh a chosen border one pixel thicker than a plain one.
 */
export const PopularChosen: Story = {
  args: { value: 'business' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('radio', { name: 'Fyrirtæki' }).closest('label');
    await expect(chosen).not.toBeNull();
    if (!chosen) return;
    const primary = resolveColor(chosen, '--hraun-color-primary');
    // All round the popular card, in the action colour, wider than a border (the theme's focus ring width).
    const ring = outerRing(chosen);
    await expect(ring?.color).toBe(primary);
    await expect(ring?.spread ?? 0).toBeGreaterThanOrEqual(2);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) await expect(getComputedStyle(chosen)[`border${side}Color`]).toBe(primary);
    // The cards not chosen (the popular one among them, when another is) have no ring.
    for (const radio of canvas.getAllByRole('radio').filter((candidate) => candidate !== canvas.getByRole('radio', { name: 'Fyrirtæki' }))) {
      await expect(outerRing(radio.closest('label') as Element)).toBeNull();
    }
  },
};

/** A package must be chosen: an asterisk follows the legend and every radio is `required`. */
export const Required: Story = {
  args: { required: true, hint: 'Þú getur skipt um pakka síðar.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByRole('group').querySelector('legend')?.textContent).toBe('Veldu pakka*');
  },
};

/** Sent without a choice: the error under the cards describes the group and marks its radios invalid. */
export const WithError: Story = {
  args: { required: true, error: 'Veldu pakka til að halda áfram.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Veldu pakka til að halda áfram.');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nothing can be chosen (the order is being sent): the radios are disabled, the chosen package still summed up. */
export const Disabled: Story = {
  args: { disabled: true, value: 'business' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Grunnur'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Icelandic names, descriptions and features break at a syllable inside the cards and the summary, on a phone too. */
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
    value: 'long',
    packages: [
      {
        id: 'long',
        name: 'Vefverslunarlausnirnar',
        price: '1.249.900 kr. án virðisaukaskatts',
        description: 'Þjónustuborðsbeiðnakerfið fylgir vefverslunarlausnunum.',
        features: ['Þjónustuborðsbeiðnakerfið', 'Vefumsjónarkerfisuppfærsluþjónusta'],
        popular: true,
      },
      { id: 'short', name: 'Grunnur', price: '149.900 kr.', description: 'Einföld síða.', features: ['Ein síða'] },
    ],
  },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
};

/** On a phone the cards stack and the panel comes under them. */
export const Phone: Story = {
  ...phone,
  args: { value: 'premium' },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('radio').map((radio) => (radio.closest('label') as HTMLElement).getBoundingClientRect());
    await expect(cards[1]!.top).toBeGreaterThanOrEqual(cards[0]!.bottom);
    const panel = canvas.getByRole('complementary').getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(cards[2]!.bottom);
  },
};

/**
 * Two packages in a form column of 46rem (an order page at 768 px): the picker measures its own width, so the panel
 * goes under the cards, and the two cards share the row's whole width.
 */
export const TwoInANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '46rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    value: 'woocommerce-express',
    packages: [
      { id: 'wordpress-express', name: 'WordPress Express', price: '99.950 kr. án vsk.', description: 'Fallegur vefur á WordPress, tilbúinn á skömmum tíma.', features: ['3 síður', 'Tilbúið þema'] },
      { id: 'woocommerce-express', name: 'WooCommerce Express', price: '149.950 kr. án vsk.', description: 'Vefverslun á WordPress, tilbúin til sölu.', features: ['5 síður', 'Greiðslugátt'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('radio').map((radio) => (radio.closest('label') as HTMLElement).getBoundingClientRect());
    const list = (canvasElement.querySelector('fieldset ul') as HTMLElement).getBoundingClientRect();
    // Side by side, together filling the row.
    await expect(second!.top).toBe(first!.top);
    await expect(second!.right).toBeCloseTo(list.right, 0);
    const panel = canvas.getByRole('complementary').getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};

/**
 * Three packages beside the panel in a form column of 62rem (an order page at 1024 px): the cards have room for two in
 * a row, so they stand one under another rather than two and one.
 */
export const ThreeBesideThePanel: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '62rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { value: 'basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('radio').map((radio) => radio.closest('label')!);
    await expect(itemsPerRow(cards)).toEqual([1, 1, 1]);
    // The panel stands beside the cards, not under them.
    const panel = canvas.getByRole('complementary').getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(cards[0]!.getBoundingClientRect().right);
  },
};

/** Usage examples for the docs page only (PackagePicker.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoOnePopular: Story = {
  name: 'Do: at most one popular package',
  tags: usage,
  args: { value: 'business' },
};

export const DontAllPopular: Story = {
  name: "Don't: every package marked popular",
  tags: usage,
  args: {
    value: 'basic',
    packages: [
      { id: 'basic', name: 'Grunnur', price: '149.900 kr.', description: 'Einföld kynningarsíða.', features: ['Allt að 5 síður'], popular: true },
      { id: 'business', name: 'Fyrirtæki', price: '349.900 kr.', description: 'Fullbúinn vefur.', features: ['Allt að 15 síður'], popular: true },
      { id: 'premium', name: 'Úrvals', price: '649.900 kr.', description: 'Sérsniðin hönnun.', features: ['Sérsniðin hönnun'], popular: true },
    ],
  },
};

/**
 * Every state at once (the pointer and keyboard states forced on the cards): none chosen, one chosen (its panel
 * open), hover, focus-visible, invalid (every card outlined in the error colour), disabled. Two packages each, each
 * group its own name, so no cell unselects another.
 */
export const States: Story = {
  render: ({ name, packages, ...args }) => {
    const two = packages.slice(0, 2);
    return (
      <StatesMatrix
        states={[
          { label: 'None chosen', children: <PackagePicker {...args} packages={two} name={`${name}-none`} value="" /> },
          { label: 'One chosen', children: <PackagePicker {...args} packages={two} name={`${name}-one`} value={two[0]!.id} /> },
          { label: 'Hover', force: 'hover', children: <PackagePicker {...args} packages={two} name={`${name}-hover`} value="" /> },
          { label: 'Focus visible', force: 'focus-visible', children: <PackagePicker {...args} packages={two} name={`${name}-focus`} value="" /> },
          { label: 'Invalid', children: <PackagePicker {...args} packages={two} name={`${name}-invalid`} value="" required error="Veldu pakka." /> },
          { label: 'Disabled', children: <PackagePicker {...args} packages={two} name={`${name}-disabled`} value={two[1]!.id} panelTitle="Valinn pakki (ekki hægt að breyta)" disabled /> },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /Veldu pakka/ })).toHaveLength(6);
    const cards = (suffix: string) => [...canvasElement.querySelectorAll(`input[name$="-${suffix}"]`)].map((input) => input.closest('label')!);
    // Invalid: every card outlined in the error colour, as an invalid field is (the start edge: a popular card's top
    // edge is thicker, not of another colour).
    const danger = resolveColor(cards('invalid')[0]!, '--hraun-color-danger');
    for (const card of cards('invalid')) await expect(getComputedStyle(card).borderInlineStartColor).toBe(danger);
    await expect(getComputedStyle(cards('none')[0]!).borderInlineStartColor).not.toBe(danger);
    // Disabled never passes for choosable, light or dark.
    assertDisabledStandsApart(cards('none')[0]!, cards('disabled')[0]!);
  },
};
