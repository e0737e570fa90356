import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { SectionBlock } from './SectionBlock';
import type { ReactNode } from 'react';

const meta = {
  title: 'Sections/SectionBlock',
  component: SectionBlock,
  tags: ['autodocs', 'stable'],
  argTypes: {
    tone: { control: 'inline-radio', options: ['plain', 'muted'], table: { type: { summary: "'plain' | 'muted'" }, defaultValue: { summary: "'plain'" } } },
    align: { control: 'inline-radio', options: ['start', 'center'], table: { type: { summary: "'start' | 'center'" }, defaultValue: { summary: "'start'" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { type: { summary: '2 | 3' }, defaultValue: { summary: '2' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
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
/** Every tone with every alignment. */
export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <>
      {(['plain', 'muted'] as const).flatMap((tone) =>
        (['start', 'center'] as const).map((align) => <SectionBlock key={`${tone}-${align}`} {...args} tone={tone} align={align} title={`${tone}, ${align}`} />),
      )}
    </>
  ),
};

export const MutedCentred: Story = { args: { tone: 'muted', align: 'center' } };

/** Without a heading it is a plain group, not a named region. */
export const Untitled: Story = { args: { title: undefined, text: undefined } };

/** Long Icelandic words wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, text: `${longIcelandic} ${longIcelandic}.` } };

/** On a phone. */
export const Phone: Story = { ...phone };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (SectionBlock.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortIntro: Story = {
  name: 'Do: a title and a one-sentence intro',
  tags: usage,
};

export const DontCentredLongText: Story = {
  name: "Don't: a long intro centred",
  tags: usage,
  args: {
    align: 'center',
    text: 'Við smíðum hraða, aðgengilega vefi sem finnast á leitarvélum og eru auðveldir í rekstri. Við höfum starfað síðan 2006 og unnið fyrir fyrirtæki af öllum stærðum, frá einyrkjum til stórfyrirtækja, á Íslandi, í Danmörku og á Spáni. Við leggjum áherslu á gott samstarf, skýr tilboð og vandaðan frágang.',
  },
};
