import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Takk fyrir!',
    description: 'Takk fyrir skilaboðin! Við munum hafa samband við þig eins fljótt og auðið er.',
    closeLabel: 'Loka',
    trigger: <Button>Opna glugga</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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

export const EscapeCloses: Story = {
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

export const OpenWithLongIcelandicText: Story = {
  args: {
    open: true,
    trigger: undefined,
    title: 'Takk fyrir pöntunina!',
    description:
      'Takk fyrir pöntunina! Við munum hafa samband við þig eins fljótt og auðið er til að hefja verkefnið. Starfsfólk þjónustuborðsins fer yfir allar upplýsingar og staðfestir næstu skref með tölvupósti.',
  },
};

export const Mobile: Story = {
  args: { open: true, trigger: undefined },
  globals: { viewport: { value: 'mobile390' } },
};
