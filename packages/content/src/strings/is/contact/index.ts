import { officeHoursByCity, openingTimes } from '../../../hours';
// The `contact` namespace: the contact, quote and service-desk pages, and the opening hours they share.
export const contact = {
  page: {
    metaTitle: 'Hafa samband',
    metaDescription:
      'Hafðu samband við Hraun í Reykjavík, Kaupmannahöfn eða Barcelona. Sendu okkur skilaboð, hringdu eða sendu tölvupóst og við svörum eins fljótt og auðið er.',
    metaKeywords: 'hafa samband, vefstofa, Hraun, vefsíðugerð, vefhönnun, Reykjavík, Kaupmannahöfn, Barcelona',
    breadcrumb: 'Hafa samband',
    title: 'Hafðu samband',
    intro: 'Ertu með spurningu eða verkefni í huga? Sendu okkur línu og við höfum samband eins fljótt og auðið er.',
    detailsTitle: 'Samskiptaupplýsingar',
    phone: 'Sími',
    email: 'Netfang',
    officesTitle: 'Skrifstofur',
  },
  quote: {
    metaTitle: 'Fá tilboð',
    metaDescription:
      'Fáðu tilboð frá Hrauni í vefsíðu, netverslun eða aðra stafræna lausn. Segðu okkur frá verkefninu, fjárhagsrammanum og tímarammanum. Án skuldbindingar.',
    metaKeywords: 'tilboð, verðtilboð, vefsíðugerð, netverslun, vefhönnun, vefþróun, Hraun',
    breadcrumb: 'Fá tilboð',
    title: 'Fáðu tilboð í verkefnið',
    intro:
      'Segðu okkur frá verkefninu og við sendum þér tilboð sem er sniðið að þínum þörfum. Það kostar ekkert og er án skuldbindingar.',
    next: {
      title: 'Hvað gerist næst?',
      steps: [
        'Við förum yfir fyrirspurnina og höfum samband innan sólarhrings.',
        'Við förum saman yfir markmið, umfang og tímaramma, í síma eða á fundi.',
        'Þú færð skriflegt tilboð innan tveggja virkra daga frá samtalinu, sniðið að verkefninu og án skuldbindingar.',
      ],
      /** The same steps in one short line each: the list over the send button while the side panel is under the form. */
      shortSteps: [
        'Við höfum samband innan sólarhrings.',
        'Við förum yfir markmið og tímaramma.',
        'Þú færð tilboð innan tveggja virkra daga.',
      ],
      reply: 'Svar innan sólarhrings',
    },
    send: 'Senda fyrirspurn',
    privacyNote: 'Við notum upplýsingarnar aðeins til að svara fyrirspurninni.',
  },
  serviceDesk: {
    metaTitle: 'Þjónustuborð',
    metaDescription:
      'Þjónustuborð Hrauns: tilkynntu villu, sendu fyrirspurn eða biddu um breytingu eða uppfærslu á vefnum. Áríðandi beiðnum svörum við innan klukkustundar.',
    metaKeywords: 'þjónustuborð, þjónustubeiðni, villa, breytingabeiðni, uppfærsla, vefumsjón, Hraun',
    breadcrumb: 'Þjónustuborð',
    title: 'Þjónustuborð',
    intro:
      'Tilkynntu villu, sendu fyrirspurn eða óskaðu eftir breytingu eða uppfærslu. Veldu forgang og við bregðumst við innan tilgreinds tíma.',
    responseTitle: 'Viðbragðstími',
    urgency: {
      urgent: 'Áríðandi',
      high: 'Hár forgangur',
      medium: 'Miðlungs forgangur',
      low: 'Lágur forgangur',
    },
    within_one: 'Innan {{count}} klukkustundar',
    within_other: 'Innan {{count}} klukkustunda',
  },
  hours: {
    title: 'Opnunartími',
    weekdays: 'Mánudaga til föstudaga',
    weekdayTimes: openingTimes('is'),
    timeZoneNote: 'Hver skrifstofa fylgir þessum tíma á sínu tímabelti:',
    /** Each office's hours with its time zone, e.g. '9:00 AM–5:00 PM (Central European Time)'. */
    offices: officeHoursByCity('is'),
    weekend: 'Laugardaga og sunnudaga',
    closed: 'Lokað',
    emergency: 'Utan opnunartíma er hægt að hringja í okkur í neyðartilvikum.',
  },
};
