import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.vafrakokur,
  metaTitle: 'Stefna um vafrakökur',
  metaDescription:
    'Hvaða vafrakökur vefur Hrauns notar og hvað hann vistar í staðbundinni geymslu, í hvaða tilgangi og hve lengi, og hvernig þú getur stýrt vafrakökum.',
  metaKeywords: 'vafrakökur, stefna um vafrakökur, lotukaka, greiningarvafrakökur, staðbundin geymsla, persónuvernd',
  breadcrumb: g.pages.vafrakokur,
  hero: {
    title: 'Stefna um vafrakökur',
    text: 'Hér útskýrum við hvaða vafrakökur vefur Hrauns notar, hvað hann vistar í staðbundinni geymslu vafrans, í hvaða tilgangi og hvernig þú getur stýrt því.',
  },
  what: {
    title: 'Hvað eru vafrakökur?',
    p1: 'Vafrakökur eru litlar textaskrár sem vefsíða vistar í vafranum þínum. Þær gera vefnum kleift að muna aðgerðir og stillingar á milli síðna og heimsókna.',
    p2: 'Vafrakökur geta komið frá vefnum sjálfum (vafrakökur fyrsta aðila) eða frá þjónustu sem vefurinn notar, svo sem vefgreiningu (vafrakökur þriðja aðila).',
  },
  use: {
    title: 'Hvernig við notum vafrakökur',
    p1: 'Við notum vafrakökur til að vefurinn virki sem skyldi, til að muna val þitt um vafrakökur og, með samþykki þínu, til að greina hvernig vefurinn er notaður svo að við getum bætt hann.',
    p2: 'Við notum ekki vafrakökur til að birta auglýsingar og seljum engar upplýsingar sem þær safna.',
  },
  types: {
    title: 'Tegundir vafrakaka',
    p1: 'Nauðsynlegar vafrakökur halda utan um heimsóknina og muna val þitt um vafrakökur. Án þeirra virkar vefurinn ekki sem skyldi og því þarf ekki samþykki fyrir þeim.',
    p2: 'Greiningarvafrakökur (Google Analytics) safna upplýsingum um notkun vefsins, til dæmis hvaða síður eru skoðaðar og hve lengi. Þær eru aðeins settar með samþykki þínu.',
    p3: 'Lotukökur eyðast þegar vafranum er lokað en varanlegar vafrakökur eru geymdar þar til gildistími þeirra rennur út eða þú eyðir þeim.',
  },
  list: {
    title: `${g.pages.vafrakokur} sem við notum`,
    p1: 'Taflan sýnir þær vafrakökur og færslur í staðbundinni geymslu sem vefurinn notar, tilgang þeirra og gildistíma.',
  },
  table: {
    title: 'Tafla yfir vafrakökur',
    columns: {
      name: 'Heiti',
      purpose: 'Tilgangur',
      duration: 'Gildistími',
    },
    rows: {
      session: {
        label: 'Lotukaka',
        purpose: 'Heldur utan um heimsóknina svo að vefurinn virki sem skyldi',
        duration: 'Þar til vafranum er lokað',
      },
      ga: {
        label: '_ga',
        purpose: 'Vefgreining (Google Analytics): greinir á milli notenda',
        duration: '2 ár',
      },
      gid: {
        label: '_gid',
        purpose: 'Vefgreining (Google Analytics): greinir á milli notenda innan sólarhrings',
        duration: '24 klukkustundir',
      },
      consent: {
        label: 'Samþykkiskaka',
        purpose: 'Man hvort þú hafir samþykkt vafrakökur',
        duration: '1 ár',
      },
      language: {
        label: 'i18nextLng',
        purpose: 'Staðbundin geymsla: man tungumálið sem þú valdir',
        duration: 'Þar til færslunni er eytt',
      },
      accepted: {
        label: 'cookiesAccepted',
        purpose: 'Staðbundin geymsla: man hvort þú samþykktir eða hafnaðir vafrakökum svo að tilkynningin birtist ekki aftur',
        duration: 'Þar til færslunni er eytt',
      },
    },
  },
  localStorage: {
    title: 'Staðbundin geymsla',
    p1: 'Auk vafrakaka notar vefurinn staðbundna geymslu vafrans (local storage). Þar eru vistaðar tvær færslur: i18nextLng, sem man tungumálið sem þú valdir, og cookiesAccepted, sem man hvort þú samþykktir vafrakökur (true) eða hafnaðir þeim (false) svo að tilkynningin birtist ekki aftur.',
    p2: 'Færslurnar eru aðeins vistaðar í tækinu þínu og eru ekki sendar okkur. Þær hafa engan gildistíma og haldast þar til þeim er eytt, til dæmis í stillingum vafrans.',
  },
  manage: {
    title: 'Að stýra vafrakökum',
    p1: 'Í tilkynningunni sem birtist á vefnum velur þú „Samþykkja“ eða „Hafna“. Ef þú samþykkir má vefurinn setja greiningarvafrakökur. Ef þú hafnar eru aðeins nauðsynlegar vafrakökur notaðar og engar greiningarvafrakökur settar. Hvort sem þú velur er valið munað og tilkynningin birtist ekki aftur. Ef þú lokar tilkynningunni án þess að velja eru engar greiningarvafrakökur settar og hún birtist aftur næst þegar síða er opnuð.',
    p2: 'Í stillingum vafrans getur þú skoðað og eytt vafrakökum og gögnum í staðbundinni geymslu og lokað á vafrakökur að hluta eða öllu leyti. Ef þú lokar á nauðsynlegar vafrakökur getur verið að hlutar vefsins virki ekki sem skyldi.',
    p3: 'Þú getur dregið samþykki þitt til baka hvenær sem er með því að eyða vafrakökum og gögnum vefsins í vafranum. Þá birtist tilkynningin aftur.',
  },
  changes: {
    title: 'Breytingar og fyrirspurnir',
    p1: 'Við kunnum að uppfæra þessa stefnu ef breytingar verða á þeim vafrakökum sem vefurinn notar. Nýjasta útgáfan er ávallt birt á þessari síðu.',
    p2: 'Nánar má lesa um meðferð persónuupplýsinga í persónuverndarstefnu okkar. Spurningum má beina til okkar í gegnum síðuna Hafa samband.',
  },
};
