import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { NotFound } from './NotFound';
import type { ReactNode } from 'react';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  tags: ['autodocs', 'stable'],
  argTypes: {
    code: { control: 'text', table: { defaultValue: { summary: "'404'" } } },
    actions: { control: false, table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
  args: {
    title: 'Úps! Síðan fannst ekki',
    text: 'Síðan sem þú leitar að hefur mögulega verið færð eða henni eytt.',
    actions: (
      <>
        <Button asChild>
          <a href="#forsida">Á forsíðu</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#hafa-samband">Hafa samband</a>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's page: one heading, the code hidden from screen readers, two ways on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Úps! Síðan fannst ekki');
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#forsida', '#hafa-samband']);
  },
};

/** English. */
export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for may have been moved or deleted.',
  },
};

/** A long Icelandic heading wraps. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}` } };

/** On a phone. */
export const Phone: Story = phone;

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (NotFound.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoWaysOn: Story = {
  name: 'Do: say what happened and offer ways on',
  tags: usage,
};

export const DontTechnical: Story = {
  name: "Don't: a technical message and no way on",
  tags: usage,
  parameters: { lang: 'en' },

  args: {
    title: 'HTTP 404 Not Found',
    text: 'The requested URL /verkefni/gamalt was not found on this server.',
    actions: (
      <Button asChild variant="ghost">
        <a href="#forsida">Til baka</a>
      </Button>
    ),
  },
};
