import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, useArgState } from '../storyKit';
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
  tags: ['autodocs'],
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

/** The popular package chosen: badge, accent border and highlight. */
export const PopularChosen: Story = { args: { value: 'business' } };

/** Long Icelandic names, descriptions and features wrap. */
export const LongText: Story = {
  args: {
    value: 'long',
    packages: [
      { id: 'long', name: longIcelandic, price: '1.249.900 kr.', description: `${longIcelandic}.`, features: [longIcelandic, 'Vefumsjónarkerfisuppfærsluþjónusta'], popular: true },
      { id: 'short', name: 'Grunnur', price: '149.900 kr.', description: 'Einföld síða.', features: ['Ein síða'] },
    ],
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
