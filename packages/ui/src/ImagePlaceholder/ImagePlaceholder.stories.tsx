import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { ImagePlaceholder } from './ImagePlaceholder';

const meta = {
  title: 'Media/ImagePlaceholder',
  component: ImagePlaceholder,
  tags: ['autodocs', 'beta'],
  args: { title: 'Lindarbakarí – WordPress Express', label: 'Vefsíða' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ImagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project without a picture: its name and category in the designed frame, hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-placeholder]')!;
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame.textContent).toContain('Lindarbakarí – WordPress Express');
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** A news item without a picture: its kind and date. */
export const NewsDate: Story = { args: { title: '20/10/2026', label: 'Fréttir' } };

/** A long Icelandic name stays inside the frame (cut after three lines). */
export const LongName: Story = {
  tags: ['long-text'],
  args: { title: `${longIcelandic} ${longIcelandic}` },
};

export const Phone: Story = { ...phone };

/**
 * `size="cover"`: an article's own picture when it has none, set from its title: the label at the top, the title large
 * along the lower edge, over the motif.
 */
export const Cover: Story = {
  args: { size: 'cover', motif: 'flow', title: 'Hraðari vefur, fleiri pantanir', label: 'Ráðgjöf' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-placeholder]')!;
    await expect(frame).toHaveAttribute('data-size', 'cover');
    const title = [...frame.querySelectorAll('span')].find((span) => span.textContent === 'Hraðari vefur, fleiri pantanir')!;
    const label = [...frame.querySelectorAll('span')].find((span) => span.textContent === 'Ráðgjöf')!;
    // The title below the label, and set larger than a card's title.
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom);
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(label).fontSize) * 1.5);
  },
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: set the thing's own name, so the stand-in reads as intended. */
export const DoOwnName: Story = { name: 'Do: the name of the thing', tags: usage };

/** Don't: a generic word in every frame says nothing and reads as missing content. */
export const DontGenericWord: Story = { name: "Don't: a generic word", tags: usage, args: { title: 'Mynd', label: undefined } };
