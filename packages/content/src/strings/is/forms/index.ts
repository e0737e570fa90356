import { formTopics, glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

// The `forms` namespace: labels, choices and messages of the five forms (contact, quote, service desk, two orders).
export const forms = {
  labels: {
    name: 'Nafn',
    email: 'Netfang',
    phone: 'Símanúmer',
    company: 'Fyrirtæki',
    subject: 'Efni',
    message: 'Skilaboð',
    projectDescription: 'Lýsing á verkefni',
    budget: 'Fjárhagsrammi',
    timeline: 'Tímarammi',
    services: 'Þjónusta',
    solutions: 'Lausnir',
    website: 'Vefsíða',
    problem: 'Lýsing á vandamáli',
    urgency: 'Forgangur',
    type: 'Tegund beiðni',
    domain: 'Lén',
    package: 'Pakki',
    submit: 'Senda',
  },
  placeholders: {
    budget: 'Veldu fjárhagsramma',
    timeline: 'Veldu tímaramma',
    urgency: 'Veldu forgang',
  },
  options: {
    budget: {
      b100_500: '100.000–500.000 kr.',
      b500_1000: '500.000–1.000.000 kr.',
      b1000_2000: '1–2 milljónir kr.',
      b2000_3000: '2–3 milljónir kr.',
      b3000_5000: '3–5 milljónir kr.',
      b5000_10000: '5–10 milljónir kr.',
      b10000plus: '10 milljónir kr. eða meira',
    },
    timeline: {
      w1_2: '1–2 vikur',
      w2_4: '2–4 vikur',
      m1_2: '1–2 mánuðir',
      m2_3: '2–3 mánuðir',
      m3_6: '3–6 mánuðir',
      m6plus: '6 mánuðir eða lengur',
    },
    ...formTopics('is'),
    urgency: {
      low: 'Lágur',
      medium: 'Miðlungs',
      high: 'Hár',
      urgent: 'Áríðandi',
    },
    type: {
      error: 'Villa',
      enquiry: 'Fyrirspurn',
      changeRequest: 'Breytingabeiðni',
      update: 'Uppfærsla',
    },
    package: {
      wordpressExpress: 'WordPress Express',
      woocommerceExpress: 'WooCommerce Express',
      basic: g.tiers.basic,
      business: g.tiers.business,
      enterprise: g.tiers.enterprise,
    },
  },
  // Headings over the quote form's services; its solutions take the solutions menu's groups (nav:menu.groups).
  groups: {
    services: {
      build: 'Hönnun og smíði',
      grow: 'Sýnileiki og vöxtur',
      care: 'Ráðgjöf og rekstur',
    },
  },
  requiredNote: 'Reiti merkta * þarf að fylla út.',
  pending: 'Sendir...',
  error: 'Villa kom upp við að senda form. Vinsamlegast reyndu aftur.',
  success: {
    title: 'Takk fyrir!',
    close: 'Loka',
    contact: 'Takk fyrir skilaboðin! Við munum hafa samband við þig eins fljótt og auðið er.',
    quote: 'Takk fyrir fyrirspurnina! Við munum senda þér tilboð eins fljótt og auðið er.',
    order: 'Takk fyrir pöntunina! Við munum hafa samband við þig eins fljótt og auðið er til að hefja verkefnið.',
    serviceDesk: 'Takk fyrir beiðnina! Við munum hafa samband við þig eins fljótt og auðið er.',
    /** When the reply comes, shown after the spec's thank-you text (24 hours: the longest answer time the company promises, spec section 9). */
    reply: {
      contact: 'Þú heyrir frá okkur innan sólarhrings.',
      quote: 'Þú heyrir frá okkur innan sólarhrings og færð tilboðið innan tveggja virkra daga frá fyrsta samtali.',
      order: 'Þú heyrir frá okkur innan sólarhrings.',
      serviceDesk: 'Við svörum innan þess viðbragðstíma sem gildir um forganginn sem þú valdir, innan klukkustundar ef beiðnin er áríðandi.',
    },
  },
  packagePanelTitle: 'Valinn pakki',
  honeypot: 'Ekki fylla út þennan reit',
  fieldErrors: {
    required: 'Fylltu út þennan reit.',
    tooLong: 'Textinn má vera í mesta lagi {{max}} stafir. Styttu hann.',
    email: 'Sláðu inn gilt netfang, t.d. nafn@fyrirtaeki.is.',
    emailLocalPart: 'Á undan @ mega aðeins vera bókstafirnir a–z (ekki broddstafir, þ, æ, ð eða ö), tölustafir og tákn eins og . _ - +. Skrifaðu t.d. jon@dæmi.is en ekki jón@dæmi.is.',
    url: 'Sláðu inn fulla vefslóð sem byrjar á http:// eða https://.',
    option: 'Veldu einn af valkostunum.',
    control: 'Textinn inniheldur ógild tákn.',
    bidi: 'Textinn inniheldur ósýnileg tákn sem breyta lesátt hans. Fjarlægðu þau.',
    /** A field's own wording of a refusal, by the last part of its label key; the general messages above are the fallback. */
    fields: {
      name: { required: 'Sláðu inn nafnið þitt.' },
      email: { required: 'Sláðu inn netfangið þitt.', email: 'Sláðu inn netfang á forminu nafn@fyrirtaeki.is.' },
      subject: { required: 'Skrifaðu um hvað erindið snýst.' },
      message: { required: 'Skrifaðu skilaboðin til okkar.' },
      projectDescription: { required: 'Segðu okkur í nokkrum orðum frá verkefninu svo við getum gert þér tilboð.' },
      problem: { required: 'Lýstu vandamálinu svo við getum aðstoðað þig.' },
      urgency: { required: 'Veldu hversu áríðandi beiðnin er.' },
      website: { url: 'Sláðu inn fulla vefslóð, t.d. https://www.fyrirtaeki.is.' },
    },
  },
  /** Heading of the error summary above a form after a failed send. */
  summaryTitle: 'Eitthvað þarf að laga',
  noscript: {
    thanksTitle: 'Sendingin hefur borist',
    thanksText: 'Takk fyrir! Við höfum móttekið upplýsingarnar og höfum samband við þig eins fljótt og auðið er.',
    errorTitle: 'Ekki tókst að senda formið',
    errorText: 'Einhverjar upplýsingar vantar eða eru ekki á réttu formi. Farðu til baka, yfirfarðu reitina og reyndu aftur.',
    back: 'Til baka',
  },
};
