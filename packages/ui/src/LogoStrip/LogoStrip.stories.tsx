import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone } from '../storyKit';
import { LogoStrip } from './LogoStrip';

const meta = {
  title: 'Sections/LogoStrip',
  component: LogoStrip,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Fyrirtæki sem treysta okkur',
    names: ['Norðurljós', 'Hekla Ferðir', 'Jökull', 'Fjarðarkaup', 'Sæbjörg', 'Vatnajökull Travel'],
  },
  argTypes: {
    names: { control: 'object', table: { type: { summary: 'string[]' } } },
    className: { control: false },
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Client names as wordmarks. */
export const Default: Story = {};

/** They wrap onto more rows on a phone. */
export const Phone: Story = { ...phone };

/** Do: six to eight clients, names as they write them. */
export const DoSixNames: Story = {
  name: 'Do: six to eight names',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: two names look thin, and twenty make a list nobody reads; pick the six or eight most known. */
export const DontTooFew: Story = {
  name: "Don't: too few names",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { names: ['Norðurljós', 'Jökull'] },
};
