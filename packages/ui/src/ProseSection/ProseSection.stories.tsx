import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from '../DataTable';
import { longIcelandic, phone } from '../storyKit';
import { ProseSection } from './ProseSection';

const meta = {
  title: 'Sections/ProseSection',
  component: ProseSection,
  tags: ['autodocs'],
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
export const LongText: Story = { args: { title: longIcelandic, paragraphs: [`${longIcelandic} ${longIcelandic} ${longIcelandic}.`] } };

/** On a phone. */
export const Phone: Story = { ...phone };
