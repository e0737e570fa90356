import { Accordion, Button, Card, Dialog, Footer, Grid, Hero, PackageCard, PackageGrid, SectionBlock, SiteHeader, Main, SkipLink, Stack, Testimonials } from '@hraun/ui';
import { ContactForm } from './ContactForm';
import { faq, footer, form, hero, nav, plans, products, testimonials } from './content';
import { HeroArt } from './HeroArt';
import { LogoMark } from './Logo';

const { skip: skipLabel, ...footerProps } = footer;

export function App() {
  return (
    <>
      <SkipLink>{skipLabel}</SkipLink>
      <SiteHeader
        className="fj-header"
        brand={{ label: 'Fjallalind', href: '/', logo: <LogoMark className="fj-logo" />, showLabel: true }}
        navLabel={nav.label}
        items={nav.items}
        menuLabels={nav.menu}
        extras={
          <Button asChild size="sm">
            <a href="#askrift">{nav.cta}</a>
          </Button>
        }
      />
      <Main>
        <div className="fj-hero">
          <Hero
            className="fj-hero-text"
            eyebrow={hero.eyebrow}
            title={hero.title}
            text={hero.text}
            actions={
              <>
                <Button asChild size="lg">
                  <a href="#vorur">{hero.primary}</a>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <a href="#radgjof">{hero.secondary}</a>
                </Button>
              </>
            }
          />
          <HeroArt />
        </div>

        <SectionBlock title={products.title} text={products.text} className="fj-products">
          <Grid as="ul" columns={{ base: 1, wide: 2, desktop: 4 }} gap="lg" id="vorur" className="fj-shelf">
            {products.items.map((product) => (
              <Card
                key={product.id}
                as="li"
                className="fj-product"
                media={
                  <div className="fj-product-media" style={{ backgroundColor: `${product.colour}22` }}>
                    <svg className="fj-bottle" viewBox="0 0 80 120" aria-hidden="true" focusable="false">
                      <rect x="28" y="6" width="24" height="22" rx="4" fill="currentColor" />
                      <rect x="14" y="26" width="52" height="88" rx="14" fill={product.colour} />
                      <rect x="22" y="50" width="36" height="40" rx="4" fill="#f7f5f0" />
                    </svg>
                  </div>
                }
              >
                <Stack gap="xs" className="fj-product-body">
                  <h3>{product.name}</h3>
                  <p className="fj-meta">
                    <span>{product.size}</span> · <strong>{product.price}</strong>
                  </p>
                  <p>{product.text}</p>
                  <Dialog
                    title={product.name}
                    description={product.ingredients}
                    closeLabel={products.ingredientsClose}
                    trigger={
                      <Button variant="ghost" size="sm">
                        {products.ingredientsButton}
                        <span className="fj-visually-hidden">: {product.name}</span>
                      </Button>
                    }
                  />
                </Stack>
              </Card>
            ))}
          </Grid>
        </SectionBlock>

        <div id="askrift" className="fj-plans">
          <PackageGrid title={plans.title} text={plans.text}>
            {plans.items.map((plan) => (
              <PackageCard
                key={plan.id}
                name={plan.name}
                price={plan.price}
                priceNote={plan.note}
                description={plan.text}
                features={plan.features}
                popular={plan.popular}
                popularLabel={plans.popular}
                action={
                  <Button asChild variant={plan.popular ? 'primary' : 'secondary'} fullWidth>
                    <a href="#radgjof">
                      {plans.choose}
                      <span className="fj-visually-hidden"> {plan.name}</span>
                    </a>
                  </Button>
                }
              />
            ))}
          </PackageGrid>
          <div className="fj-plans-more">
            <Dialog title={plans.dialog.title} description={plans.dialog.text} closeLabel={plans.dialog.close} trigger={<Button variant="secondary">{plans.dialog.trigger}</Button>} />
          </div>
        </div>

        <Testimonials className="fj-quotes" title={testimonials.title} items={testimonials.items} />

        <div id="spurt">
          <SectionBlock title={faq.title} tone="muted" className="fj-faq">
            <Accordion className="fj-accordion" exclusive items={faq.items.map((item) => ({ id: item.id, title: item.q, content: <p>{item.a}</p> }))} />
          </SectionBlock>
        </div>

        <section id="radgjof" className="fj-contact" aria-labelledby="radgjof-title">
          <div className="fj-contact-intro">
            <LogoMark className="fj-contact-mark" />
            <h2 id="radgjof-title">{form.title}</h2>
            <p>{form.text}</p>
          </div>
          <ContactForm />
        </section>
      </Main>
      <Footer className="fj-footer" {...footerProps} brand={{ ...footerProps.brand, logo: <LogoMark className="fj-logo" />, showLabel: true }} />
    </>
  );
}

