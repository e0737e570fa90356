import { glossaryIn } from '../../../glossary';
import { formatDate } from '../../../format';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.personuvernd,
  metaTitle: 'Persónuverndarstefna',
  metaDescription:
    'Persónuverndarstefna Hrauns: hvaða upplýsingum við söfnum, í hvaða tilgangi og á hvaða lagagrundvelli, hve lengi þær eru geymdar og hver réttindi þín eru.',
  metaKeywords:
    'persónuvernd, persónuverndarstefna, persónuupplýsingar, GDPR, réttindi hins skráða, vafrakökur, vinnsluaðilar, Persónuvernd',
  breadcrumb: g.pages.personuvernd,
  hero: {
    title: 'Persónuverndarstefna',
    text: `Hér útskýrum við hvernig Hraun ehf. safnar, notar og verndar persónuupplýsingar þínar. Síðast uppfært ${formatDate('2024-03-11', 'is')}.`,
  },
  /** Which language version prevails. */
  languageNote: 'Stefnan er einnig birt á ensku, spænsku og dönsku. Ef misræmi er á milli útgáfna gildir íslenski textinn.',
  controller: {
    title: '1. Ábyrgðaraðili',
    p1: 'Hraun ehf. er ábyrgðaraðili þeirrar vinnslu persónuupplýsinga sem fer fram á vefnum og í tengslum við þjónustu félagsins. Hraun rekur starfsstöðvar í Reykjavík, Kaupmannahöfn og Barcelona.',
    p2: 'Stefnan byggist á lögum nr. 90/2018 um persónuvernd og vinnslu persónuupplýsinga og almennu persónuverndarreglugerðinni (ESB) 2016/679 (GDPR).',
  },
  dataCollected: {
    title: '2. Upplýsingar sem við söfnum',
    p1: 'Upplýsingar sem þú veitir okkur: nafn, netfang, símanúmer og fyrirtæki, ásamt því sem þú skrifar í skilaboð, verkefnalýsingar og beiðnir.',
    p2: 'Upplýsingar um viðskipti: pöntuð þjónusta og pakkar, lén, samningar og reikningar.',
    p3: 'Tæknilegar upplýsingar: IP-tala, tegund vafra og tækis, skoðaðar síður og tími heimsóknar, tungumálaval og val þitt um vafrakökur.',
  },
  purposes: {
    title: '3. Tilgangur vinnslu',
    p1: 'Við notum upplýsingarnar til að svara fyrirspurnum, útbúa tilboð, afgreiða pantanir, veita umsamda þjónustu, sinna beiðnum á þjónustuborði og innheimta fyrir vinnu okkar.',
    p2: 'Við notum þær einnig til að tryggja öryggi vefsins og verjast ruslpósti og misnotkun og, með samþykki þínu, til að greina notkun vefsins svo að við getum bætt hann.',
    p3: 'Við seljum ekki persónuupplýsingar og notum þær hvorki til sjálfvirkrar ákvarðanatöku né gerðar persónusniðs.',
  },
  legalBasis: {
    title: '4. Lagagrundvöllur',
    p1: 'Vinnsla vegna tilboðsbeiðna, pantana og þjónustusamninga er nauðsynleg til að gera ráðstafanir að beiðni þinni áður en samningur er gerður eða til að efna samning (b-liður 1. mgr. 6. gr. GDPR).',
    p2: 'Svör við almennum fyrirspurnum, öryggi vefsins og varnir gegn misnotkun byggjast á lögmætum hagsmunum okkar (f-liður sama ákvæðis).',
    p3: 'Varðveisla bókhaldsgagna byggist á lagaskyldu (c-liður) og greiningarvafrakökur á samþykki þínu (a-liður), sem þú getur dregið til baka hvenær sem er.',
  },
  forms: {
    title: '5. Eyðublöð á vefnum',
    p1: 'Á vefnum eru fjórar tegundir eyðublaða: fyrirspurnaform, tilboðsbeiðni, pöntunarform og beiðnir á þjónustuborði. Það sem þú sendir er eingöngu notað til að sinna erindi þínu.',
    p2: 'Fyrirspurnaform: nafn, netfang, sími, fyrirtæki, efni og skilaboð. Tilboðsbeiðni: sömu tengiliðaupplýsingar, verkefnalýsing, fjárhagsrammi, tímarammi og sú þjónusta og þær lausnir sem þú velur. Pöntunarform: tengiliðaupplýsingar, lén, skilaboð og valinn pakki. Þjónustuborð: tengiliðaupplýsingar, vefslóð, lýsing á vandamáli, forgangur og tegund beiðni.',
    p3: 'Á hverju eyðublaði er merkt hvaða reitir eru nauðsynlegir. Sendingar eru vistaðar á öruggan hátt og aðeins starfsfólk sem sinnir erindinu hefur aðgang að þeim. Eyðublöðin innihalda falinn reit sem ver gegn ruslpósti en safnar engum persónuupplýsingum.',
  },
  cookies: {
    title: '6. Vafrakökur og staðbundin geymsla',
    p1: 'Vefurinn notar lotuköku, greiningarvafrakökur og vafraköku sem man samþykki þitt. Greiningarvafrakökur eru aðeins notaðar með samþykki þínu.',
    p2: 'Í staðbundinni geymslu vafrans er vistað hvaða tungumál þú valdir (i18nextLng) og hvort þú hafir samþykkt vafrakökur (cookiesAccepted). Nánari upplýsingar, meðal annars um gildistíma hverrar vafraköku, eru í stefnu okkar um vafrakökur.',
  },
  processors: {
    title: '7. Vinnsluaðilar og miðlun',
    p1: 'Við notum trausta þjónustuaðila sem vinna upplýsingar fyrir okkar hönd, svo sem við hýsingu vefs og gagnagrunna, móttöku eyðublaða, tölvupóstsendingar, vefgreiningu og bókhald. Við gerum vinnslusamninga við þá og þeim er aðeins heimilt að vinna upplýsingarnar samkvæmt fyrirmælum okkar.',
    p2: 'Upplýsingar eru að jafnaði vistaðar innan Evrópska efnahagssvæðisins (EES). Séu þær fluttar út fyrir EES, til dæmis til Bandaríkjanna vegna vefgreiningar, er það aðeins gert á grundvelli viðeigandi verndarráðstafana, svo sem ákvörðunar framkvæmdastjórnar ESB um fullnægjandi vernd eða staðlaðra samningsákvæða.',
    p3: 'Við afhendum ekki öðrum persónuupplýsingar nema lagaskylda standi til þess eða þú hafir óskað eftir því.',
  },
  retention: {
    title: '8. Varðveisla',
    p1: 'Við geymum persónuupplýsingar ekki lengur en nauðsynlegt er miðað við tilgang vinnslunnar.',
    p2: 'Fyrirspurnir og tilboðsbeiðnir sem ekki leiða til viðskipta eru varðveittar á meðan erindið er til meðferðar og hæfilegan tíma eftir það. Upplýsingar um viðskiptavini eru varðveittar á meðan viðskiptasambandið varir.',
    p3: 'Bókhaldsgögn, svo sem reikningar, eru varðveitt í sjö ár frá lokum reikningsárs samkvæmt lögum nr. 145/1994 um bókhald.',
  },
  rights: {
    title: '9. Réttindi þín',
    p1: 'Samkvæmt persónuverndarlögum og GDPR átt þú rétt á aðgangi að upplýsingum um þig, að fá þær leiðréttar eða þeim eytt, að fá vinnslu þeirra takmarkaða, að andmæla vinnslu og að fá upplýsingarnar afhentar á tölvulesanlegu formi (flutningsréttur).',
    p2: 'Byggi vinnsla á samþykki getur þú dregið það til baka hvenær sem er. Afturköllun hefur ekki áhrif á lögmæti vinnslu fram að því.',
    p3: 'Við svörum beiðnum innan mánaðar. Teljir þú að vinnslan brjóti gegn lögum getur þú sent kvörtun til Persónuverndar (www.personuvernd.is) eða til persónuverndaryfirvalda í því landi þar sem þú býrð.',
  },
  contact: {
    title: '10. Samskipti og breytingar',
    p1: 'Spurningum og beiðnum um persónuvernd má beina til okkar í gegnum síðuna Hafa samband. Við kunnum að biðja þig að staðfesta hver þú ert áður en við afgreiðum beiðni.',
    p2: 'Við kunnum að uppfæra stefnuna, til dæmis vegna breytinga á þjónustu eða lögum. Ný útgáfa er birt á þessari síðu með dagsetningu uppfærslunnar og verulegar breytingar kynnum við sérstaklega.',
  },
};
