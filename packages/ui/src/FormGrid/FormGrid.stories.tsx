import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChoiceChips } from '../ChoiceChips';
import { SelectField } from '../SelectField';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { assertNoSidewaysScroll, longIcelandic } from '../storyKit';
import { FormGrid } from './FormGrid';

const noop = () => {};

/** A contact form's fields, as the site lays them out. */
function Fields({ long = false }: { long?: boolean }) {
  return (
    <>
      <TextField label={long ? longIcelandic : 'Nafn'} name="name" required autoComplete="name" value="" onChange={noop} />
      <TextField label="Netfang" name="email" type="email" required autoComplete="email" value="" onChange={noop} />
      <TextField label="Sími" name="phone" type="tel" autoComplete="tel" value="" onChange={noop} />
      <SelectField
        label="Tegund verkefnis"
        name="projectType"
        placeholder="Veldu"
        options={[
          { value: 'web', label: 'Vefsíða' },
          { value: 'shop', label: 'Vefverslun' },
        ]}
        value=""
        onChange={noop}
      />
      <ChoiceChips
        legend={long ? longIcelandic : 'Áhugasvið'}
        name="services"
        options={[
          { value: 'seo', label: 'Leitarvélabestun' },
          { value: 'hosting', label: 'Hýsing' },
        ]}
        value={[]}
        onChange={noop}
      />
      <TextArea label="Skilaboð" name="message" required value={long ? `${longIcelandic}. ${longIcelandic}.` : ''} onChange={noop} />
    </>
  );
}

const meta = {
  title: 'Forms/FormGrid',
  component: FormGrid,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'padded' },
  args: { children: <Fields /> },
  argTypes: { children: { control: false, table: { type: { summary: 'ReactNode' } } } },
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns on a wide screen; the chips and the message span both. */
export const TwoColumns: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nafn' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Netfang' }).getBoundingClientRect();
    await expect(Math.round(email.top)).toBe(Math.round(name.top));
    await expect(email.left).toBeGreaterThan(name.right);
    const message = canvas.getByRole('textbox', { name: 'Skilaboð' }).getBoundingClientRect();
    await expect(message.width).toBeGreaterThan(email.right - name.left - 2);
  },
};

/** Long Icelandic labels wrap in their column; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { children: <Fields long /> },
};

/** With required fields, the form says once what their asterisk means. */
export const WithRequiredNote: Story = {
  args: { requiredNote: 'Reiti merkta * þarf að fylla út.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText('Reiti merkta * þarf að fylla út.').getBoundingClientRect();
    await expect(note.bottom).toBeLessThanOrEqual(canvas.getByRole('textbox', { name: 'Nafn' }).getBoundingClientRect().top);
  },
};

/** One column on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nafn' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Netfang' }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
    await expect(Math.round(email.left)).toBe(Math.round(name.left));
  },
};

/** Do: short fields side by side (name, email, phone), long ones (message, choices) across the row, a note on what * means. */
export const DoRequiredNote: Story = {
  name: 'Do: say what the asterisk means',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { requiredNote: 'Reiti merkta * þarf að fylla út.' },
};

/** Don't: asterisks with no note; the mark alone does not tell everyone that the field is required. */
export const DontUnexplainedAsterisk: Story = {
  name: "Don't: asterisks without a note",
  tags: ['!dev', '!autodocs', 'usage'],
};
