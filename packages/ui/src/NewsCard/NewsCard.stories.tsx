import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { NewsCard } from './NewsCard';

const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#284b63"/><rect x="2" y="6" width="12" height="1" fill="#fff"/></svg>')}`;

const meta = {
  title: 'Cards/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  args: {
    title: 'Hraun fagnar 20 árum',
    excerpt: 'Tuttugu ár eru liðin frá því að Hraun var stofnað í Reykjavík. Við lítum yfir farinn veg og fram á við.',
    date: '02/11/2026',
    dateTime: '2026-11-02T10:00:00.000Z',
    image: { src: picture, alt: '' },
    href: '#frettir',
    linkLabel: 'Lesa frétt',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link named by the title, and a machine-readable date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Hraun fagnar 20 árum');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-11-02T10:00:00.000Z');
  },
};

/** An article with no image is text only. */
export const NoImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long Icelandic title wraps. */
export const LongText: Story = { args: { title: longIcelandic } };

/** On a phone. */
export const Phone: Story = phone;
