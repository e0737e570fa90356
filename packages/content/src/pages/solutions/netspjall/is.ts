import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.netspjall,
  menuText: 'Svör strax, frá teyminu eða gervigreind',
  card: {
    title: g.solutions.netspjall,
    text: 'Svaraðu viðskiptavinum strax, með starfsfólki eða spjallmenni sem vaktar spjallið allan sólarhringinn.',
  },
  metaTitle: `${g.solutions.netspjall}\u00a0– svaraðu viðskiptavinum strax`,
  metaDescription:
    'Netspjall með gervigreind frá Hrauni: svaraðu gestum vefsins allan sólarhringinn og léttu álagi af starfsfólki. Pakkar frá 14.950 kr. á mánuði án vsk.',
  metaKeywords: 'netspjall, spjallmenni, gervigreind, AI chatbot, þjónustuver, lifandi spjall, þjónustufulltrúi, viðskiptavinaþjónusta',
  breadcrumb: g.solutions.netspjall,
  hero: {
    title: g.solutions.netspjall,
    text: 'Svaraðu spurningum gesta á vefnum um leið og þær vakna. Spjallmenni með gervigreind sér um algengustu spurningarnar allan sólarhringinn og starfsfólkið þitt tekur við þegar þörf er á.',
  },
  features: {
    title: 'Snjallara spjall á vefnum',
    text: 'Allt sem þarf til að veita hraða og persónulega þjónustu á netinu.',
    liveChat: {
      title: 'Lifandi spjall',
      text: 'Spjallgluggi í útliti vefsins þíns þar sem gestir ná sambandi við starfsfólk með einum smelli.',
    },
    aiBot: {
      title: 'Spjallmenni með gervigreind',
      text: 'Spjallmennið lærir af efni vefsins og algengum spurningum og svarar á náttúrulegan hátt, á nóttu sem degi.',
    },
    handover: {
      title: 'Starfsfólk tekur við þegar þörf krefur',
      text: 'Þegar spurningin þarfnast svars frá manneskju tekur þjónustufulltrúi við samtalinu og sér alla samtalssöguna.',
    },
    languages: {
      title: 'Mörg tungumál',
      text: 'Spjallið skilur og svarar á íslensku, ensku og fjölda annarra tungumála, svo allir gestir fái þjónustu.',
    },
    integrations: {
      title: 'Tengist kerfunum þínum',
      text: 'Tengdu spjallið við CRM-kerfi, bókunarkerfi eða netverslun svo svörin byggi á réttum upplýsingum.',
    },
    insights: {
      title: 'Greining á samtölum',
      text: 'Sjáðu hvað viðskiptavinir spyrja oftast um og nýttu innsýnina til að bæta vefinn og þjónustuna.',
    },
  },
  packages: {
    title: 'Spjallpakkar',
    text: 'Veldu pakka eftir stærð teymisins. Verð eru á mánuði án vsk.',
    basic: {
      name: g.tiers.basic,
      description: 'Lifandi spjall fyrir minni fyrirtæki.',
      features: {
        agents: '1 þjónustufulltrúi',
        widget: 'Spjallgluggi í útliti vefsins',
        history: 'Samtalssaga og tilkynningar',
        devices: 'Svaraðu í síma eða tölvu',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Lifandi spjall og gervigreind sem vinna saman.',
      features: {
        agents: '3 þjónustufulltrúar',
        aiBot: 'Spjallmenni með gervigreind',
        widget: 'Spjallgluggi í útliti vefsins',
        history: 'Samtalssaga og tilkynningar',
        reports: 'Skýrslur um samtöl',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Fyrir stór þjónustuteymi og mikið magn samtala.',
      features: {
        agents: 'Ótakmarkaður fjöldi þjónustufulltrúa',
        aiBot: 'Spjallmenni með gervigreind',
        training: 'Spjallmenni þjálfað á þínum gögnum',
        integrations: 'Tengingar við CRM og önnur kerfi',
        priority: 'Forgangsþjónusta',
      },
    },
  },
  benefits: {
    title: 'Ávinningurinn af netspjalli',
    availability: {
      title: 'Opið allan sólarhringinn',
      text: 'Gestir fá svör strax, líka á kvöldin og um helgar þegar skrifstofan er lokuð.',
    },
    sales: {
      title: 'Fleiri viðskiptatækifæri',
      text: 'Skjót svör á réttu augnabliki breyta fleiri heimsóknum í fyrirspurnir og sölu.',
    },
    savings: {
      title: 'Minna álag á starfsfólk',
      text: 'Gervigreindin svarar endurteknum spurningum svo teymið geti einbeitt sér að flóknari málum.',
    },
    satisfaction: {
      title: 'Ánægðari viðskiptavinir',
      text: 'Enginn þarf að bíða í símanum eða eftir tölvupósti. Þjónustan verður hraðari og persónulegri.',
    },
  },
  cta: {
    title: 'Bættu netspjalli við vefinn þinn',
    text: 'Við setjum spjallið upp, þjálfum spjallmennið á þínu efni og komum því í loftið. Fáðu tilboð í dag.',
  },
};
