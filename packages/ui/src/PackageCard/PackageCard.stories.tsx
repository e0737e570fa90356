import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { assertNoSidewaysScroll, longIcelandic, phone, StayLink } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { PackageCard } from './PackageCard';
import type { ReactNode } from 'react';

const meta = {
  title: 'Cards/PackageCard',
  component: PackageCard,
  tags: ['autodocs', 'stable'],
  argTypes: {
    features: { control: 'object', table: { type: { summary: 'string[]' } } },
    popular: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    action: { control: false, table: { type: { summary: 'ReactNode' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    className: { control: false },
  },
  args: {
    name: 'Fyrirtækjapakki',
    price: '349.900 kr.',
    priceNote: 'án vsk.',
    description: 'Fullbúinn vefur með vefumsjónarkerfi fyrir vaxandi fyrirtæki.',
    features: ['Allt að 15 síður', 'Vefumsjónarkerfi', 'Fréttir og blogg', 'Tengiform', 'Grunnleitarvélabestun'],
    popular: false,
    popularLabel: 'Vinsælast',
    action: (
      <Button asChild>
        <StayLink href="#fa-tilbod">Fá tilboð</StayLink>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every state at once (the pointer and keyboard states forced on the card's action): plain, popular,
 * the action under the pointer, with keyboard focus, pressed, and a card with no price note.
 */
export const States: Story = {
  render: (args) => (
    <StatesMatrix
      states={[
        { label: 'Plain', children: <PackageCard {...args} /> },
        { label: 'Popular', children: <PackageCard {...args} popular /> },
        { label: 'Action: hover', force: 'hover', children: <PackageCard {...args} /> },
        { label: 'Action: focus visible', force: 'focus-visible', children: <PackageCard {...args} /> },
        { label: 'Action: pressed', force: 'active', children: <PackageCard {...args} /> },
      ]}
    />
  ),
  args: { features: ['Allt að 15 síður', 'Vefumsjónarkerfi'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(5);
  },
};

/** An article named by the package: price and note, the features as a list, the call to action; no badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Fyrirtækjapakki' });
    await expect(card).not.toHaveAccessibleDescription('Vinsælast');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fyrirtækjapakki' })).toBeInTheDocument();
    await expect(canvas.getByText('349.900 kr.')).toBeVisible();
    await expect(canvas.getByText('án vsk.')).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Allt að 15 síður',
      'Vefumsjónarkerfi',
      'Fréttir og blogg',
      'Tengiform',
      'Grunnleitarvélabestun',
    ]);
    await expect(canvas.queryByText('Vinsælast')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Fá tilboð' })).toHaveAttribute('href', '#fa-tilbod');
  },
};

/** The recommended package: a badge in words (also the card's description) besides the accent border. */
/** The plain and the popular card side by side. */
export const AllVariants: Story = {
  name: 'All variants',
  decorators: [(Story) => <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem', minWidth: '40rem' }}>{Story()}</div>],
  render: (args) => (
    <>
      <PackageCard {...args} />
      <PackageCard {...args} popular />
    </>
  ),
};

export const Popular: Story = {
  args: { popular: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vinsælast')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Fyrirtækjapakki' })).toHaveAccessibleDescription('Vinsælast');
  },
};

/** Priced on request: no note under the price. */
export const WithoutPriceNote: Story = {
  args: { name: 'Sérlausn', price: 'Verð samkvæmt tilboði', priceNote: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verð samkvæmt tilboði')).toBeVisible();
    await expect(canvas.queryByText('án vsk.')).toBeNull();
  },
};

/** Two calls to action side by side. */
export const TwoActions: Story = {
  args: {
    action: (
      <>
        <Button asChild>
          <StayLink href="#panta">Panta</StayLink>
        </Button>
        <Button asChild variant="secondary">
          <StayLink href="#nanar">Nánar</StayLink>
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Panta', 'Nánar']);
  },
};

/** Long Icelandic name, description and features wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],

  args: { name: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, popular: true, description: `${longIcelandic}.`, features: ['Vefverslunarlausnirnar', longIcelandic, 'Vefumsjónarkerfisuppfærsluþjónusta'] },
};

/** The popular card in the alternative theme (contrast is checked there too). */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' }, args: { popular: true } };

/** Full width on a phone, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  args: { popular: true, name: longIcelandic },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByText('Vinsælast')).toBeVisible();
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (PackageCard.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortFeatures: Story = {
  name: 'Do: short features a visitor can compare',
  tags: usage,
};

export const DontSentenceFeatures: Story = {
  name: "Don't: features written as sentences",
  tags: usage,
  args: {
    features: [
      'Þú færð allt að fimmtán síður sem við setjum upp fyrir þig.',
      'Vefumsjónarkerfi fylgir svo þú getir sjálf(ur) breytt efninu.',
      'Fréttir og blogg eru innifalin ef þú vilt skrifa reglulega.',
    ],
  },
};
