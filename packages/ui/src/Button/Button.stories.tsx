import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatesMatrix, type StateCell } from '../storyStates';
import { vars } from '../theme/contract.css';
import { Button, type ButtonProps } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs', 'stable'],
  args: { children: 'Fá tilboð', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fá tilboð' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The states of one variant: rest, pointer over it, keyboard focus, pressed, disabled. */
function buttonStates(props: ButtonProps): StateCell[] {
  return [
    { label: 'Default', children: <Button {...props} /> },
    { label: 'Hover', force: 'hover', children: <Button {...props} /> },
    { label: 'Focus visible', force: 'focus-visible', children: <Button {...props} /> },
    { label: 'Active (pressed)', force: 'active', children: <Button {...props} /> },
    { label: 'Disabled', children: <Button {...props} disabled /> },
    { label: 'Long text', children: <Button {...props}>Fá tilboð í vefsíðugerð og hýsingu</Button> },
  ];
}

/**
 * Every state of every variant, the pointer and keyboard states forced, the inverse variant on the dark band it is
 * made for. A pending (loading) button is SubmitButton's.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      {([['primary', 'Primary'], ['secondary', 'Secondary'], ['ghost', 'Ghost']] as const).map(([variant, title]) => (
        <StatesMatrix key={variant} title={title} states={buttonStates({ ...args, variant })} />
      ))}
      <div style={{ background: vars.color.inverse, color: vars.color.onInverse, padding: vars.space.md }}>
        <StatesMatrix title="Inverse" states={buttonStates({ ...args, variant: 'inverse' })} />
      </div>
    </div>
  ),
  // The forced states are drawn, not just labelled: the hover cell has the hover colour, the focus cell its ring.
  // Pressed differs from rest and from hover in every variant; the inverse variant's hover is a fill, its disabled look
  // an outline (they were two near-identical greys).
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Fá tilboð' });
    const style = (element: HTMLElement | undefined) => getComputedStyle(element!);
    // Each variant's cells, in the matrix's order: default, hover, focus visible, pressed, disabled.
    const variants = [0, 1, 2, 3].map((at) => buttons.slice(at * 5, at * 5 + 5));
    const [rest, hover, focus] = variants[0]!;
    await waitFor(() => expect(style(hover).backgroundColor).not.toBe(style(rest).backgroundColor));
    await waitFor(() => expect(style(focus).outlineStyle).not.toBe(style(rest).outlineStyle));
    for (const [variantRest, variantHover, , variantPressed] of variants) {
      await expect(style(variantPressed).backgroundColor).not.toBe(style(variantRest).backgroundColor);
      await expect(style(variantPressed).backgroundColor).not.toBe(style(variantHover).backgroundColor);
      await expect(style(variantPressed).transform).not.toBe('none');
    }
    const [, inverseHover, , , inverseDisabled] = variants[3]!;
    await expect(inverseDisabled).toBeDisabled();
    await expect(style(inverseDisabled).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style(inverseHover).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(style(inverseHover).textDecorationLine).toBe('underline');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Skoða þjónustu' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Loka' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm">Lítill</Button>
      <Button {...args} size="md">Miðlungs</Button>
      <Button {...args} size="lg">Stór</Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Senda fyrirspurn' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#fa-tilbod">Panta núna</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Panta núna' });
    await expect(link).toHaveAttribute('href', '#fa-tilbod');
    await expect(link.className).toMatch(/\S/);
  },
};

export const LongIcelandicText: Story = {
  args: { children: 'Senda fyrirspurn um vefsíðugerð og vefhönnun fyrir fyrirtækið', fullWidth: true },
};

export const Phone: Story = {
  args: { children: 'Fá tilboð', fullWidth: true },
  globals: { viewport: { value: 'mobile390' } },
};

/** Usage examples for the docs page only (Button.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoOnePrimary: Story = {
  name: 'Do: one primary action',
  tags: usage,
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button {...args}>Fá tilboð</Button>
      <Button {...args} variant="secondary">Skoða verðskrá</Button>
    </div>
  ),
};

export const DontManyPrimaries: Story = {
  name: "Don't: several primary actions",
  tags: usage,
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button {...args}>Fá tilboð</Button>
      <Button {...args}>Skoða verðskrá</Button>
      <Button {...args}>Hafa samband</Button>
    </div>
  ),
};

export const DoVerbLabel: Story = {
  name: 'Do: say what happens',
  tags: usage,
  args: { children: 'Senda fyrirspurn' },
};

export const DontVagueLabel: Story = {
  name: "Don't: a vague label",
  tags: usage,
  args: { children: 'Smelltu hér' },
};
