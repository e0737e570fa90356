import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Main } from '../Main';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  argTypes: {
    href: { control: 'text', table: { defaultValue: { summary: "'#main'" } } },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
  args: { children: 'Fara beint í efni', href: '#main' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Main>
        <h1>Forsíða</h1>
      </Main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reaches the skip link, which points at the main content. */
export const FirstTabStop: Story = {
  name: 'Focused',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Fara beint í efni' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
    // Followed, it moves focus to the main content.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('main')).toHaveFocus());
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
