import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone } from '../storyKit';
import { LogoStrip } from './LogoStrip';

const meta = {
  title: 'Sections/LogoStrip',
  component: LogoStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Fyrirtæki sem treysta okkur',
    names: ['Norðurljós', 'Hekla Ferðir', 'Jökull', 'Fjarðarkaup', 'Sæbjörg', 'Vatnajökull Travel'],
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Client names as wordmarks. */
export const Default: Story = {};

/** They wrap onto more rows on a phone. */
export const Phone: Story = { ...phone };
