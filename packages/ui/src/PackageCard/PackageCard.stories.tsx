import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Cards/PackageCard',
  component: PackageCard,
  tags: ['autodocs'],
  args: {
    name: 'Fyrirtækjapakki',
    price: '9.990 kr. á mánuði',
    priceNote: 'án vsk.',
    description: 'Fyrir fyrirtæki með meiri umferð og fleiri pósthólf.',
    features: ['50 GB diskpláss', '500 GB gagnaflutningur', '5 pósthólf', 'SSL-skilríki', 'Dagleg afritun'],
    popular: false,
    popularLabel: 'Vinsælast',
    action: (
      <Button asChild>
        <a href="#panta">Panta núna</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A package named by its heading, with its features as a list and one call to action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Fyrirtækjapakki' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByText('Vinsælast')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Panta núna' })).toBeInTheDocument();
  },
};

/** The recommended package carries a badge in words as well as the accent border. */
export const Popular: Story = {
  args: { popular: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vinsælast')).toBeVisible();
  },
};

/** Priced on request. */
export const ByQuote: Story = { args: { name: 'Stórfyrirtæki', price: 'Tilboð', priceNote: undefined } };

/** A care plan: no call to action. */
export const CarePlan: Story = {
  args: {
    name: 'Grunnþjónusta',
    price: '14.950 kr. á mánuði',
    features: ['10 GB afritun', 'Svar innan 24 klst.', 'Öryggisuppfærslur'],
    action: undefined,
  },
};

/** Long Icelandic text wraps. */
export const LongText: Story = { args: { name: longIcelandic, features: [longIcelandic, longIcelandic] } };

/** On a phone. */
export const Phone: Story = { ...phone, args: { popular: true } };
