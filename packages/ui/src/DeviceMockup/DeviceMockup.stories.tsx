import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeviceMockup } from './DeviceMockup';

const meta = {
  title: 'Media/DeviceMockup',
  component: DeviceMockup,
  tags: ['autodocs', 'stable'],
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof DeviceMockup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop and a phone in the theme's colours; decorative and sized by its box at 8:5. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-device-mockup]')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    const { width, height } = svg.getBoundingClientRect();
    await expect(Math.round((width / height) * 5)).toBe(8);
  },
};

/** The alternative theme's colours. */
export const AlternativeTheme: Story = { globals: { theme: 'alt' } };

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: place it beside a hero's text where there is room (wide screens), as decoration. */
export const DoBesideText: Story = { name: 'Do: beside the hero text', tags: usage };

/** Don't: squeeze it into a phone's column, where it only pushes the content down. */
export const DontOnPhone: Story = {
  name: "Don't: above the content on a phone",
  tags: usage,
  decorators: [(Story) => <div style={{ maxWidth: '12rem' }}>{Story()}</div>],
};
