import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, useArgState } from '../storyKit';
import { SuccessDialog } from './SuccessDialog';
import type { SuccessDialogProps } from './types';
import type { ReactNode } from 'react';

/** A form stand-in: the send button opens the dialog, as a successful submission does. */
function AfterSubmit(args: SuccessDialogProps) {
  const [open, setOpen] = useArgState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Senda</Button>
      <SuccessDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/SuccessDialog',
  component: SuccessDialog,
  tags: ['autodocs', 'stable'],
  argTypes: {
    onOpenChange: { control: false, table: { type: { summary: '(open: boolean) => void' } } },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Takk fyrir!',
    message: 'Takk fyrir skilaboðin! Við munum hafa samband við þig eins fljótt og auðið er.',
    closeLabel: 'Loka',
  },
  render: (args) => <AfterSubmit {...args} />,
} satisfies Meta<typeof SuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after sending; the close button closes it and focus returns to the send button. */
export const Default: Story = {
  // Closed at rest: drawn inline on the docs page, where its play function (which needs the focus) does not run.
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const send = within(canvasElement).getByRole('button', { name: 'Senda' });
    await userEvent.click(send);
    const dialog = await body.findByRole('dialog', { name: 'Takk fyrir!' });
    await expect(dialog).toHaveAccessibleDescription(/Takk fyrir skilaboðin/);
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Loka' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(send).toHaveFocus();
  },
};

/** Escape closes it from the keyboard, and focus returns too. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const send = within(canvasElement).getByRole('button', { name: 'Senda' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(send).toHaveFocus();
  },
};

/**
 * On a docs page an open dialog gets a frame of its own (preview.tsx's DocsFrame), sized to hold it: it covers its
 * frame, not the whole page, and loads at once (Storybook's own lazy frames were blank in a full-page screenshot).
 */
const dialogFrame = { docsFrame: { height: 560 } };

/** Open, with a long Icelandic message. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
  parameters: dialogFrame,
  args: { open: true, title: longIcelandic, message: `${longIcelandic}. ${longIcelandic}. ${longIcelandic}.` },
};

/** Open on a phone. */
export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  // On a docs page: drawn in a phone of its own (preview.tsx), a phone's height.
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (SuccessDialog.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoWhatNext: Story = {
  name: 'Do: thank and say what happens next',
  tags: usage,
  parameters: dialogFrame,
  args: { open: true },
};

export const DontLongMessage: Story = {
  name: "Don't: a long message",
  tags: usage,
  parameters: dialogFrame,
  args: {
    open: true,
    message:
      'Takk fyrir skilaboðin! Við höfum móttekið fyrirspurnina þína og hún hefur verið skráð í kerfið okkar. Starfsmaður mun fara yfir hana á næstu dögum og hafa samband við þig í tölvupósti eða síma, eftir því sem við á. Ef þú hefur ekki heyrt frá okkur innan fimm virkra daga skaltu endilega hafa samband aftur. Athugaðu einnig ruslpóstinn þinn.',
  },
};
