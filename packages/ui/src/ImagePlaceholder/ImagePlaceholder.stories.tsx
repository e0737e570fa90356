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

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: set the thing's own name, so the stand-in reads as intended. */
export const DoOwnName: Story = { name: 'Do: the name of the thing', tags: usage };

/** Don't: a generic word in every frame says nothing and reads as missing content. */
export const DontGenericWord: Story = { name: "Don't: a generic word", tags: usage, args: { title: 'Mynd', label: undefined } };
