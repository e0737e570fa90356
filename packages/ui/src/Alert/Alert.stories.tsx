import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs', 'stable'],
  args: { tone: 'error', children: 'Ekki tókst að senda skilaboðin. Reyndu aftur eða hringdu í okkur.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info'], table: { type: { summary: "'error' | 'success' | 'info'" } } },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
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

/** A long Icelandic title and message wrap; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is" style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { title: longIcelandic, children: `${longIcelandic}. Þjónustuborðsbeiðnakerfið. Vefumsjónarkerfisuppfærsluþjónusta.` },
};

/** Full width on a phone. */
export const Phone: Story = { ...phone, args: { title: 'Villa', children: longIcelandic } };

/** Every tone side by side: error (role alert), success and info (role status). */
export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Alert tone="error" title="Villa">
        Ekki tókst að senda skilaboðin. Reyndu aftur eða hringdu í okkur.
      </Alert>
      <Alert tone="success" title="Takk fyrir!">
        Skilaboðin eru komin til okkar.
      </Alert>
      <Alert tone="info" title="Athugið">
        Þjónustuborðið er opið virka daga frá 9 til 17.
      </Alert>
    </div>
  ),
};

/** Do: say what happened and what to do next, in one or two sentences. */
export const DoSayWhatNext: Story = {
  name: 'Do: say what to do next',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { tone: 'error', children: 'Ekki tókst að senda skilaboðin. Reyndu aftur eða hringdu í síma 555 1234.' },
};

/** Don't: a vague error that gives no way forward, or an error tone for good news. */
export const DontVagueError: Story = {
  name: "Don't: a vague error",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { tone: 'error', title: 'Villa!', children: 'Eitthvað fór úrskeiðis.' },
};
