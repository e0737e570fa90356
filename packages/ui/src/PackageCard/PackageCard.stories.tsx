import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { assertNoSidewaysScroll, longIcelandic, phone, StayLink } from '../storyKit';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Cards/PackageCard',
  component: PackageCard,
  tags: ['autodocs'],
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
  args: { name: longIcelandic, popular: true, description: `${longIcelandic}.`, features: [longIcelandic, 'Vefumsjónarkerfisuppfærsluþjónusta'] },
};

/** The popular card in the alternative theme (contrast is checked there too). */
export const AlternativeTheme: Story = { globals: { theme: 'alt' }, args: { popular: true } };

/** Full width on a phone, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  args: { popular: true, name: longIcelandic },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByText('Vinsælast')).toBeVisible();
  },
};
