import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Cards/OfferCard',
  component: OfferCard,
  tags: ['autodocs'],
  args: {
    icon: 'calendar',
    title: 'Bílaleigur',
    text: 'Bókunarkerfi sem heldur utan um flotann, verðin og tryggingarnar á einum stað.',
    features: ['Lausir bílar í rauntíma', 'Greiðslur á netinu', 'Sjálfvirkar áminningar', 'Tenging við bókhald'],
    action: (
      <Button asChild variant="secondary">
        <a href="#fa-tilbod">Fá tilboð</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article named by the offer, listing what it includes, with a call to action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Bílaleigur' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Fá tilboð' })).toBeInTheDocument();
  },
};

/** A detailed offer with seven features and no button. */
export const SevenFeatures: Story = {
  args: {
    icon: 'ai',
    title: 'Gervigreindarráðgjöf',
    features: ['Greining á ferlum', 'Val á líkönum', 'Frumgerð', 'Innleiðing', 'Þjálfun starfsfólks', 'Öryggi gagna', 'Eftirfylgni'],
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Long Icelandic text wraps. */
export const LongText: Story = { args: { title: longIcelandic, features: [longIcelandic] } };

/** On a phone. */
export const Phone: Story = phone;
