import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { longIcelandic, phone } from '../storyKit';
import { Honeypot } from './Honeypot';

const meta = {
  title: 'Forms/Honeypot',
  component: Honeypot,
  tags: ['autodocs', 'stable'],
  args: { name: 'bot-field', label: 'Ekki fylla út þennan reit' },
  render: (args) => (
    <form aria-label="Fyrirspurn" onSubmit={(event) => event.preventDefault()} style={{ maxWidth: '28rem', display: 'grid', gap: '1rem' }}>
      <TextField label="Nafn" name="name" value="" onChange={() => {}} />
      <Honeypot {...args} />
      <TextField label="Netfang" name="email" type="email" value="" onChange={() => {}} />
    </form>
  ),
  argTypes: { name: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof Honeypot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Between two fields: Tab goes from one to the other, the trap is neither seen nor announced, yet it is posted. */
export const BetweenFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trap = canvasElement.querySelector('input[name="bot-field"]') as HTMLInputElement;
    await expect(canvas.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email']);
    const wrapper = trap.closest('[aria-hidden="true"]') as HTMLElement;
    await expect(wrapper).not.toBeNull();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // The wrapper is a clipped 1 px box: nothing of the field shows.
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(wrapper).overflow).toBe('hidden');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nafn' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Netfang' })).toHaveFocus();
    const data = new FormData(canvasElement.querySelector('form') as HTMLFormElement);
    await expect(data.get('bot-field')).toBe('');
  },
};

/** A long label changes nothing on the page. */
export const LongText: Story = { args: { label: longIcelandic } };

/** Nothing shows or scrolls on a phone. */
export const Phone: Story = { ...phone };

/** Do: one trap per form, with a name no autofill knows and a label that tells a parser to leave it empty. */
export const DoOneTrap: Story = {
  name: 'Do: one trap with a plain name',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: a name a browser autofills ("email", "phone"): autofill would fill the trap and drop a real person's message. */
export const DontAutofillName: Story = {
  name: "Don't: an autofillable name",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { name: 'website', label: 'Vefsíða' },
};
