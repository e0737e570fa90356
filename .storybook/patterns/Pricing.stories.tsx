import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Accordion, Button, CallToAction, ComparisonTable, Hero, PackageCard, PackageGrid, SectionBlock, Stack } from '../../packages/ui/src';
import { phone, StayLink } from '../../packages/ui/src/storyKit';
import { vars } from '../../packages/ui/src/theme/contract.css';
import { assertOneLeftEdge, PageChrome } from './PageChrome';

/**
 * A pricing page built from the kit alone, as a whole page: the site's `SiteHeader` and `Footer` around it, a short
 * `Hero` (what the prices cover), the packages in a `PackageGrid` of `PackageCard`s (one marked popular, one call to
 * action each) with a `ComparisonTable` under them for the details a visitor compares, an `Accordion` of the questions
 * asked before buying on a muted `SectionBlock` of its own, and a `CallToAction` for what does not fit a package.
 * Spacing between sections comes from the sections and `Stack`; no CSS of its own.
 *
 * Choices made here, as the component pages advise: one popular package, not two; features as short phrases the
 * table then spells out; prices with their note ("án vsk.") on every card; the questions as a visitor would ask them.
 */
const meta = {
  title: 'Patterns/Pricing page',
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const action = (label: string, href: string, variant?: 'secondary') => (
  <Button asChild variant={variant}>
    <StayLink href={href}>{label}</StayLink>
  </Button>
);

function PricingPage() {
  return (
    <PageChrome current="Verðskrá">
      <Hero
        eyebrow="Verðskrá"
        title="Vefir á föstu verði"
        text="Veldu pakka eftir stærð fyrirtækisins. Hýsing og uppfærslur fyrsta árið eru innifaldar."
      />
      {/* The packages and their comparison pad themselves to the content column: a band's padding only above and below. */}
      <Stack gap="xxl" style={{ paddingBlock: vars.space.xxl }}>
        <PackageGrid title="Pakkar" text="Öll verð eru án virðisaukaskatts.">
          <PackageCard name="Grunnur" price="149.900 kr." priceNote="án vsk." description="Einföld kynningarsíða fyrir minni fyrirtæki." features={['Allt að 5 síður', 'Snjalltækjavæn hönnun', 'Grunnleitarvélabestun']} action={action('Velja Grunn', '#grunnur', 'secondary')} />
          <PackageCard name="Fyrirtæki" price="349.900 kr." priceNote="án vsk." popular popularLabel="Vinsælast" description="Fullbúinn vefur með vefumsjónarkerfi." features={['Allt að 15 síður', 'Vefumsjónarkerfi', 'Fréttir og blogg', 'Tengiform']} action={action('Velja Fyrirtæki', '#fyrirtaeki')} />
          <PackageCard name="Úrvals" price="649.900 kr." priceNote="án vsk." description="Sérsniðin hönnun og tengingar við önnur kerfi." features={['Ótakmarkaður síðufjöldi', 'Sérsniðin hönnun', 'Fjöltyngdur vefur']} action={action('Velja Úrvals', '#urvals', 'secondary')} />
        </PackageGrid>
        <ComparisonTable
          title="Hvað fylgir hverjum pakka"
          columns={['Atriði', 'Grunnur', 'Fyrirtæki', 'Úrvals']}
          rows={[
            { label: 'Síður', cells: ['5', '15', 'Ótakmarkað'] },
            { label: 'Vefumsjónarkerfi', cells: ['Nei', 'Já', 'Já'] },
            { label: 'Tungumál', cells: ['1', '1', 'Fleiri en eitt'] },
            { label: 'Afhending', cells: ['2–3 vikur', '4–6 vikur', 'Eftir samkomulagi'] },
          ]}
        />
      </Stack>
      <SectionBlock tone="muted" title="Algengar spurningar" text="Það sem viðskiptavinir spyrja áður en þeir velja pakka.">
        <Accordion
          items={[
            { title: 'Er hýsing innifalin?', content: <p>Já, fyrsta árið. Eftir það er hún í áskrift.</p> },
            { title: 'Get ég skipt um pakka síðar?', content: <p>Já. Þú greiðir mismuninn og vefurinn stækkar með.</p> },
            { title: 'Hvenær greiði ég?', content: <p>Helming við upphaf verks og afganginn við opnun.</p> },
          ]}
        />
      </SectionBlock>
      <CallToAction title="Passar enginn pakki?" text="Segðu okkur frá verkefninu og við gerum tilboð." actions={action('Fá tilboð', '#tilbod')} />
    </PageChrome>
  );
}

/** The hero's title, the packages, the table and the questions all start on the header's content column. */
function sectionsLineUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  assertOneLeftEdge([
    canvas.getAllByRole('link', { name: 'Hraun' })[0]!,
    canvas.getByRole('heading', { level: 1 }),
    canvas.getByRole('heading', { name: 'Pakkar' }),
    canvas.getByRole('heading', { name: 'Hvað fylgir hverjum pakka' }),
    canvas.getByRole('heading', { name: 'Algengar spurningar' }),
    canvas.getByText('Er hýsing innifalin?').closest('details')!,
  ]);
}

export const Desktop: Story = {
  // On a docs page: a 1440 px browser window drawn scaled to the column, scrolling inside, so the page shows its desktop
  // layout (at the column's own width, narrower than the header's desktop breakpoint, it showed the phone header).
  parameters: { docsFrame: { width: 1440, height: 900 } },
  render: () => <PricingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One heading per section, in the page's outline; one package marked popular.
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByText('Vinsælast')).toHaveLength(1);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    sectionsLineUp(canvasElement);
  },
};

export const Phone: Story = {
  ...phone,
  render: () => <PricingPage />,
  play: async (context) => {
    await phone.play(context);
    sectionsLineUp(context.canvasElement);
  },
};
