import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { ProcessSteps } from './ProcessSteps';
import type { ReactNode } from 'react';

/** A small picture made on the spot, so the story needs no file. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#dbe4f0"/><circle cx="400" cy="300" r="160" fill="#9fb4d3"/></svg>',
)}`;

const meta = {
  title: 'Sections/ProcessSteps',
  component: ProcessSteps,
  tags: ['autodocs', 'stable'],
  argTypes: {
    steps: { control: 'object', table: { type: { summary: 'ProcessStep[]', detail: '{ id?: string; title: string; text: string }[]' } } },
    image: { control: 'object', table: { type: { summary: 'ProcessImage', detail: '{ src: string; alt: string; width: number; height: number }' } } },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Ferlið okkar',
    text: 'Fjögur skref frá hugmynd að tilbúnum vef.',
    steps: [
      { title: 'Greining', text: 'Við kynnumst rekstrinum, markhópnum og markmiðunum.' },
      { title: 'Hönnun', text: 'Við hönnum útlit og notendaupplifun og fáum þína endurgjöf.' },
      { title: 'Smíði', text: 'Við forritum vefinn, prófum hann og tengjum við kerfin þín.' },
      { title: 'Opnun', text: 'Við opnum vefinn og fylgjum honum eftir.' },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered steps in an ordered list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** With a picture beside the steps. */
export const WithImage: Story = {
  args: { image: { src: picture, alt: 'Hönnuður og forritari fara yfir skissur', width: 800, height: 600 } },
};

/** Long Icelandic text. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],

  args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, steps: [{ title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, text: `${longIcelandic}. ${longIcelandic}.` }, { title: 'Opnun', text: 'Við opnum.' }] },
};

/** The picture stacks above the steps on a phone. */
export const Phone: Story = { ...phone, args: { ...WithImage.args } };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (ProcessSteps.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoFourSteps: Story = {
  name: 'Do: three to six steps, a word and a sentence each',
  tags: usage,
};

export const DontManySteps: Story = {
  name: "Don't: every task as a step",
  tags: usage,
  args: {
    steps: ['Fyrsti fundur', 'Tilboð', 'Samningur', 'Greining', 'Efnisöflun', 'Hönnun', 'Endurgjöf', 'Smíði', 'Prófanir', 'Opnun', 'Eftirfylgni'].map((title) => ({
      title,
      text: 'Við förum yfir þetta skref með þér.',
    })),
  },
};
