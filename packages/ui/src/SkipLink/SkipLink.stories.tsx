import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Main } from '../Main';
import { SkipLink, type SkipLinkProps } from './SkipLink';

/**
 * The link and the page's main content. On a docs page each story's target gets an id of its own (`#main` on every
 * story sent every skip link to the first story).
 */
function WithMain(args: SkipLinkProps) {
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const target = args.href?.startsWith('#') ? `${args.href.slice(1)}-${own}` : own;
  return (
    <>
      <SkipLink {...args} href={`#${target}`} />
      <Main id={target}>
        <h1>Forsíða</h1>
      </Main>
    </>
  );
}

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  tags: ['autodocs', 'stable'],
  argTypes: {
    href: { control: 'text', table: { defaultValue: { summary: "'#main'" } } },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
  args: { children: 'Fara beint í efni', href: '#main' },
  render: (args) => <WithMain {...args} />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reaches the skip link, which points at the main content. */
export const FirstTabStop: Story = {
  name: 'Focused',
  // About focus: the focus it ends with is the point (kept at rest, storyKit's 'focus').
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Fara beint í efni' });
    await expect(link).toHaveFocus();
    const main = within(canvasElement).getByRole('main');
    await expect(link).toHaveAttribute('href', `#${main.id}`);
    // Followed, it moves focus to the main content.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

/** Usage examples for the docs page only (SkipLink.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoSayWhere: Story = {
  name: 'Do: say where it goes',
  tags: usage,
};

export const DontVague: Story = {
  name: "Don't: a vague label",
  tags: usage,
  args: { children: 'Sleppa' },
};
