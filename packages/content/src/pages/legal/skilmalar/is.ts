import { glossaryIn } from '../../../glossary';
import { openingTimes } from '../../../hours';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.skilmalar,
  metaTitle: g.pages.skilmalar,
  metaDescription:
    'Almennir viðskiptaskilmálar Hrauns: tímagjald, greiðslufrestur, þjónustusamningar og uppsögn, breytingar á skilmálum, ábyrgð, hugverkaréttindi og lög.',
  metaKeywords:
    'skilmálar, viðskiptaskilmálar, tímagjald, greiðsluskilmálar, þjónustusamningur, uppsagnarfrestur, ábyrgð, hugverkaréttindi',
  breadcrumb: g.pages.skilmalar,
  hero: {
    title: g.pages.skilmalar,
    text: 'Almennir viðskiptaskilmálar Hrauns ehf. vegna vefsíðugerðar, hugbúnaðar, hýsingar og tengdrar þjónustu.',
  },
  /** Which language version prevails. */
  languageNote: 'Skilmálarnir eru einnig birtir á ensku, spænsku og dönsku. Ef misræmi er á milli útgáfna gildir íslenski textinn.',
  scope: {
    title: '1. Gildissvið',
    p1: 'Skilmálar þessir gilda um alla þjónustu sem Hraun ehf. (hér eftir „Hraun“) veitir viðskiptavinum sínum, þar á meðal vefsíðugerð, vefhönnun, forritun, ráðgjöf, markaðssetningu, hýsingu, tölvupóst og vefumsjón.',
    p2: 'Með því að samþykkja tilboð, leggja inn pöntun eða undirrita þjónustusamning samþykkir viðskiptavinur skilmálana. Víki skriflegur samningur aðila frá skilmálunum gengur samningurinn framar.',
  },
  services: {
    title: '2. Þjónusta og afhending',
    p1: 'Umfang, afhendingartími og verð hvers verkefnis eru tilgreind í tilboði eða samningi. Hraun leggur kapp á að standast umsamdar tímaáætlanir en ber ekki ábyrgð á töfum sem rekja má til viðskiptavinar, til dæmis ef efni, aðgangsupplýsingar eða samþykki berast seint.',
    p2: 'Viðskiptavinur fær verkið til yfirferðar áður en það fer í loftið. Athugasemdir skulu berast skriflega innan hæfilegs tíma, ella telst verkið samþykkt. Breytingar og viðbætur umfram umsamið umfang eru unnar samkvæmt tímagjaldi nema um annað sé samið.',
  },
  payment: {
    title: '3. Verð og greiðslur',
    p1: 'Tímavinna samkvæmt verk- eða þjónustusamningi, svo sem breytingar umfram umsamið umfang og vinna við lok samnings, er innheimt á samningstaxta, 14.950 kr. á klukkustund án virðisaukaskatts, nema annað komi fram í tilboði eða samningi. Stök verk utan samninga eru verðlögð samkvæmt gildandi verðskrá. Öll verð eru í íslenskum krónum og án virðisaukaskatts nema annað sé tekið fram.',
    p2: 'Greiðslufrestur reikninga er að jafnaði 7–10 dagar frá útgáfudegi. Mánaðargjöld, svo sem fyrir hýsingu, tölvupóst og þjónustupakka, eru greidd fyrir fram.',
    p3: 'Sé reikningur ekki greiddur á eindaga reiknast dráttarvextir samkvæmt lögum nr. 38/2001 um vexti og verðtryggingu. Hraun áskilur sér rétt til að gera hlé á þjónustu vegna vanskila að undangenginni aðvörun.',
  },
  contracts: {
    title: '4. Þjónustusamningar',
    p1: 'Þjónustusamningar, til dæmis um hýsingu, vefumsjón og þjónustupakka, eru ótímabundnir nema annað sé tekið fram. Ekki er hægt að segja þeim upp fyrstu 12 mánuðina frá upphafi samnings.',
    p2: 'Að þeim tíma liðnum er uppsagnarfrestur 3 mánuðir. Uppsögn skal vera skrifleg og miðast við mánaðamót.',
    p3: 'Við lok samnings afhendir Hraun viðskiptavini gögn hans og aðstoðar við flutning vefja og léna. Sú vinna er innheimt samkvæmt tímagjaldi.',
  },
  changes: {
    title: '5. Breytingar á skilmálum',
    p1: 'Hraun getur breytt skilmálum þessum. Breytingar eru kynntar viðskiptavinum með minnst 30 daga fyrirvara, með tölvupósti eða á vef Hrauns, áður en þær taka gildi.',
    p2: 'Noti viðskiptavinur þjónustuna áfram eftir að breytingar hafa tekið gildi gilda breyttir skilmálar um viðskiptin.',
  },
  liability: {
    title: '6. Ábyrgð',
    p1: 'Hraun veitir þjónustu sína af fagmennsku og í samræmi við samning aðila. Skaðabótaábyrgð Hrauns takmarkast í öllum tilvikum við stofnkostnað verkefnisins að viðbættri ársleigu þjónustunnar.',
    p2: 'Hraun ber ekki ábyrgð á óbeinu tjóni, svo sem rekstrarstöðvun, missi hagnaðar eða gagnatapi, né á tjóni sem rekja má til þjónustu þriðju aðila, rangrar notkunar viðskiptavinar eða óviðráðanlegra atvika (force majeure).',
    p3: 'Framangreindar takmarkanir gilda ekki ef tjón verður rakið til ásetnings eða stórkostlegs gáleysis.',
  },
  intellectualProperty: {
    title: '7. Hugverkaréttindi',
    p1: 'Þegar verk hefur verið greitt að fullu eignast viðskiptavinur réttindi að hönnun og efni sem unnið er sérstaklega fyrir hann, nema um annað sé samið.',
    p2: 'Hraun heldur réttindum að eigin hugbúnaði, kóðasöfnum, sniðmátum og verkfærum sem notuð eru í fleiri verkefnum og veitir viðskiptavini ótímabundinn afnotarétt að þeim að því marki sem þarf til að nýta verkið. Um opinn hugbúnað, svo sem WordPress, gilda leyfisskilmálar hans.',
    p3: 'Viðskiptavinur ábyrgist að hann eigi rétt á öllu efni sem hann afhendir Hrauni, svo sem texta, myndum og vörumerkjum. Hrauni er heimilt að sýna verkefnið í verkefnasafni sínu og kynningarefni nema viðskiptavinur andmæli því.',
  },
  law: {
    title: '8. Lög og varnarþing',
    p1: 'Um skilmála þessa og samninga sem á þeim byggjast gilda íslensk lög.',
    p2: 'Aðilar skulu fyrst leitast við að leysa ágreining sín á milli. Takist það ekki má bera málið undir Héraðsdóm Reykjavíkur.',
  },
  contact: {
    title: '9. Hafa samband',
    p1: `Spurningum um skilmálana má beina til okkar í gegnum síðuna Hafa samband eða þjónustuborðið. Við svörum á opnunartíma, virka daga kl. ${openingTimes('is')}.`,
  },
};
