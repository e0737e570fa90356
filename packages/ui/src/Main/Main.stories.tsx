import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from '../SkipLink';
import { Main, type MainProps } from './Main';

/**
 * A page's skip link, navigation and main content. On a docs page a story shows twice (the top demo and its own
 * block), so the main's id is made unique per render (`main-…`); a page has one `<Main>` and keeps `id="main"`.
 */
function Page(args: MainProps) {
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = `${args.id ?? 'main'}-${own}`;
  return (
    <>
      <SkipLink href={`#${id}`}>Fara beint í efni</SkipLink>
      <nav aria-label="Aðalvalmynd">
        <a href="#thjonusta">Þjónusta</a> <a href="#verk">Verk</a>
      </nav>
      <Main {...args} id={id}>
        <h1>Forsíða</h1>
        <p>
          <a href="#samband">Hafa samband</a>
        </p>
      </Main>
    </>
  );
}

const meta = {
  title: 'Foundations/Main',
  component: Main,
  tags: ['autodocs', 'beta'],
  argTypes: {
    id: { control: 'text', table: { defaultValue: { summary: "'main'" } } },
    className: { control: false },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof Main>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link, followed, puts focus on the main content; the next Tab goes to the content's first link. */
export const SkipLinkTarget: Story = {
  name: 'Target of the skip link',
  // About focus: it ends on the main content, where the skip link put it (kept at rest, storyKit's 'focus').
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Fara beint í efni' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hafa samband' })).toHaveFocus();
  },
};

/** A main with an id of its own, and the skip link pointed at it. */
export const OwnId: Story = {
  args: { id: 'efni' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Fara beint í efni' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
