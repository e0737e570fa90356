import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone, StayLink } from '../storyKit';
import { ProjectCard } from './ProjectCard';
import type { ReactNode } from 'react';

/** A 16:9 picture drawn on the spot, so the stories need no file and no network. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="${fill}"/><circle cx="820" cy="300" r="140" fill="#ffffff" opacity="0.6"/><path d="M0 560 360 380l260 120 300-180 280 160v195H0z" fill="#14181f" opacity="0.35"/></svg>`,
  )}`;

const own = picture('#2f6f4f');
const fallback = picture('#5b6770');

const meta = {
  title: 'Cards/ProjectCard',
  component: ProjectCard,
  tags: ['autodocs', 'stable'],
  argTypes: {
    tags: { control: 'object', table: { type: { summary: 'string[]' } } },
    image: { control: false, table: { type: { summary: 'CardImage', detail: '{ src: string; alt: string; width?: number; height?: number }' } } },
    fallbackImage: { control: false, table: { type: { summary: 'CardImage' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    imagePriority: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    className: { control: false },
  },
  args: {
    title: 'Fjallalind – ný vefverslun',
    description: 'Vefverslun fyrir íslenskt húðvörumerki, með áskriftum og sendingum um öll Norðurlönd.',
    category: 'Vefverslun',
    tags: ['WooCommerce', 'Áskriftir', 'Fjöltyngt'],
    image: { src: own, alt: '' },
    fallbackImage: { src: fallback, alt: 'Hraun merkið á dökkum grunni' },
    href: '#verkefni/fjallalind',
    linkLabel: 'Skoða verkefni',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The heading's link is the card's one link: its name is the title followed by the read-on text. The picture
 * is decorative, sized and lazy; the tags are a list.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Fjallalind – ný vefverslun Skoða verkefni');
    await expect(links[0]).toHaveAttribute('href', '#verkefni/fjallalind');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', own);
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WooCommerce', 'Áskriftir', 'Fjöltyngt']);
    await expect(canvas.getByText('Vefverslun')).toBeVisible();
  },
};

/** A project without a picture shows the fallback picture, with its own text alternative. */
export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Hraun merkið á dökkum grunni' });
    await expect(image).toHaveAttribute('src', fallback);
    await expect(image).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

/** Without tags there is no empty list. */
/** Without any picture: the default image, the project's name and category in a designed frame (never a broken image). */
export const DefaultImage: Story = {
  args: { image: undefined, fallbackImage: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')?.textContent).toBe('VefverslunFjallalind – ný vefverslun');
  },
};

export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The link is reached with Tab and the focus ring is drawn around the whole card. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

/** Long Icelandic title, description and tags wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],

  args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, description: `${longIcelandic}. ${longIcelandic}.`, category: longIcelandic, tags: [longIcelandic, 'Vefumsjónarkerfisuppfærsla'] },
};

/** In the alternative theme (contrast is checked there too). */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' }, args: { image: undefined } };

/** Full width on a phone, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  args: { title: longIcelandic },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(`${longIcelandic} Skoða verkefni`);
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (ProjectCard.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoFewTags: Story = {
  name: 'Do: two or three tags',
  tags: usage,
};

export const DontManyTags: Story = {
  name: "Don't: every technology as a tag",
  tags: usage,
  args: { tags: ['WooCommerce', 'WordPress', 'PHP', 'React', 'Áskriftir', 'Fjöltyngt', 'Stripe', 'Mailchimp', 'Google Analytics', 'Hýsing'] },
};
