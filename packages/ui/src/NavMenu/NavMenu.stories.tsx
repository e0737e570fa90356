import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavMenu } from './NavMenu';

const services = [
  { label: 'Vefsíðugerð', href: '#vefsidugerd' },
  { label: 'Vefhönnun', href: '#vefhonnun', current: true },
  { label: 'Vefþróun', href: '#vefthroun' },
  { label: 'Ráðgjöf', href: '#radgjof' },
];

const meta = {
  title: 'Layout/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  args: { label: 'Þjónusta', items: services, active: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Þjónusta' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{End}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // The menu's code arrives on focus and its trigger replaces the plain one, focus included.
    await expect(within(canvasElement).getByRole('button', { name: 'Þjónusta' })).toHaveFocus();
  },
};

/** Tab leaves the open menu for what follows it, and Shift+Tab for its trigger; either way the menu closes. */
export const TabMovesOn: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <a href="#verkefni">Verkefni</a>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Þjónusta' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Verkefni' })).toHaveFocus());
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    const trigger = canvas.getByRole('button', { name: 'Þjónusta' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(body.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PointerOpens: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Þjónusta' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Vefsíðugerð' })).toHaveAttribute('href', '#vefsidugerd');
    await userEvent.keyboard('{Escape}');
  },
};

export const Inactive: Story = { args: { active: false, label: 'Lausnir' } };

export const LongIcelandicLabels: Story = {
  args: {
    label: 'Sérlausnir og kerfi',
    items: [
      { label: 'Bókunarkerfi fyrir ferðaþjónustu og veitingastaði', href: '#a' },
      { label: 'Áskriftarkerfi með sjálfvirkri innheimtu', href: '#b' },
    ],
  },
};
