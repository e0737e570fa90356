import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from '../DataTable';
import { longIcelandic, phone } from '../storyKit';
import { ProseSection } from './ProseSection';
import type { ReactNode } from 'react';

const meta = {
  title: 'Sections/ProseSection',
  component: ProseSection,
  tags: ['autodocs', 'stable'],
  argTypes: {
    paragraphs: { control: 'object', table: { type: { summary: 'string[]' } } },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3], table: { type: { summary: '1 | 2 | 3' }, defaultValue: { summary: '2' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: '1. Almennt',
    paragraphs: [
      'Hraun ehf. leggur áherslu á að vernda persónuupplýsingar þeirra sem nota vefinn. Þessi stefna lýsir því hvaða upplýsingum er safnað, hvernig þær eru notaðar og hvaða réttindi þú hefur.',
      'Stefnan á við um alla vefi fyrirtækisins á íslensku, ensku, spænsku og dönsku.',
    ],
  },
} satisfies Meta<typeof ProseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A numbered legal section. */
export const Default: Story = {};

/** A legal page: the section is the page, and its title the page's only `h1`. */
export const PageHeading: Story = {
  name: 'Page heading (h1)',
  parameters: { lang: 'en' },
  args: {
    headingLevel: 1,
    title: 'Privacy policy',
    paragraphs: [
      'This policy explains which personal data we collect when you use this website, why we collect it and how long we keep it.',
      'You can ask us at any time for a copy of the data we hold about you, or for it to be corrected or deleted.',
    ],
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Privacy policy' });
    await expect(within(canvasElement).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await expect(heading.nextElementSibling?.tagName).toBe('P');
  },
};

/** Text right under the page heading, without a heading of its own. */
export const Untitled: Story = { args: { title: undefined } };

/** A section with a table after its text (the cookie policy). */
export const WithTable: Story = {
  args: {
    title: '3. Vafrakökur sem við notum',
    paragraphs: ['Taflan sýnir þær vafrakökur sem vefurinn setur og hve lengi þær lifa.'],
    children: (
      <DataTable
        caption="Vafrakökur"
        captionHidden
        columns={['Vafrakaka', 'Tilgangur', 'Gildistími']}
        rows={[
          { label: 'Lotukaka', cells: ['Heldur utan um heimsóknina', 'Þar til vafranum er lokað'] },
          { label: 'cookiesAccepted', cells: ['Man samþykki', '1 ár'] },
        ]}
      />
    ),
  },
};

/** Long Icelandic words wrap. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { title: `Þjónustuborðsbeiðnakerfið ${longIcelandic}`, paragraphs: [`${longIcelandic} ${longIcelandic} ${longIcelandic}.`] } };

/** On a phone. */
export const Phone: Story = { ...phone };

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (ProseSection.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoShortParagraphs: Story = {
  name: 'Do: a numbered heading and short paragraphs',
  tags: usage,
};

export const DontOneBlock: Story = {
  name: "Don't: the whole section in one paragraph",
  tags: usage,
  args: {
    paragraphs: [
      'Hraun ehf. leggur áherslu á að vernda persónuupplýsingar þeirra sem nota vefinn og þessi stefna lýsir því hvaða upplýsingum er safnað, hvernig þær eru notaðar, hversu lengi þær eru geymdar, hverjir fá aðgang að þeim og hvaða réttindi þú hefur, og hún á við um alla vefi fyrirtækisins á íslensku, ensku, spænsku og dönsku, auk þess sem hún tekur til fréttabréfa, fyrirspurnaforma og tilboðsbeiðna sem berast okkur með tölvupósti eða í gegnum vefinn, og hana má uppfæra hvenær sem er án fyrirvara.',
    ],
  },
};
