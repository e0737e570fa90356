import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.bokunarkerfi,
  menuText: 'Bókanir og greiðslur á netinu, allan sólarhringinn',
  card: {
    title: g.solutions.bokunarkerfi,
    text: 'Viðskiptavinir bóka tíma og greiða á netinu, hvenær sólarhringsins sem er.',
  },
  homeCard: {
    title: g.solutions.bokunarkerfi,
    text: 'Netbókanir allan sólarhringinn fyrir hótel, bílaleigur, hárgreiðslu- og snyrtistofur og veitingastaði, með sjálfvirkum áminningum.',
  },
  metaTitle: g.solutions.bokunarkerfi,
  metaDescription:
    'Bókunarkerfi sem tekur við pöntunum og greiðslum á netinu allan sólarhringinn. Fyrir bílaleigur, hótel, hárgreiðslustofur, líkamsrækt og veitingastaði.',
  metaKeywords:
    'bókunarkerfi, tímabókanir, netbókanir, tímapantanir, borðapantanir, bókunarkerfi fyrir hótel, bílaleigur, hárgreiðslustofur, heilbrigðisþjónustu, líkamsrækt',
  breadcrumb: g.solutions.bokunarkerfi,
  hero: {
    title: `${g.solutions.bokunarkerfi} sem vinnur allan sólarhringinn`,
    text: 'Leyfðu viðskiptavinum að bóka tíma, borð eða herbergi á vefnum hvenær sem þeim hentar. Færri símtöl, færri mistök og fleiri bókanir.',
  },
  features: {
    title: 'Allt sem þarf til að taka við bókunum',
    text: 'Kerfið sér um bókanir, greiðslur og áminningar svo starfsfólkið geti sinnt viðskiptavinunum.',
    items: {
      online: {
        title: 'Netbókanir allan sólarhringinn',
        text: 'Viðskiptavinir sjá lausa tíma í rauntíma og bóka á nokkrum sekúndum, í tölvu eða síma.',
      },
      payments: {
        title: 'Greiðslur og staðfestingargjöld',
        text: 'Taktu við greiðslu eða staðfestingargjaldi um leið og bókað er og fækkaðu þeim sem mæta ekki.',
      },
      reminders: {
        title: 'Sjálfvirkar áminningar',
        text: 'Staðfestingar og áminningar berast sjálfkrafa með tölvupósti eða SMS.',
      },
      calendarSync: {
        title: 'Samstilling dagatala',
        text: 'Bókanir birtast strax í Google Calendar, Outlook og öðrum dagatölum starfsfólksins.',
      },
      resources: {
        title: 'Starfsfólk og aðstaða',
        text: 'Haltu utan um vaktir, herbergi, tæki og þjónustuframboð á einum stað.',
      },
      reports: {
        title: 'Skýrslur og yfirsýn',
        text: 'Sjáðu nýtingu, tekjur og vinsælustu þjónustuna í skýrum skýrslum.',
      },
    },
  },
  industries: {
    title: 'Lausnir fyrir ólíkar greinar',
    text: 'Hver atvinnugrein hefur sínar þarfir og við lögum bókunarkerfið að þínum rekstri.',
    items: {
      carRental: {
        title: 'Bílaleigur',
        text: 'Bókun bíla eftir flokkum og dagsetningum, aukabúnaður eins og barnabílstólar og afhending á flugvelli.',
      },
      hotels: {
        title: 'Hótel og gististaðir',
        text: 'Herbergjabókanir með framboði í rauntíma, árstíðabundnu verði og tengingu við bókunarsíður.',
      },
      hairSalons: {
        title: 'Hárgreiðslu- og snyrtistofur',
        text: 'Viðskiptavinir velja þjónustu og starfsmann og fá áminningu daginn fyrir tímann.',
      },
      healthcare: {
        title: 'Heilbrigðisþjónusta',
        text: 'Örugg tímabókun hjá læknum, sjúkraþjálfurum og sálfræðingum þar sem persónuvernd er í fyrirrúmi.',
      },
      fitness: {
        title: 'Líkamsrækt',
        text: 'Skráning í hóptíma og einkaþjálfun, með biðlistum, klippikortum og áskriftum.',
      },
      restaurants: {
        title: 'Veitingastaðir',
        text: 'Borðapantanir á netinu með yfirsýn yfir sali og borð og áminningum sem fækka auðum borðum.',
      },
    },
  },
  cta: {
    title: 'Byrjaðu að taka við bókunum á netinu',
    text: 'Segðu okkur frá rekstrinum og við sendum þér tilboð í bókunarkerfi sem fellur að þínum þörfum.',
  },
};
