import { Accordion, Button, Dialog, Footer, Hero, PackageCard, PackageGrid, SectionBlock, SiteHeader, Main, SkipLink, Testimonials } from '@hraun/ui';
import { Basket, LogoMark, Landscape, ProductIcon } from './art';
import { ContactForm } from './ContactForm';
import { baskets, faq, footer, form, hero, nav, quote, shop } from './content';

const { skip: skipLabel, ...footerProps } = footer;

export function App() {
  return (
    <>
      <SkipLink>{skipLabel}</SkipLink>
      <SiteHeader
        className="hg-header"
        brand={{ label: 'Havnegaard', href: '/', logo: <LogoMark className="hg-logo" />, showLabel: true }}
        navLabel={nav.label}
        items={nav.items}
        menuLabels={nav.menu}
        extras={
          <Button asChild size="sm">
            <a href="#kurve">{nav.cta}</a>
          </Button>
        }
      />
      <Main>
        <div className="hg-hero">
          <Landscape />
          <Hero
            className="hg-hero-panel"
            eyebrow={hero.eyebrow}
            title={hero.title}
            text={hero.text}
            actions={
              <>
                <Button asChild size="lg">
                  <a href="#kurve">{hero.primary}</a>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <a href="#firmagaver">{hero.secondary}</a>
                </Button>
              </>
            }
          />
        </div>

        <div id="butik">
          <SectionBlock title={shop.title} text={shop.text} className="hg-shop">
            <ul className="hg-pricelist">
              {shop.items.map((item) => (
                <li key={item.id}>
                  <ProductIcon kind={item.kind as 'cheese' | 'jar' | 'bottle'} />
                  <span className="hg-item">
                    <strong>{item.name}</strong>
                    <span>{item.detail}</span>
                  </span>
                  <span className="hg-price">{item.price}</span>
                </li>
              ))}
            </ul>
            <div className="hg-delivery">
              <Dialog title={shop.delivery.title} description={shop.delivery.text} closeLabel={shop.delivery.close} trigger={<Button variant="secondary">{shop.delivery.trigger}</Button>} />
            </div>
          </SectionBlock>
        </div>

        <div id="kurve" className="hg-baskets">
          <PackageGrid title={baskets.title} text={baskets.text}>
            {baskets.items.map((basket) => (
              <PackageCard
                key={basket.id}
                name={basket.name}
                price={basket.price}
                priceNote={basket.note}
                description={basket.text}
                features={basket.features}
                popular={basket.popular}
                popularLabel={baskets.popular}
                action={
                  <Button asChild variant={basket.popular ? 'primary' : 'secondary'} fullWidth>
                    <a href="#firmagaver">
                      {baskets.choose}
                      <span className="hg-visually-hidden"> {basket.name}</span>
                    </a>
                  </Button>
                }
              />
            ))}
          </PackageGrid>
        </div>

        <Testimonials className="hg-quote" variant="featured" title={quote.title} items={quote.items.map((item) => ({ ...item, media: <Basket /> }))} />

        <section id="spoergsmaal" className="hg-faq" aria-labelledby="spoergsmaal-title">
          <h2 id="spoergsmaal-title">{faq.title}</h2>
          <Accordion className="hg-accordion" exclusive items={faq.items.map((item) => ({ id: item.id, title: item.q, content: <p>{item.a}</p> }))} />
        </section>

        <section id="firmagaver" className="hg-contact" aria-labelledby="firmagaver-title">
          <div className="hg-contact-intro">
            <h2 id="firmagaver-title">{form.title}</h2>
            <p>{form.text}</p>
            <LogoMark className="hg-contact-mark" />
          </div>
          <ContactForm />
        </section>
      </Main>
      <Footer className="hg-footer" {...footerProps} brand={{ ...footerProps.brand, logo: <LogoMark className="hg-logo" />, showLabel: true }} />
    </>
  );
}
