import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Navigation/ScrollToTop',
  component: ScrollToTop,
  tags: ['autodocs', 'stable'],
  argTypes: {
    threshold: { control: 'number', table: { defaultValue: { summary: '300' } } },
  },
  // Shown after scrolling, fixed to the screen: on a docs page each story gets a frame of its own that scrolls (preview.tsx).
  parameters: { layout: 'fullscreen', docsFrame: { height: 360 } },
  args: { label: 'Aftur efst á síðu', threshold: 300 },
  decorators: [
    // Room to scroll (also in its frame on a docs page, whose height is fixed).
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <p>Skrunaðu niður síðuna til að sjá hnappinn.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at 300 px, shown past it, and back at the top after a click. */
export const Threshold: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const canvas = within(canvasElement);
    view.scrollTo(0, 300);
    fireEvent.scroll(view);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Aftur efst á síðu' })).toBeNull());
    view.scrollTo(0, 301);
    fireEvent.scroll(view);
    const button = await canvas.findByRole('button', { name: 'Aftur efst á síðu' });
    await userEvent.click(button);
    // Smooth scrolling is driven by animation frames, which a headless test page may throttle: check it started.
    await waitFor(() => expect(view.scrollY).toBeLessThan(301), { timeout: 5000 });
    view.scrollTo(0, 0);
    fireEvent.scroll(view);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Aftur efst á síðu' })).toBeNull());
  },
};

/**
 * From far down, by keyboard: focus goes to the start of the page with the view, so the next Tab reaches the page's
 * first link, and the button (which hides on the way up) is not left holding focus.
 */
export const ByKeyboardFromFarDown: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  decorators: [
    (Story) => (
      <>
        <a href="#start">Forsíða</a>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const doc = canvasElement.ownerDocument;
    view.scrollTo(0, 2000);
    fireEvent.scroll(view);
    const button = await within(canvasElement).findByRole('button', { name: 'Aftur efst á síðu' });
    await expect(doc.body).not.toHaveAttribute('tabindex');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(doc.activeElement).toBe(doc.body));
    await waitFor(() => expect(view.scrollY).toBeLessThan(2000), { timeout: 5000 });
    await expect(doc.body).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(doc.activeElement).toHaveTextContent('Forsíða');
    view.scrollTo(0, 0);
    fireEvent.scroll(view);
  },
};

export const AlternativeTheme: Story = {
  parameters: { theme: 'alt' },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 400);
    fireEvent.scroll(view);
    await within(canvasElement).findByRole('button', { name: 'Aftur efst á síðu' });
  },
};

/** Usage examples for the docs page only (ScrollToTop.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoSayWhere: Story = {
  name: 'Do: a label that says where it goes',
  tags: usage,
  args: { threshold: -1 },
};

export const DontVagueLabel: Story = {
  name: "Don't: a vague label",
  tags: usage,
  args: { threshold: -1, label: 'Upp' },
};
