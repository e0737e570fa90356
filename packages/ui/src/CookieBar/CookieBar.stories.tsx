import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { CookieBar, type CookieBarProps } from './CookieBar';

const meta = {
  title: 'Feedback/CookieBar',
  component: CookieBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Vafrakökur',
    text: 'Við notum vafrakökur til að bæta upplifun þína og greina umferð um vefinn.',
    learnMore: { label: 'Nánar um vafrakökur', href: '/vafrakokur' },
    acceptLabel: 'Samþykkja',
    closeLabel: 'Loka',
    onAccept: fn(),
    onClose: fn(),
    linkComponent: StayLink,
  },
} satisfies Meta<typeof CookieBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an app does: render the bar until it is accepted or closed. */
function Managed(props: CookieBarProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <CookieBar
      {...props}
      onAccept={() => {
        props.onAccept();
        setShown(false);
      }}
      onClose={() => {
        props.onClose();
        setShown(false);
      }}
    />
  ) : null;
}

export const Default: Story = {};

export const Accept: Story = {
  render: (args) => <Managed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Vafrakökur' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Samþykkja' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Vafrakökur' })).toBeNull();
  },
};

export const CloseWithKeyboard: Story = {
  render: (args) => <Managed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Loka' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Vafrakökur' })).toBeNull();
  },
};

export const LongIcelandic: Story = { args: { text: `${longIcelandic}. ${longIcelandic}. ${longIcelandic}.` } };

export const Phone: Story = { ...phone };

export const AlternativeTheme: Story = { globals: { theme: 'alt' } };
