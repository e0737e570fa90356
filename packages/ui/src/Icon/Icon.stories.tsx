import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Icon,
  tags: ['autodocs', 'stable'],
  args: { name: 'shield' },
  argTypes: {
    name: { control: 'select', options: iconNames, table: { type: { summary: 'IconName', detail: iconNames.map((name) => `'${name}'`).join(' | ') } } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], table: { type: { summary: "'sm' | 'md' | 'lg'" }, defaultValue: { summary: "'md'" } } },
    title: { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from assistive technology. */
export const Decorative: Story = {};

/** With a title the icon is an image with that name. */
export const WithTitle: Story = {
  args: { name: 'globe', title: 'Tungumál' },
};

/** The three sizes follow the text around them. */
export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </p>
  ),
};

/** Every icon the package draws, named. */
export const Gallery: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

/** Do: an icon beside text that says the same thing, decorative (no title). */
export const DoWithText: Story = {
  name: 'Do: an icon beside its words',
  tags: ['!dev', '!autodocs', 'usage'],
  render: (args) => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Icon {...args} name="mail" />
      <span>Sendu okkur póst</span>
    </p>
  ),
};

/** Don't: an icon used as decoration for something it does not mean; a title that repeats the text beside it is read twice. */
export const DontRepeatTitle: Story = {
  name: "Don't: a title that repeats the text",
  tags: ['!dev', '!autodocs', 'usage'],
  render: (args) => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Icon {...args} name="mail" title="Póstur" />
      <span>Póstur</span>
    </p>
  ),
};
