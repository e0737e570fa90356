import { useId, type ReactNode } from 'react';
import { Button, Footer, Main, SiteHeader, SkipLink } from '../../packages/ui/src';
import { StayLink } from '../../packages/ui/src/storyKit';

/*
 * The page around a pattern, from the kit as the site builds it: the skip link, the header with its navigation and
 * one call to action, the page's main landmark, and the footer. A pattern is a whole page only inside it: the header
 * sets the width the sections line up under, the footer ends the page.
 */

const navigation = [
  {
    label: 'Þjónusta',
    items: [
      { label: 'Vefsíðugerð', href: '#vefsidugerd' },
      { label: 'Vefhönnun', href: '#vefhonnun' },
      { label: 'Leitarvélabestun', href: '#leitarvelabestun' },
    ],
  },
  { label: 'Verðskrá', href: '#verdskra' },
  { label: 'Verkefni', href: '#verkefni' },
  { label: 'Hafa samband', href: '#hafa-samband' },
];

/** The page chrome; `current` marks the navigation's link of the page shown ("Verðskrá", "Verkefni"). */
export function PageChrome({ current, children }: { current: string; children: ReactNode }) {
  // The main landmark's id of its own: a docs page shows the pattern more than once.
  const mainId = `main-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <SkipLink href={`#${mainId}`}>Fara beint í efnið</SkipLink>
      <SiteHeader
        brand={{ label: 'Hraun', href: '#forsida' }}
        navLabel="Aðalvalmynd"
        linkComponent={StayLink}
        items={navigation.map((item) => ('href' in item ? { ...item, current: item.label === current } : item))}
        menuLabels={{ open: 'Opna valmynd', close: 'Loka valmynd' }}
        action={
          <Button asChild size="sm">
            <StayLink href="#fa-tilbod">Fá tilboð</StayLink>
          </Button>
        }
      />
      <Main id={mainId}>{children}</Main>
      <Footer
        brand={{ label: 'Hraun', href: '#forsida', text: 'Vefstofa sem hannar, smíðar og rekur vefi fyrir fyrirtæki.' }}
        contact={{ title: 'Hafa samband', phone: '+354 555 1234', phoneLabel: 'Sími', email: 'hallo@hraun.is', emailLabel: 'Netfang' }}
        columns={[
          { title: 'Þjónusta', links: [{ label: 'Vefsíðugerð', href: '#vefsidugerd' }, { label: 'Vefhönnun', href: '#vefhonnun' }] },
          { title: 'Fyrirtækið', links: [{ label: 'Verkefni', href: '#verkefni' }, { label: 'Verðskrá', href: '#verdskra' }] },
        ]}
        legalLine="© 2026 Hraun ehf. Öll réttindi áskilin."
        linkComponent={StayLink}
      />
    </>
  );
}

/**
 * Fails unless the elements start at one left edge (within a pixel): a page's sections line up on the header's
 * content column (the case study's figures and quote used to run to the window's edge while the hero sat inside it).
 */
export function assertOneLeftEdge(elements: Element[]) {
  const edges = elements.map((element) => Math.round(element.getBoundingClientRect().left));
  if (edges.length < 2 || Math.max(...edges) - Math.min(...edges) > 1) throw new Error(`The sections start at different left edges: ${edges.join(', ')} px`);
}
