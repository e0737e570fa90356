import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { SectionBlock } from './SectionBlock';

const meta = {
  title: 'Sections/SectionBlock',
  component: SectionBlock,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Af hverju Hraun?',
    text: 'Við smíðum hraða, aðgengilega vefi sem finnast á leitarvélum og eru auðveldir í rekstri.',
    children: <p>Efni kaflans kemur hér, til dæmis spjöld, tafla eða texti.</p>,
  },
} satisfies Meta<typeof SectionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page section: heading, lead and content in the centred column. */
export const Default: Story = {};

/** The shaded band, with the heading and lead centred. */
export const MutedCentred: Story = { args: { tone: 'muted', align: 'center' } };

/** Without a heading it is a plain group, not a named region. */
export const Untitled: Story = { args: { title: undefined, text: undefined } };

/** Long Icelandic words wrap. */
export const LongText: Story = { args: { title: longIcelandic, text: `${longIcelandic} ${longIcelandic}.` } };

/** On a phone. */
export const Phone: Story = { ...phone };
