import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { ProjectCard } from './ProjectCard';

/** Pictures drawn inline, so the stories need no network. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${fill}"/><circle cx="11" cy="4" r="2" fill="#fff"/></svg>`)}`;

const meta = {
  title: 'Cards/ProjectCard',
  component: ProjectCard,
  tags: ['autodocs'],
  args: {
    title: 'Fjallalind – ný vefverslun',
    description: 'Vefverslun fyrir íslenskt húðvörumerki, með áskriftum og sendingum um öll Norðurlönd.',
    category: 'Vefverslun',
    tags: ['WooCommerce', 'Áskriftir', 'Fjöltyngt'],
    image: { src: picture('#2f6f4f'), alt: '' },
    fallbackImage: { src: picture('#5b6770'), alt: 'Merki Hrauns' },
    href: '#verkefni',
    linkLabel: 'Skoða verkefni',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link named by the title; the image is sized and lazy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Fjallalind – ný vefverslun');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WooCommerce', 'Áskriftir', 'Fjöltyngt']);
  },
};

/** A project with no image shows the fallback picture, with its text alternative. */
export const NoImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Merki Hrauns' })).toBeInTheDocument();
  },
};

/** No tags. */
export const NoTags: Story = { args: { tags: [] } };

/** A long Icelandic title wraps. */
export const LongText: Story = { args: { title: longIcelandic, description: `${longIcelandic}. ${longIcelandic}.` } };

/** On a phone. */
export const Phone: Story = { ...phone, args: { title: longIcelandic } };
