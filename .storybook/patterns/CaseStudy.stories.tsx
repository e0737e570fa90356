import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs, Button, CallToAction, Container, Hero, ImagePlaceholder, ProseSection, ResultFigures, Stack, Testimonial } from '../../packages/ui/src';
import { phone, StayLink } from '../../packages/ui/src/storyKit';

/**
 * A case study built from the kit alone: `Breadcrumbs` back to the projects, a `Hero` naming the client and the
 * work with the site as its picture (`ImagePlaceholder` stands in for a screenshot), the results first
 * (`ResultFigures`: a few figures a visitor can repeat), the story in a `ProseSection` (the problem, what was
 * built), the client's own words in a featured `Testimonial`, and a `CallToAction` to start a project like it.
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
    <Stack gap="xxl">
      <Container>
        <Breadcrumbs
          label="Brauðmolar"
          linkComponent={StayLink}
          items={[
            { label: 'Forsíða', href: '#forsida' },
            { label: 'Verkefni', href: '#verkefni' },
            { label: 'Lindarbakarí' },
          ]}
        />
      </Container>
      <Hero
        eyebrow="Verkefni"
        title="Lindarbakarí: pantanir á netinu"
        text="Nýr vefur með pöntunum fyrir fram, tengdur afgreiðslukerfi bakarísins."
        media={<ImagePlaceholder title="Lindarbakarí – vefverslun" label="Vefsíða" />}
      />
      <ResultFigures
        label="Árangur í tölum"
        items={[
          { value: '+40%', label: 'fleiri pantanir á fyrstu þremur mánuðunum' },
          { value: '2 s', label: 'hleðslutími forsíðu í síma' },
          { value: '0', label: 'símtöl vegna pantana á álagstímum' },
        ]}
      />
      <ProseSection
        title="Verkefnið"
        paragraphs={[
          'Bakaríið tók við pöntunum í síma, og á álagstímum svaraði enginn.',
          'Við smíðuðum vef þar sem viðskiptavinir panta fyrir fram og velja afhendingartíma. Pantanirnar fara beint í afgreiðslukerfið.',
        ]}
      />
      <Testimonial variant="featured" quote="Nú hringir síminn minna og pantanirnar eru réttar." name="Sigrún Jónsdóttir" role="Eigandi" company="Lindarbakarí" />
      <CallToAction
        title="Viltu svipaðan vef?"
        text="Segðu okkur frá rekstrinum og við gerum tilboð."
        actions={
          <Button asChild>
            <StayLink href="#tilbod">Fá tilboð</StayLink>
          </Button>
        }
      />
    </Stack>
  );
}

export const Desktop: Story = {
  render: () => <CaseStudy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lindarbakarí');
    await expect(canvas.getByRole('list', { name: 'Árangur í tölum' })).toBeInTheDocument();
  },
};

export const Phone: Story = { ...phone, render: () => <CaseStudy /> };
