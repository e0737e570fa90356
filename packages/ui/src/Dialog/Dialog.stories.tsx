import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog as LazyDialog } from '../lazy';
import { Dialog } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs', 'stable'],
  args: {
    title: 'Takk fyrir!',
    description: 'Takk fyrir skilaboðin! Við munum hafa samband við þig eins fljótt og auðið er.',
    closeLabel: 'Loka',
    trigger: <Button>Opna glugga</Button>,
  },
  argTypes: {
    open: { control: 'boolean', table: { defaultValue: { summary: 'undefined (uncontrolled, starts closed)' } } },
    trigger: { control: false, table: { type: { summary: 'ReactNode' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    onOpenChange: { control: false },
    onCloseAutoFocus: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the trigger, closed. Clicking it opens the dialog; focus is trapped inside and returns to the trigger on close. */
export const Default: Story = {
  // Closed at rest: drawn inline on the docs page, where its play function (which needs the focus) does not run.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Opna glugga' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Takk fyrir!' });
    await expect(dialog).toHaveAccessibleDescription(/Takk fyrir skilaboðin/);
    const close = within(dialog).getByRole('button', { name: 'Loka' });
    // Focus is trapped: Tab from the only button stays inside the dialog.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/**
 * On a docs page an open dialog gets a frame of its own (preview.tsx's DocsFrame), sized to hold it: it covers its
 * frame, not the whole page. Loaded at once, unlike Storybook's own lazy frames, which a reader (and a full-page
 * screenshot) found blank.
 */
const dialogFrame = { docsFrame: { height: 560 } };

/** Open, as designers draw it: the overlay, the title, the description and the close button. */
export const Open: Story = {
  args: { open: true, trigger: undefined },
  parameters: dialogFrame,
};

export const EscapeCloses: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Opna glugga' });
    await userEvent.click(opener);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** A long Icelandic title and text wrap inside the dialog; long compounds break instead of widening it. */
export const OpenWithLongIcelandicText: Story = {
  tags: ['long-text'],
  parameters: dialogFrame,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
  args: {
    open: true,
    trigger: undefined,
    title: 'Þjónustuborðsbeiðnakerfið hefur tekið við pöntuninni',
    description:
      'Takk fyrir pöntunina! Við munum hafa samband við þig eins fljótt og auðið er til að hefja verkefnið. Starfsfólk þjónustuborðsins fer yfir allar upplýsingar og staðfestir næstu skref með tölvupósti.',
  },
};

/** Open on a 390 px phone. */
export const Phone: Story = {
  args: { open: true, trigger: undefined },
  globals: { viewport: { value: 'mobile390' } },
  // On a docs page: drawn in a phone of its own (preview.tsx), a phone's height.
};

/**
 * `Dialog` of `@hraun/ui/lazy`: the same props, with Radix's dialog code out of the page's first load. The trigger
 * renders at once; the code comes when a pointer nears it or it gets focus, and a press made before then opens the
 * dialog as soon as it is in.
 */
export const LoadedOnDemand: Story = {
  name: 'Loaded on demand (@hraun/ui/lazy)',
  parameters: { lang: 'en' },
  render: (args) => <LazyDialog {...args} />,
  args: {
    title: 'Booking received',
    description: 'Thanks! We will confirm your time by email within one working day.',
    closeLabel: 'Close',
    trigger: <Button>Book a visit</Button>,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Book a visit' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Booking received' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Book a visit' })).toHaveFocus());
  },
};

/** Do: a short title that says what happened, one sentence of description, one action. */
export const DoShortMessage: Story = {
  name: 'Do: a short message',
  tags: ['!dev', '!autodocs', 'usage'],
  parameters: dialogFrame,
  args: { open: true, trigger: undefined },
};

/** Don't: a dialog for a long read. Put long content on a page of its own and link to it. */
export const DontLongContent: Story = {
  name: "Don't: long content in a dialog",
  tags: ['!dev', '!autodocs', 'usage'],
  parameters: dialogFrame,
  args: {
    open: true,
    trigger: undefined,
    title: 'Skilmálar',
    description:
      'Þessir skilmálar gilda um alla þjónustu Hrauns. Með því að panta þjónustu samþykkir þú skilmálana í heild sinni. Verð eru birt án virðisaukaskatts og geta breyst án fyrirvara. Greiðsla fer fram mánaðarlega og reikningar eru sendir með tölvupósti. Uppsagnarfrestur er þrír mánuðir frá næstu mánaðamótum. Ábyrgð okkar takmarkast við fjárhæð eins árs áskriftargjalda.',
  },
};
