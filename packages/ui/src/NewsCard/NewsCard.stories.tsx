import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, StayLink } from '../storyKit';
import { NewsCard } from './NewsCard';
import type { ReactNode } from 'react';

/** A 16:9 picture drawn on the spot, so the stories need no file and no network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#284b63"/><rect x="160" y="460" width="880" height="60" rx="30" fill="#ffffff" opacity="0.7"/><circle cx="600" cy="260" r="120" fill="#e8643a" opacity="0.8"/></svg>',
)}`;

const meta = {
  title: 'Cards/NewsCard',
  component: NewsCard,
  tags: ['autodocs', 'stable'],
  argTypes: {
    image: { control: false, table: { type: { summary: 'CardImage', detail: '{ src: string; alt: string; width?: number; height?: number }' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    imagePriority: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    className: { control: false },
  },
  args: {
    title: 'Hraun fagnar 20 árum',
    excerpt: 'Tuttugu ár eru liðin frá því að Hraun var stofnað í Reykjavík. Við lítum yfir farinn veg og fram á við.',
    date: '2/11/2026',
    dateTime: '2026-11-02T10:00:00.000Z',
    image: { src: picture, alt: '' },
    href: '#frettir/hraun-20-ara',
    linkLabel: 'Lesa frétt',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The heading's link is the card's one link, named by the title and the read-on text; the date is a `time`
 * element with a machine-readable value; the picture is decorative, sized and lazy.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Hraun fagnar 20 árum Lesa frétt');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
    const time = canvas.getByText('2/11/2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-02T10:00:00.000Z');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    await expect(canvas.getByText(/^Tuttugu ár/)).toBeVisible();
  },
};

/** A news item without a picture shows a designed stand-in: a branded pattern with its kind and date. */
export const WithoutImage: Story = {
  args: { image: undefined, imageLabel: 'Fréttir' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')?.textContent).toContain('Fréttir');
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Hraun fagnar 20 árum Lesa frétt');
  },
};

/**
 * Covers by category: without a picture, `imageMotif` sets the headline on a motif drawn from it, one motif per
 * category (here `columns` for the agency's own news); never a tile with only a date.
 */
export const Cover: Story = {
  args: { image: undefined, imageLabel: 'Af okkur', imageMotif: 'columns' },
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('[data-placeholder]')!;
    await expect(cover.textContent).toBe('Af okkurHraun fagnar 20 árum');
    await expect(cover.querySelector('svg path')).not.toBeNull();
    await expect(cover.getAttribute('data-motif')).toBe('columns');
  },
};

/** The three motifs side by side: each category of news is told apart at a glance. */
export const CoverMotifs: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      <NewsCard {...args} image={undefined} imageLabel="Nýr vefur" imageMotif="flow" title="Ný vefverslun Fjallalindar opnuð" />
      <NewsCard {...args} image={undefined} imageLabel="Af okkur" imageMotif="columns" title="Hraun fagnar 20 árum" />
      <NewsCard {...args} image={undefined} imageLabel="Góð ráð" imageMotif="rings" title="Hraði vefsins skiptir máli" />
    </div>
  ),
};

/** Long Icelandic title and excerpt wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, excerpt: `${longIcelandic}. ${longIcelandic}. ${longIcelandic}…` } };

/** In the alternative theme (contrast is checked there too). */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };

/** Full width on a phone, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  args: { title: longIcelandic },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (NewsCard.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortExcerpt: Story = {
  name: 'Do: a headline and a sentence or two',
  tags: usage,
};

export const DontWholeArticle: Story = {
  name: "Don't: the whole article as the excerpt",
  tags: usage,
  args: {
    excerpt:
      'Tuttugu ár eru liðin frá því að Hraun var stofnað í Reykjavík. Við lítum yfir farinn veg og fram á við. Fyrsta verkefnið var vefur fyrir bakarí í Hafnarfirði, og síðan hafa bæst við rúmlega sex hundruð verkefni á Íslandi, í Danmörku og á Spáni. Við þökkum viðskiptavinum okkar, starfsfólki og samstarfsaðilum fyrir samfylgdina og hlökkum til næstu tuttugu ára.',
  },
};
