import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { Tabs } from './Tabs';

const items = [
  { value: 'cleaning', label: 'Cleaning', content: <p style={{ margin: 0 }}>A scale and polish in forty minutes, with advice on brushing between visits.</p> },
  { value: 'whitening', label: 'Whitening', content: <p style={{ margin: 0 }}>Two visits two weeks apart, then trays to use at home for a month.</p> },
  { value: 'implants', label: 'Implants', content: <p style={{ margin: 0 }}>A consultation with X-rays first; the treatment plan and price follow in writing.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Tabs,
  tags: ['autodocs', 'beta'],
  args: { items, label: 'Treatments' },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Cleaning' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Whitening' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Two visits/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Implants' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Manual: Story = {
  name: 'Manual activation',
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cleaning' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Whitening' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  name: 'With a disabled tab',
  args: { items: [...items, { value: 'braces', label: 'Braces', content: null, disabled: true }] },
};

export const ManyTabs: Story = {
  name: 'Many tabs on a phone',
  ...phone,
  // Icelandic, for the long compound's hyphenation (the tab names around it are the meta's English).
  parameters: { lang: 'is' },
  args: {
    items: [...items, { value: 'braces', label: 'Braces', content: <p>Clear aligners.</p> }, { value: 'long', label: longIcelandic, content: <p>{longIcelandic}</p> }],
  },
};

/**
 * Every state of the tab list at once, the pointer and keyboard states forced on the whole list:
 * at rest (the first tab selected), hover, keyboard focus on the selected tab, another tab selected.
 */
export const States: Story = {
  render: (args) => (
    <StatesMatrix
      states={[
        { label: 'Default (first selected)', children: <Tabs {...args} /> },
        { label: 'Hover', force: 'hover', children: <Tabs {...args} /> },
        { label: 'Focus visible', force: 'focus-visible', children: <Tabs {...args} /> },
        { label: 'Second selected', children: <Tabs {...args} defaultValue={args.items[1]!.value} /> },
      ]}
    />
  ),
};
