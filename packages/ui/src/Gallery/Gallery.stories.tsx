import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assertNoSidewaysScroll, phone } from '../storyKit';
import { Gallery } from './Gallery';

/** A drawn 16:9 picture of a site in a browser window (a header band, three cards), so the stories need no file. */
const browserScreen = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#eef2f6"/><rect x="60" y="30" width="1080" height="615" rx="12" fill="#fff"/><rect x="60" y="30" width="1080" height="36" rx="12" fill="#dce3ea"/><circle cx="90" cy="48" r="7" fill="#b6c0cc"/><circle cx="114" cy="48" r="7" fill="#b6c0cc"/><circle cx="138" cy="48" r="7" fill="#b6c0cc"/><rect x="60" y="66" width="1080" height="200" fill="${fill}"/><rect x="120" y="320" width="300" height="200" rx="8" fill="#dce3ea"/><rect x="450" y="320" width="300" height="200" rx="8" fill="#dce3ea"/><rect x="780" y="320" width="300" height="200" rx="8" fill="#dce3ea"/></svg>`,
  )}`;

/** A drawn 16:9 picture of three phone screens of the same site side by side (each a header band and two cards). */
const phoneScreens = (fill: string) => {
  const phone = (x: number) =>
    `<rect x="${x}" y="40" width="290" height="595" rx="36" fill="#14181f"/><rect x="${x + 14}" y="54" width="262" height="567" rx="24" fill="#fff"/><rect x="${x + 14}" y="90" width="262" height="130" fill="${fill}"/><rect x="${x + 34}" y="240" width="222" height="150" rx="8" fill="#dce3ea"/><rect x="${x + 34}" y="410" width="222" height="150" rx="8" fill="#dce3ea"/>`;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#eef2f6"/>${[135, 455, 775].map(phone).join('')}</svg>`,
  )}`;
};

/** How many phone screens (tall dark frames) a drawn picture holds: what the play test reads against the alt text. */
const phonesDrawn = (src: string) =>
  [...decodeURIComponent(src).matchAll(/<rect[^>]*width="(\d+)" height="(\d+)"[^>]*fill="#14181f"/g)].filter(([, width, height]) => Number(height) > Number(width)).length;

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
      { src: browserScreen('#0c2a43'), alt: 'Brimnes: forsíða nýja vefsins í vafra', width: 1200, height: 675, caption: 'Forsíðan í vafra' },
      { src: phoneScreens('#1d5c82'), alt: 'Brimnes: þrír skjáir úr vefnum í síma', width: 1200, height: 675, caption: 'Vefurinn í síma' },
    ],
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two pictures of a project side by side, each with its text alternative and its caption: the front page in a browser
 * and three of the site's screens on a phone. Pictures load lazily with their size reserved.
 */
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
    // Each picture shows what its alt text and caption say: the browser page no phone, the phone picture three.
    await expect(phonesDrawn(images[0]!.getAttribute('src') ?? '')).toBe(0);
    await expect(phonesDrawn(images[1]!.getAttribute('src') ?? '')).toBe(3);
  },
};

/** On a phone the two pictures stack in one column, each with its caption under it. */
export const Phone: Story = { ...phone, play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement) };

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: describe what each picture shows in its alt text. */
export const DoDescribe: Story = { name: 'Do: describe each picture', tags: usage };

/** Don't: a gallery holding a single picture; show it on its own instead (ResponsiveImage). */
export const DontSingle: Story = { name: "Don't: a gallery of one", tags: usage, args: { images: meta.args.images.slice(0, 1) } };
