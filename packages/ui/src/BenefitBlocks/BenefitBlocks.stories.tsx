import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { BenefitBlocks } from './BenefitBlocks';

const meta = {
  title: 'Sections/BenefitBlocks',
  component: BenefitBlocks,
  tags: ['autodocs', 'stable'],
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
  argTypes: {
    items: { control: 'object', table: { type: { summary: 'BenefitItem[]', detail: '{ id?: string; title: string; text?: string; bullets?: string[] }[]' } } },
    className: { control: false },
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

/** Long Icelandic text: long compounds break inside the block, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    items: [
      { title: longIcelandic, bullets: [longIcelandic, 'Þjónustuborðsbeiðnakerfið', 'Vefverslunarlausnirnar'] },
      { title: 'Vefumsjónarkerfisuppfærsluþjónusta', text: 'Stutt' },
    ],
  },
};

/** Stacked on a phone. */
export const Phone: Story = { ...phone };

/** Do: a short heading per block and three or four short points. */
export const DoShortPoints: Story = {
  name: 'Do: short, parallel points',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: paragraphs in the points; the ticks stop being scannable. Put long text in a ProseSection. */
export const DontParagraphs: Story = {
  name: "Don't: paragraphs as points",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    items: [
      {
        title: 'WooCommerce',
        bullets: [
          'WooCommerce er opin lausn sem keyrir ofan á WordPress, og þar sem hún er opin greiðir þú engin mánaðargjöld fyrir sjálft kerfið heldur aðeins fyrir hýsingu og viðbætur.',
          'Þú átt öll gögnin sjálf(ur) og getur flutt þau hvert sem er hvenær sem er, án þess að spyrja neinn leyfis eða greiða fyrir útflutning.',
        ],
      },
      { title: 'Shopify', bullets: ['Shopify er hýst lausn þar sem fyrirtækið sér um alla tæknina, uppfærslur og öryggi, en á móti greiðir þú mánaðargjald og færsluþóknun af hverri sölu.'] },
    ],
  },
};
