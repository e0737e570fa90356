import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { BenefitBlocks } from './BenefitBlocks';

const meta = {
  title: 'Sections/BenefitBlocks',
  component: BenefitBlocks,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'WooCommerce eða Shopify',
    items: [
      {
        title: 'WooCommerce',
        text: 'Opin lausn ofan á WordPress sem þú átt sjálf(ur).',
        bullets: ['Engin mánaðargjöld fyrir kerfið', 'Full stjórn á gögnum', 'Þúsundir viðbóta'],
      },
      {
        title: 'Shopify',
        text: 'Hýst lausn sem sér um tæknina fyrir þig.',
        bullets: ['Fljótlegt að byrja', 'Innbyggð greiðslulausn', 'Sjálfvirkar uppfærslur'],
      },
    ],
  },
} satisfies Meta<typeof BenefitBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocks with text and bullets. */
export const Default: Story = {};

/** Four blocks with text only (point-of-sale, Express pages). */
export const TextOnly: Story = {
  args: {
    title: 'Kostir',
    items: [
      { title: 'Fljótlegt', text: 'Vefurinn er tilbúinn á nokkrum dögum.' },
      { title: 'Hagkvæmt', text: 'Fast verð, engin óvænt útgjöld.' },
      { title: 'Einfalt', text: 'Þú uppfærir efnið sjálf(ur).' },
      { title: 'Öruggt', text: 'Hýsing og afritun innifalin.' },
    ],
  },
};

/** Long Icelandic text. */
export const LongText: Story = {
  args: { items: [{ title: longIcelandic, bullets: [longIcelandic, longIcelandic] }, { title: 'Stutt' }] },
};

/** Stacked on a phone. */
export const Phone: Story = { ...phone };
