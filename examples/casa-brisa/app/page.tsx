// A server component: the whole page renders on the server; only the booking form (and the kit's own client
// components: the header's menus, the dialog) hydrate.
import Link from 'next/link';
import { Accordion, Badge, Button, Card, Container, Dialog, Footer, Grid, Hero, Inline, PackageCard, PackageGrid, SectionBlock, SiteHeader, Main, SkipLink, Stack, Testimonials } from '@hraun/ui';
import { LogoMark, Panorama, RoomArt } from './art';
import { BookingForm } from './BookingForm';
import { booking, faq, footer, hero, nav, rates, reviews, rooms } from './content';

// next/link as a template element: the kit clones it for each link. An element can cross from a server component
// to the header's client code; a function could not.
const nextLink = <Link href="" prefetch={false} />;
const { skip: skipLabel, ...footerProps } = footer;

export default function Home() {
  return (
    <>
      <SkipLink>{skipLabel}</SkipLink>
      <SiteHeader
        className="cb-header"
        brand={{ label: 'Casa Brisa', href: '/', logo: <LogoMark className="cb-logo" />, showLabel: true }}
        navLabel={nav.label}
        items={nav.items}
        menuLabels={nav.menu}
        linkComponent={nextLink}
        extras={
          <Button asChild size="sm">
            <Link href="/#reservas">{nav.cta}</Link>
          </Button>
        }
      />
      <Main>
        <div>
          <Hero
            className="cb-hero-text"
            align="center"
            eyebrow={hero.eyebrow}
            title={hero.title}
            text={hero.text}
            actions={
              <Inline gap="sm" justify="center">
                <Button asChild size="lg">
                  <Link href="/#reservas">{hero.primary}</Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link href="/#habitaciones">{hero.secondary}</Link>
                </Button>
              </Inline>
            }
          />
          <Panorama />
        </div>

        <SectionBlock id="habitaciones" title={rooms.title} text={rooms.text} align="center">
          <Grid as="ul" columns={{ base: 1, wide: 3 }} gap="xl" className="cb-rooms">
            {rooms.items.map((room) => (
              <Card key={room.id} as="li" media={<RoomArt room={room.id as 'jardin' | 'mar' | 'suite'} />} emphasis={room.id === 'mar'}>
                <Stack gap="sm">
                  <Badge tone={room.id === 'mar' ? 'primary' : 'neutral'}>{room.badge}</Badge>
                  <h3 className="cb-room-name">{room.name}</h3>
                  <p>{room.text}</p>
                  <p className="cb-muted">{room.detail}</p>
                </Stack>
              </Card>
            ))}
          </Grid>
        </SectionBlock>

        <div className="cb-rates">
          <PackageGrid id="tarifas" title={rates.title} text={rates.text}>
            {rates.items.map((rate) => (
              <PackageCard
                key={rate.id}
                name={rate.name}
                price={rate.price}
                priceNote={rate.note}
                description={rate.text}
                features={rate.features}
                popular={rate.popular}
                popularLabel={rates.popular}
                action={
                  <Button asChild variant={rate.popular ? 'primary' : 'secondary'} fullWidth>
                    <Link href="/#reservas">
                      {rates.choose}
                      <span className="cb-visually-hidden"> {rate.name}</span>
                    </Link>
                  </Button>
                }
              />
            ))}
          </PackageGrid>
          <Inline justify="center" className="cb-policy">
            <Dialog title={rates.policy.title} description={rates.policy.text} closeLabel={rates.policy.close} trigger={<Button variant="ghost">{rates.policy.trigger}</Button>} />
          </Inline>
        </div>

        <Testimonials id="opiniones" className="cb-reviews" title={reviews.title} items={reviews.items} />

        <Container as="section" width="prose" id="preguntas" className="cb-faq" aria-labelledby="preguntas-title">
          <h2 id="preguntas-title">{faq.title}</h2>
          <Accordion exclusive items={faq.items.map((item) => ({ id: item.id, title: item.q, content: <p>{item.a}</p> }))} />
        </Container>

        <section id="reservas" className="cb-booking" aria-labelledby="reservas-title">
          <Container width="prose">
            <Stack gap="lg">
              <LogoMark className="cb-booking-mark" />
              <h2 id="reservas-title">{booking.title}</h2>
              <p>{booking.text}</p>
              <BookingForm />
            </Stack>
          </Container>
        </section>
      </Main>
      <Footer {...footerProps} brand={{ ...footerProps.brand, logo: <LogoMark className="cb-logo" />, showLabel: true }} linkComponent={nextLink} />
    </>
  );
}
