import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PackageCard } from '../PackageCard';
import { assertNoSidewaysScroll, longIcelandic, phone, StayLink } from '../storyKit';
import { PackageGrid } from './PackageGrid';
import type { ReactNode } from 'react';

const order = (
  <Button asChild>
    <StayLink href="#fa-tilbod">Fá tilboð</StayLink>
  </Button>
);

const cards = [
  <PackageCard
    key="grunnur"
    name="Grunnur"
    price="149.900 kr."
    priceNote="án vsk."
    description="Einföld kynningarsíða fyrir minni fyrirtæki."
    features={['Allt að 5 síður', 'Snjalltækjavæn hönnun', 'Grunnleitarvélabestun']}
    popularLabel="Vinsælast"
    action={order}
  />,
  <PackageCard
    key="fyrirtaeki"
    name="Fyrirtæki"
    price="349.900 kr."
    priceNote="án vsk."
    description="Fullbúinn vefur með vefumsjónarkerfi."
    features={['Allt að 15 síður', 'Vefumsjónarkerfi', 'Fréttir og blogg', 'Tengiform']}
    popular
    popularLabel="Vinsælast"
    action={order}
  />,
  <PackageCard
    key="urvals"
    name="Úrvals"
    price="Verð samkvæmt tilboði"
    description="Sérsniðin hönnun og tengingar við önnur kerfi."
    features={['Ótakmarkaður síðufjöldi', 'Sérsniðin hönnun', 'Fjöltyngdur vefur', 'Tengingar við kerfi']}
    popularLabel="Vinsælast"
    action={order}
  />,
];

const meta = {
  title: 'Sections/PackageGrid',
  component: PackageGrid,
  tags: ['autodocs', 'stable'],
  argTypes: {
    children: { control: false, table: { type: { summary: 'ReactNode', detail: 'PackageCard elements' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { type: { summary: '2 | 3' }, defaultValue: { summary: '2' } } },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Verðskrá',
    text: 'Veldu pakkann sem hentar þínum rekstri. Öll verð eru án virðisaukaskatts.',
    children: cards,
  },
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its heading, the cards as a list side by side, the popular one marked in words. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Verðskrá' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Verðskrá' })).toBeInTheDocument();
    const grid = section.querySelector('ul');
    await expect(grid?.children).toHaveLength(3);
    await expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Grunnur',
      'Fyrirtæki',
      'Úrvals',
    ]);
    await expect(within(section).getAllByText('Vinsælast')).toHaveLength(1);
    const [first, second] = within(section).getAllByRole('article').map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

/** Without a lead paragraph. */
export const WithoutText: Story = { args: { text: undefined } };

/** Long Icelandic heading and lead wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, text: `${longIcelandic}. ${longIcelandic}.` } };

/** In the alternative theme (contrast is checked there too). */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };

/** On a phone the cards stack in one column, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    const cards = within(canvasElement)
      .getAllByRole('article')
      .map((card) => card.getBoundingClientRect());
    await expect(cards[1]!.top).toBeGreaterThanOrEqual(cards[0]!.bottom);
    await expect(cards[2]!.top).toBeGreaterThanOrEqual(cards[1]!.bottom);
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (PackageGrid.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortIntro: Story = {
  name: 'Do: a title, one line on the prices, the cards',
  tags: usage,
};

export const DontLongIntro: Story = {
  name: "Don't: the terms in the intro",
  tags: usage,
  args: {
    text: 'Öll verð eru án virðisaukaskatts og gilda í 30 daga frá útgáfu. Greitt er 50 % við undirritun og afgangurinn við opnun. Hýsing, lén og leyfi eru ekki innifalin nema annað sé tekið fram. Breytingar eftir samþykkt hönnunar eru rukkaðar samkvæmt tímagjaldi. Sjá nánar í skilmálum.',
  },
};
