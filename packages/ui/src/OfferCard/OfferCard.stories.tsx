import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { iconControl, longIcelandic, phone } from '../storyKit';
import { OfferCard } from './OfferCard';
import type { ReactNode } from 'react';

const meta = {
  title: 'Cards/OfferCard',
  component: OfferCard,
  tags: ['autodocs', 'stable'],
  argTypes: {
    features: { control: 'object', table: { type: { summary: 'string[]' } } },
    icon: iconControl,
    action: { control: false, table: { type: { summary: 'ReactNode' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    className: { control: false },
  },
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
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, features: ['Vefverslunarlausnirnar', longIcelandic] } };

/** On a phone. */
export const Phone: Story = phone;

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (OfferCard.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoFewFeatures: Story = {
  name: 'Do: a sentence, a few features, one action',
  tags: usage,
};

export const DontPriceAndMore: Story = {
  name: "Don't: a price and a wall of features",
  tags: usage,
  args: {
    text: 'Frá 349.900 kr. án vsk. Bókunarkerfi sem heldur utan um flotann, verðin, tryggingarnar, starfsfólkið, viðhaldið og bókhaldið á einum stað.',
    features: [
      'Lausir bílar í rauntíma',
      'Greiðslur á netinu',
      'Sjálfvirkar áminningar',
      'Tenging við bókhald',
      'Tryggingar',
      'Viðhaldsskráning',
      'Starfsmannaaðgangur',
      'Skýrslur',
      'Afsláttarkóðar',
      'Fjöltyngt viðmót',
    ],
  },
};
