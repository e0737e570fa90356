import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { LoadingText } from './LoadingText';

const meta = {
  title: 'Feedback/LoadingText',
  component: LoadingText,
  tags: ['autodocs', 'stable'],
  args: { children: 'Hleður...' },
  argTypes: { children: { control: 'text', table: { type: { summary: 'ReactNode' } } }, className: { control: false } },
} satisfies Meta<typeof LoadingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's loading text, in a polite live region; the text never fades, only its colour shifts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Hleður...');
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    await expect(getComputedStyle(status).opacity).toBe('1');
  },
};

/** English. */
export const English: Story = { parameters: { lang: 'en' }, args: { children: 'Loading...' } };

/** A long line wraps; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is" style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { children: `${longIcelandic}: Þjónustuborðsbeiðnakerfið` },
};

/** In the alternative theme the text keeps its contrast. */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };

/** On a phone, with a long line. */
export const Phone: Story = { ...phone, args: { children: longIcelandic } };

/** Do: a short, calm line that says what is loading. */
export const DoShortLine: Story = {
  name: 'Do: a short line',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { children: 'Hleður verkefnum...' },
};

/** Don't: an apology or a sentence about waiting; the page is loading, say so and nothing more. */
export const DontLongApology: Story = {
  name: "Don't: a long apology",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { children: 'Því miður tekur þetta smá stund, vinsamlegast bíddu á meðan við sækjum upplýsingarnar fyrir þig...' },
};
