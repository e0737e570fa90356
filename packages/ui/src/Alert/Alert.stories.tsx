import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'error', children: 'Ekki tókst að senda skilaboðin. Reyndu aftur eða hringdu í okkur.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'success', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error interrupts: role alert. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ekki tókst að senda skilaboðin');
  },
};

/** Success waits its turn: role status. */
export const Success: Story = {
  args: { tone: 'success', title: 'Takk fyrir!', children: 'Skilaboðin eru komin til okkar.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Takk fyrir!Skilaboðin eru komin til okkar.');
  },
};

/** Information, also a status. */
export const Info: Story = {
  args: { tone: 'info', title: 'Athugið', children: 'Þjónustuborðið er opið virka daga frá 9 til 17.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** A long Icelandic title and message wrap. */
export const LongText: Story = {
  args: { title: longIcelandic, children: `${longIcelandic}. ${longIcelandic}. Vefumsjónarkerfisuppfærsluþjónusta.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { title: 'Villa', children: longIcelandic } };
