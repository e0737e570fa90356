import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.wordpress,
  menuText: 'Sveigjanlegir vefir sem auðvelt er að uppfæra',
  card: {
    title: g.solutions.wordpress,
    text: 'Sveigjanlegir WordPress-vefir sem auðvelt er að uppfæra og stækka.',
  },
  metaTitle: `${g.solutions.wordpress}-vefir`,
  metaDescription:
    'Við smíðum hraða og örugga WordPress-vefi sem auðvelt er að uppfæra. Veldu WordPress Express eða WooCommerce Express og komdu vefnum fljótt í loftið.',
  metaKeywords: 'WordPress, WordPress-vefur, WordPress-síða, WooCommerce, WordPress Express, WooCommerce Express, vefsíðugerð, vefumsjónarkerfi',
  breadcrumb: g.solutions.wordpress,
  hero: {
    title: `${g.solutions.wordpress}-vefir sem auðvelt er að stýra`,
    text: 'WordPress er vinsælasta vefumsjónarkerfi heims. Við smíðum hraða, örugga og fallega WordPress-vefi sem þú getur uppfært án þess að kunna forritun.',
  },
  features: {
    title: 'Af hverju WordPress?',
    text: 'Sex ástæður fyrir því að WordPress hentar flestum fyrirtækjum.',
    items: {
      editor: {
        title: 'Einfalt að uppfæra',
        text: 'Bættu við síðum, fréttum og myndum í einföldu stjórnborði, án aðstoðar forritara.',
      },
      plugins: {
        title: 'Þúsundir viðbóta',
        text: 'Bókanir, form, fréttabréf og margt fleira með viðbótum sem milljónir vefja nota daglega.',
      },
      seo: {
        title: 'Traustur grunnur fyrir leitarvélar',
        text: 'Hreinn kóði, góður hraði og öflug SEO-verkfæri hjálpa vefnum að komast ofar á Google.',
      },
      responsive: {
        title: 'Virkar í öllum tækjum',
        text: 'Vefurinn lagar sig sjálfkrafa að síma, spjaldtölvu og tölvu.',
      },
      security: {
        title: 'Öryggi og uppfærslur',
        text: 'Við sjáum um uppfærslur, afritun og öryggisvöktun svo vefurinn sé alltaf vel varinn.',
      },
      woocommerce: {
        title: 'Netverslun með WooCommerce',
        text: 'Bættu netverslun við vefinn hvenær sem er með WooCommerce, án þess að skipta um kerfi.',
      },
    },
  },
  packages: {
    title: 'Express-pakkar',
    text: 'Pakkar á föstu verði fyrir þá sem vilja komast fljótt af stað. Við hönnum og skrifum síðurnar sem vefurinn opnar með. Verð eru án vsk. og greidd einu sinni.',
    items: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
      },
    },
  },
  cta: {
    title: 'Þarftu sérsniðinn WordPress-vef?',
    text: 'Ef Express-pakkarnir duga ekki smíðum við WordPress-vef eftir þínum þörfum. Fáðu tilboð þér að kostnaðarlausu.',
  },
};
