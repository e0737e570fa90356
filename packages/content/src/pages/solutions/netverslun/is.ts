import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.netverslun,
  menuText: 'Netverslanir á WooCommerce eða Shopify',
  card: {
    title: g.solutions.netverslun,
    text: 'Netverslanir á WooCommerce eða Shopify sem selja vel í öllum tækjum.',
  },
  homeCard: {
    title: g.solutions.netverslun,
    text: 'Netverslanir á WooCommerce eða Shopify með greiðslugáttum, birgðastýringu og tengingu við bókhald.',
  },
  metaTitle: g.solutions.netverslun,
  metaDescription:
    'Við smíðum netverslanir á WooCommerce og Shopify sem selja vel í öllum tækjum, með öruggum greiðslum, birgðahaldi og tengingum við bókhald og sendingar.',
  metaKeywords: 'netverslun, netverslanir, WooCommerce, Shopify, uppsetning netverslunar, greiðslugátt, birgðahald, rafræn viðskipti',
  breadcrumb: g.solutions.netverslun,
  hero: {
    title: `${g.solutions.netverslun} sem selur allan sólarhringinn`,
    text: 'Við hönnum og smíðum netverslanir á WooCommerce og Shopify sem eru hraðar, öruggar og einfaldar í rekstri, svo viðskiptavinirnir klári kaupin.',
  },
  features: {
    title: 'Allt sem góð netverslun þarf',
    text: 'Frá vöruframsetningu til greiðslu og afhendingar: við sjáum um heildarmyndina.',
    items: {
      design: {
        title: 'Hönnun sem selur',
        text: 'Skýr framsetning á vörum og einfalt kaupferli sem virkar jafn vel í síma og tölvu.',
      },
      payments: {
        title: 'Öruggar greiðslur',
        text: 'Tenging við greiðslugáttir fyrir kortagreiðslur, millifærslur og greiðsludreifingu.',
      },
      inventory: {
        title: 'Vörur og birgðir',
        text: 'Haltu utan um vörur, afbrigði og birgðastöðu á einum stað og fáðu viðvörun þegar birgðir fara að klárast.',
      },
      shipping: {
        title: 'Sendingar og afhending',
        text: 'Heimsending, póstbox eða sótt í verslun, með sendingarmiðum sem verða til sjálfkrafa.',
      },
      seo: {
        title: 'Leitarvélabestun',
        text: 'Vörusíður sem finnast á Google, með réttum lýsigögnum, góðum hraða og skýru skipulagi.',
      },
      analytics: {
        title: 'Sölugreining',
        text: 'Fylgstu með sölunni, yfirgefnum körfum og vinsælustu vörunum.',
      },
    },
  },
  platforms: {
    title: 'WooCommerce eða Shopify?',
    items: {
      woocommerce: {
        title: 'WooCommerce',
        text: 'Opin og sveigjanleg lausn ofan á WordPress fyrir þá sem vilja fulla stjórn á versluninni.',
        bullets: {
          ownership: 'Þú átt vefinn og gögnin að fullu',
          noFees: 'Engin mánaðargjöld eða söluþóknun til hugbúnaðarframleiðanda',
          custom: 'Nánast ótakmarkaðir möguleikar á sérsmíði',
          plugins: 'Þúsundir viðbóta fyrir greiðslur, sendingar og markaðssetningu',
          content: 'Öflug efnis- og bloggvirkni WordPress fylgir með',
        },
      },
      shopify: {
        title: 'Shopify',
        text: 'Hýst heildarlausn sem er fljótleg í uppsetningu og einföld í daglegum rekstri.',
        bullets: {
          hosted: 'Hýsing, öryggi og uppfærslur eru innifalin',
          fast: 'Versluninni er fljótt komið í loftið',
          easy: 'Einfalt stjórnborð sem auðvelt er að læra á',
          apps: 'Mikið úrval forrita í Shopify App Store',
          channels: 'Sala á samfélagsmiðlum og í verslun úr sama kerfi',
        },
      },
    },
  },
  comparison: {
    title: 'WooCommerce og Shopify í samanburði',
    columns: {
      feature: 'Atriði',
      woocommerce: 'WooCommerce',
      shopify: 'Shopify',
    },
    rows: {
      price: {
        label: 'Mánaðarverð',
        woocommerce: 'Ekkert mánaðargjald',
        shopify: '29-299 USD á mánuði',
      },
      salesFee: {
        label: 'Söluþóknun',
        woocommerce: 'Engin',
        shopify: '0,5-2% af sölu',
      },
      hosting: {
        label: 'Hýsing',
        woocommerce: 'Þú velur hýsingu (við getum séð um hana)',
        shopify: 'Innifalin í mánaðarverðinu',
      },
      setup: {
        label: 'Uppsetning',
        woocommerce: 'Krefst meiri uppsetningar',
        shopify: 'Fljótleg og einföld',
      },
      customization: {
        label: 'Sérsmíði',
        woocommerce: 'Nánast ótakmörkuð',
        shopify: 'Takmarkast við þemu og forrit',
      },
      ownership: {
        label: 'Eignarhald á gögnum',
        woocommerce: 'Alfarið í þinni eigu',
        shopify: 'Gögnin eru hýst hjá Shopify',
      },
      bestFor: {
        label: 'Hentar best',
        woocommerce: 'Verslunum sem vilja sveigjanleika og fulla stjórn',
        shopify: 'Verslunum sem vilja einfaldan rekstur og hraða byrjun',
      },
    },
  },
  cta: {
    title: 'Opnaðu netverslunina',
    text: 'Segðu okkur frá vöruúrvalinu og markmiðunum. Við hjálpum þér að velja á milli WooCommerce og Shopify og sendum þér tilboð.',
  },
};
