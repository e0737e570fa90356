import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImagePlaceholder } from '../ImagePlaceholder';
import { ResponsiveImage } from './ResponsiveImage';

/** A drawn 16:9 picture, so the stories need no file and no network. */
const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="${fill}"/><rect x="150" y="80" width="700" height="440" rx="20" fill="#1e232b"/><rect x="175" y="105" width="650" height="390" fill="#f6f1e8"/><text x="210" y="200" font-size="56" font-family="sans-serif" fill="#1f3128">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs', 'beta'],
  args: {
    src: picture('#e6ede4', 'Fjallalind'),
    alt: 'Vefur Fjallalindar í fartölvu',
    width: 1200,
    height: 675,
    sources: [{ type: 'image/webp', srcSet: `${picture('#e6ede4', '480')} 480w, ${picture('#e6ede4', '1200')} 1200w` }],
    sizes: '(min-width: 40rem) 36rem, 100vw',
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture below the fold: lazy, decoded off the main thread, its size reserved, a WebP source first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Vefur Fjallalindar í fartölvu' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/webp');
    await expect(source).toHaveAttribute('sizes', '(min-width: 40rem) 36rem, 100vw');
  },
};

/** In the first screenful: fetched with the page (no lazy loading). */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).not.toHaveAttribute('loading');
  },
};

/** A file that cannot be loaded shows the designed fallback, never a broken-image icon. */
export const BrokenWithFallback: Story = {
  args: {
    src: '/does-not-exist.jpg',
    sources: [],
    fallback: <ImagePlaceholder title="Lindarbakarí" label="Vefsíða" />,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: give the picture its intrinsic size and a `sizes` that says how wide it is shown. */
export const DoSizeAndSizes: Story = { name: 'Do: set width, height and sizes', tags: usage };

/** Don't: fetch a large picture far below the fold with the page; leave `priority` off there. */
export const DontPriorityEverywhere: Story = { name: "Don't: priority below the fold", tags: usage, args: { priority: true } };
