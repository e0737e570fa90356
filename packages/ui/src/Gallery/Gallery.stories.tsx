import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assertNoSidewaysScroll, phone } from '../storyKit';
import { Gallery } from './Gallery';

/** A drawn 16:9 screen, so the stories need no file and no network. */
const screenOf = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#eef2f6"/><rect x="60" y="30" width="1080" height="615" rx="12" fill="#fff"/><rect x="60" y="66" width="1080" height="200" fill="${fill}"/><rect x="120" y="320" width="300" height="200" rx="8" fill="#dce3ea"/><rect x="450" y="320" width="300" height="200" rx="8" fill="#dce3ea"/><rect x="780" y="320" width="300" height="200" rx="8" fill="#dce3ea"/></svg>`,
  )}`;

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  tags: ['autodocs', 'beta'],
  argTypes: {
    // Named for the props table (react-docgen reads a readonly array as "unknown").
    images: { control: 'object', table: { type: { summary: 'readonly GalleryImage[]', detail: '{ src: string; alt: string; width: number; height: number; caption?: string }[]' } } },
  },
  args: {
    label: 'Skjámyndir úr verkefninu',
    images: [
      { src: screenOf('#0c2a43'), alt: 'Brimnes: forsíða nýja vefsins í vafra', width: 1200, height: 675 },
      { src: screenOf('#1d5c82'), alt: 'Brimnes: þrír skjáir úr vefnum í síma', width: 1200, height: 675, caption: 'Vefurinn í síma' },
    ],
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two screens side by side, each with its text alternative; pictures load lazily with their size reserved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Skjámyndir úr verkefninu' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const images = canvas.getAllByRole('img');
    await expect(images[0]).toHaveAccessibleName('Brimnes: forsíða nýja vefsins í vafra');
    for (const image of images) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '1200');
    }
    await expect(canvas.getByText('Vefurinn í síma').tagName).toBe('FIGCAPTION');
  },
};

/** One column on a phone. */
export const Phone: Story = { ...phone, play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement) };

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: describe what each picture shows in its alt text. */
export const DoDescribe: Story = { name: 'Do: describe each picture', tags: usage };

/** Don't: one picture alone; show it on its own instead (ResponsiveImage). */
export const DontSingle: Story = { name: "Don't: a gallery of one", tags: usage, args: { images: meta.args.images.slice(0, 1) } };
