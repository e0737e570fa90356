import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone } from '../storyKit';
import { StatsStrip } from './StatsStrip';

const meta = {
  title: 'Sections/StatsStrip',
  component: StatsStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: [
      { value: '500+', label: 'Ánægðir viðskiptavinir' },
      { value: '600+', label: 'Verkefni' },
      { value: '99,9%', label: 'Uppitími' },
      { value: '24/7', label: 'Þjónusta' },
    ],
  },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page figures. */
export const Home: Story = {};

/** The company page figures, with long labels. */
export const Company: Story = {
  args: {
    label: 'Fyrirtækið í tölum',
    items: [
      { value: '2006', label: 'Stofnað í Reykjavík og starfar um alla Evrópu' },
      { value: '3', label: 'Starfsstöðvar' },
      { value: '24/7', label: 'Þjónusta allan sólarhringinn' },
      { value: '500+', label: 'Viðskiptavinir' },
    ],
  },
};

/** Two per row on a phone. */
export const Phone: Story = { ...phone };
