import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs, Button, CallToAction, Hero, ImagePlaceholder, ProseSection, ResultFigures, SectionBlock, Testimonial } from '../../packages/ui/src';
import { phone, StayLink } from '../../packages/ui/src/storyKit';
import { assertOneLeftEdge, PageChrome } from './PageChrome';

/**
 * A case study built from the kit alone, as a whole page: the site's `SiteHeader` and `Footer` around it, a `Hero`
 * naming the client and the work under the `Breadcrumbs` back to the projects (one band with it), the site as its picture
 * (`ImagePlaceholder` stands in for a screenshot), the results first (`ResultFigures` in a titled `SectionBlock`: a
 * few figures a visitor can repeat), the story in a `ProseSection` (the problem, what was built), the client's own
 * words in a featured `Testimonial` on a muted band, and a `CallToAction` to start a project like it. Every section
 * lines up on the header's content column.
 *
 * Choices made here, as the component pages advise: three figures, each one line; the story in short paragraphs
 * under a heading of its own; one quote, named, not a wall of them.
 */
const meta = {
  title: 'Patterns/Case study',
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function CaseStudy() {
  return (
    <PageChrome current="Verkefni">
      <Breadcrumbs
        label="Brauðmolar"
        linkComponent={StayLink}
        items={[
          { label: 'Forsíða', href: '#forsida' },
          { label: 'Verkefni', href: '#verkefni' },
          { label: 'Lindarbakarí' },
        ]}
      />
      <Hero
        eyebrow="Verkefni · Netverslun"
        title="Lindarbakarí: pantanir á netinu"
        text="Nýr vefur með pöntunum fyrir fram, tengdur afgreiðslukerfi bakarísins. Hannaður, smíðaður og opnaður á sex vikum."
        media={<ImagePlaceholder title="Lindarbakarí – vefverslun" label="Vefsíða" />}
      />
      <SectionBlock title="Árangurinn" text="Fyrstu þrír mánuðirnir eftir opnun, bornir saman við sömu mánuði árið áður.">
        <ResultFigures
          label="Árangur í tölum"
          items={[
            { value: '+40%', label: 'fleiri pantanir á fyrstu þremur mánuðunum' },
            { value: '2 s', label: 'hleðslutími forsíðu í síma' },
            { value: '0', label: 'símtöl vegna pantana á álagstímum' },
          ]}
        />
      </SectionBlock>
      <ProseSection
        title="Verkefnið"
        paragraphs={[
          'Bakaríið tók við pöntunum í síma, og á álagstímum svaraði enginn. Viðskiptavinir gáfust upp og fóru annað.',
          'Við smíðuðum vef þar sem viðskiptavinir panta fyrir fram og velja afhendingartíma. Pantanirnar fara beint í afgreiðslukerfið, og starfsfólkið sér daginn fram undan á einum skjá.',
        ]}
      />
      <SectionBlock tone="muted" title="Það sem eigandinn segir">
        <Testimonial variant="featured" quote="Nú hringir síminn minna og pantanirnar eru réttar." name="Sigrún Jónsdóttir" role="Eigandi" company="Lindarbakarí" />
      </SectionBlock>
      <CallToAction
        title="Viltu svipaðan vef?"
        text="Segðu okkur frá rekstrinum og við gerum tilboð."
        actions={
          <Button asChild>
            <StayLink href="#tilbod">Fá tilboð</StayLink>
          </Button>
        }
      />
    </PageChrome>
  );
}

/** The hero's title, the figures, the story and the quote all start on the header's content column. */
function sectionsLineUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const brand = canvas.getAllByRole('link', { name: 'Hraun' })[0]!;
  assertOneLeftEdge([
    brand,
    canvas.getByRole('heading', { level: 1 }),
    canvas.getByRole('heading', { name: 'Árangurinn' }),
    canvas.getByRole('list', { name: 'Árangur í tölum' }),
    canvas.getByRole('heading', { name: 'Verkefnið' }),
    canvas.getByRole('heading', { name: 'Það sem eigandinn segir' }),
    canvas.getByText('Nú hringir síminn minna og pantanirnar eru réttar.').closest('figure')!,
  ]);
}

export const Desktop: Story = {
  // On a docs page: a 1440 px browser window drawn scaled to the column, scrolling inside, so the page shows its desktop
  // layout (at the column's own width, narrower than the header's desktop breakpoint, it showed the phone header).
  parameters: { docsFrame: { width: 1440, height: 900 } },
  render: () => <CaseStudy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lindarbakarí');
    await expect(canvas.getByRole('list', { name: 'Árangur í tölum' })).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    sectionsLineUp(canvasElement);
  },
};

export const Phone: Story = {
  ...phone,
  render: () => <CaseStudy />,
  play: async (context) => {
    await phone.play(context);
    sectionsLineUp(context.canvasElement);
  },
};
