import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Miniature } from '../storyKit';
import { vars } from '../theme/contract.css';
import { ScrollToTop } from './ScrollToTop';

/** The stand-in page's sections: enough text to scroll past the threshold. */
const standInSections = [
  ['Hönnun', 'Við byrjum á því að kynnast rekstrinum, markhópnum og markmiðunum, og teiknum síðan vefinn í samráði við ykkur.'],
  ['Smíði', 'Vefurinn er smíðaður úr prófuðum einingum: hraður, aðgengilegur og eins í öllum vöfrum og tækjum.'],
  ['Efni', 'Við hjálpum til við textana og myndirnar, á íslensku og öðrum tungumálum sem viðskiptavinirnir tala.'],
  ['Opnun', 'Vefurinn fer í loftið þegar allt hefur verið prófað, og leitarvélar fá að vita af honum strax.'],
  ['Rekstur', 'Eftir opnun sjáum við um hýsingu, uppfærslur og öryggisafrit, og svörum innan eins virks dags.'],
] as const;

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
    // A stand-in page to scroll (also in its frame on a docs page, whose height is fixed): a title and sections of
    // text spread down its whole length, as on the site's long pages where the button belongs, so text shows wherever
    // the frame is scrolled. The thumbnail draws its own page.
    (Story, { tags }) => tags.includes('thumbnail') ? <Story /> : (
      <div style={{ minHeight: '300vh', padding: vars.space.lg, display: 'grid', alignContent: 'space-between', gap: vars.space.lg, maxWidth: vars.size.prose }}>
        <h1 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Vefsíðugerð</h1>
        {standInSections.map(([title, text]) => (
          <section key={title} style={{ display: 'grid', gap: vars.space.xs }}>
            <h2 style={{ margin: 0, fontSize: vars.fontSize.lg }}>{title}</h2>
            <p style={{ margin: 0, color: vars.color.textMuted }}>{text}</p>
          </section>
        ))}
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at 300 px, shown past it, and back at the top after a click; left scrolled down with the button shown. */
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
    // Left scrolled down, the button showing: so the story's frame on its docs page shows the button at rest.
    view.scrollTo(0, 640);
    fireEvent.scroll(view);
    await expect(await canvas.findByRole('button', { name: 'Aftur efst á síðu' })).toBeVisible();
  },
};

/**
 * From far down, by keyboard: focus goes to the start of the page with the view, so the next Tab reaches the page's
 * first link, and the button (which hides on the way up) is not left holding focus.
 */
export const ByKeyboardFromFarDown: Story = {
  tags: ['!dev', '!autodocs', 'test-only', 'focus'],
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
    // Scrolled again until the button shows: on its docs page the story's frame can load before it has its height,
    // when there is nothing to scroll yet.
    await waitFor(
      () => {
        view.scrollTo(0, 400);
        fireEvent.scroll(view);
        expect(within(canvasElement).getByRole('button', { name: 'Aftur efst á síðu' })).toBeVisible();
      },
      { timeout: 5000 },
    );
  },
};

/** Usage examples for the docs page only (ScrollToTop.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

/** Looks the same as the don't: the difference is the name a screen reader says, and the tooltip shows: "Aftur efst á síðu" (back to the top of the page). */
export const DoSayWhere: Story = {
  name: 'Do: a label that says where it goes',
  tags: usage,
  args: { threshold: -1 },
};

/** Looks the same as the do, but its name is only "Upp" (up): up to where, a screen reader user cannot tell. */
export const DontVagueLabel: Story = {
  name: "Don't: a vague label",
  tags: usage,
  args: { threshold: -1, label: 'Upp' },
};

/** A line of text in the thumbnail's page: a muted bar. */
const textLine = (width: string) => <div style={{ inlineSize: width, blockSize: vars.space.sm, borderRadius: vars.radius.pill, background: vars.color.border }} />;

/**
 * The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): a page scrolled far down, its
 * scrollbar near the bottom, and the round button with its arrow in the corner, drawn twice its size.
 */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  // Padded, as the other thumbnails: the page around the miniature is what the thumbnail script trims away.
  parameters: { layout: 'padded' },
  args: { threshold: -1 },
  render: (args) => (
    <Miniature>
      {/* The transform makes this box the fixed button's containing block: the button sits in the page's corner. */}
      <div style={{ position: 'relative', blockSize: '100%', transform: 'translateZ(0)', zoom: 2, background: vars.color.surface, borderRadius: vars.radius.card, overflow: 'hidden' }}>
        <div style={{ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, paddingInlineEnd: vars.space.xxl }}>
          {textLine('60%')}
          {textLine('85%')}
          {textLine('75%')}
          {textLine('40%')}
          {textLine('80%')}
          {textLine('70%')}
        </div>
        <div aria-hidden="true" style={{ position: 'absolute', insetBlock: vars.space.xs, insetInlineEnd: vars.space.xxs, inlineSize: vars.space.xs, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt }}>
          <div style={{ position: 'absolute', insetBlockEnd: 0, inlineSize: '100%', blockSize: '25%', borderRadius: vars.radius.pill, background: vars.color.borderStrong }} />
        </div>
        <ScrollToTop {...args} />
      </div>
    </Miniature>
  ),
};
