// Every word of the page, in Icelandic: the components hold no copy.
export const nav = {
  label: 'Aðalvalmynd',
  menu: { open: 'Opna valmynd', close: 'Loka valmynd' },
  cta: 'Áskrift',
  items: [
    {
      id: 'vorur',
      label: 'Vörur',
      items: [
        { id: 'andlit', label: 'Andlit', href: '#vorur', description: 'Serum, krem og hreinsiolía' },
        { id: 'likami', label: 'Líkami', href: '#vorur', description: 'Baðsalt og líkamsolía' },
        { id: 'gjafir', label: 'Gjafasett', href: '#askrift', description: 'Tilbúið í fallegri öskju' },
      ],
    },
    { id: 'askrift', label: 'Áskrift', href: '#askrift' },
    { id: 'spurt', label: 'Spurt og svarað', href: '#spurt' },
    { id: 'samband', label: 'Ráðgjöf', href: '#radgjof' },
  ],
};

export const hero = {
  eyebrow: 'Handtínt á Vestfjörðum',
  title: 'Mild húðumhirða úr villtum íslenskum jurtum',
  text: 'Fjallagrös, blóðberg og vallhumall, tínd á sumrin og unnin í litlum lotum á Ísafirði. Engin ilmefni, engin óþarfa efni.',
  primary: 'Skoða vörurnar',
  secondary: 'Fá ráðgjöf um húðina',
};

export const products = {
  title: 'Vörurnar',
  text: 'Fjórar vörur sem duga fyrir flesta húð, allan ársins hring.',
  ingredientsButton: 'Innihaldsefni',
  ingredientsClose: 'Loka',
  items: [
    { id: 'serum', name: 'Fjallagrasaserum', size: '30 ml', price: '6.900 kr.', colour: '#8a5a3f', text: 'Rakagefandi serum með fjallagrösum sem róa þurra og viðkvæma húð.', ingredients: 'Vatn, glýserín, fjallagrasaþykkni, hýalúrónsýra, blóðbergsþykkni, pantenól.' },
    { id: 'krem', name: 'Blóðbergskrem', size: '50 ml', price: '5.400 kr.', colour: '#b86b8f', text: 'Létt dagkrem sem gengur hratt inn og verndar húðina í vindi og kulda.', ingredients: 'Vatn, sheasmjör, jojobaolía, blóðbergsþykkni, E-vítamín, glýserín.' },
    { id: 'olia', name: 'Hreinsiolía', size: '100 ml', price: '4.900 kr.', colour: '#c9a04a', text: 'Leysir upp farða og sólarvörn án þess að þurrka húðina.', ingredients: 'Sólblómaolía, möndluolía, vallhumalsþykkni, E-vítamín.' },
    { id: 'badsalt', name: 'Baðsalt úr Breiðafirði', size: '400 g', price: '3.900 kr.', colour: '#6f95ab', text: 'Sjávarsalt og þari í heitt bað eftir langan dag úti.', ingredients: 'Sjávarsalt, þaraduft, lyngolía.' },
  ],
};

export const plans = {
  title: 'Áskrift',
  text: 'Veldu hversu oft þú vilt fá sendingu. Frí sending um öll Norðurlönd og þú getur hætt hvenær sem er.',
  popular: 'Vinsælast',
  perMonth: 'á mánuði',
  choose: 'Velja',
  items: [
    { id: 'stakt', name: 'Prufukassi', price: '2.900 kr.', note: 'eitt skipti', text: 'Prufustærðir af öllum fjórum vörunum.', features: ['4 prufur, 10 ml hver', 'Leiðbeiningar um notkun', 'Frí sending'] },
    { id: 'arstid', name: 'Árstíðakassi', price: '4.900 kr.', note: 'á mánuði, greitt ársfjórðungslega', text: 'Tvær vörur valdar eftir árstíð og veðri.', features: ['2 vörur í fullri stærð', '15% afsláttur af stökum vörum', 'Frí sending', 'Hættu hvenær sem er'], popular: true },
    { id: 'allt', name: 'Allt árið', price: '8.400 kr.', note: 'á mánuði, greitt árlega', text: 'Allar vörurnar, alltaf til á baðherberginu.', features: ['4 vörur á tveggja mánaða fresti', '25% afsláttur af stökum vörum', 'Gjafaaskja í desember', 'Frí sending'] },
  ],
  dialog: {
    trigger: 'Hvernig virkar áskriftin?',
    title: 'Svona virkar áskriftin',
    text: 'Við sendum fyrsta kassann innan tveggja virkra daga. Þú færð áminningu í tölvupósti viku fyrir hverja sendingu og getur þá sleppt henni, breytt henni eða sagt upp, með einum smelli.',
    close: 'Loka',
  },
};

export const testimonials = {
  title: 'Það sem viðskiptavinir segja',
  items: [
    { id: 'sigrun', quote: 'Ég er með viðkvæma húð og hef prófað allt. Serumið er það eina sem ég hef notað í heilan vetur án þess að fá roða.', name: 'Sigrún Halldórsdóttir', role: 'Áskrifandi síðan 2024' },
    { id: 'mikkel', quote: 'Pakkinn kom til Árósa á þremur dögum. Baðsaltið er orðið fastur liður eftir sjósundið.', name: 'Mikkel Thorsen', role: 'Viðskiptavinur í Danmörku' },
    { id: 'anna', quote: 'Loksins íslenskar vörur sem lykta af náttúrunni en ekki af ilmvatni.', name: 'Anna Kristín Jónsdóttir', role: 'Snyrtifræðingur' },
  ],
};

export const faq = {
  title: 'Spurt og svarað',
  items: [
    { id: 'ilmefni', q: 'Eru vörurnar án ilmefna?', a: 'Já. Ilmurinn kemur eingöngu frá jurtunum sjálfum og er því mildur og breytilegur milli lota.' },
    { id: 'vidkvaem', q: 'Henta vörurnar viðkvæmri húð?', a: 'Flestar já. Við mælum samt með að prófa nýja vöru á litlum bletti á handleggnum í sólarhring áður en hún fer á andlitið.' },
    { id: 'sending', q: 'Hvað tekur sendingin langan tíma?', a: 'Tvo til þrjá virka daga innanlands og þrjá til fimm daga til annarra Norðurlanda.' },
    { id: 'uppsogn', q: 'Get ég gert hlé á áskriftinni?', a: 'Já, á Mínum síðum eða með því að svara áminningarpóstinum. Engin binding og engin gjöld.' },
  ],
};

export const form = {
  title: 'Fáðu ráðgjöf um húðina',
  text: 'Segðu okkur aðeins frá húðinni þinni og við mælum með vörum sem henta. Svar innan eins virks dags.',
  summaryTitle: 'Eitthvað þarf að laga',
  name: { label: 'Nafn', error: 'Sláðu inn nafnið þitt.' },
  email: { label: 'Netfang', error: 'Sláðu inn netfang, t.d. nafn@daemi.is.' },
  country: {
    label: 'Land',
    placeholder: 'Veldu land',
    error: 'Veldu landið sem við sendum til.',
    options: [
      { value: 'is', label: 'Ísland' },
      { value: 'dk', label: 'Danmörk' },
      { value: 'se', label: 'Svíþjóð' },
      { value: 'no', label: 'Noregur' },
      { value: 'fi', label: 'Finnland' },
    ],
  },
  skin: {
    legend: 'Húðgerð',
    error: 'Veldu þá húðgerð sem lýsir þinni best.',
    options: [
      { value: 'thurr', label: 'Þurr', description: 'Strekkist eftir þvott' },
      { value: 'blond', label: 'Blönduð', description: 'Glansar á enni og nefi' },
      { value: 'vidkvaem', label: 'Viðkvæm', description: 'Roðnar auðveldlega' },
    ],
  },
  concerns: {
    legend: 'Hvað viltu bæta?',
    hint: 'Veldu eitt eða fleira.',
    error: 'Veldu að minnsta kosti eitt atriði.',
    options: [
      { value: 'raki', label: 'Raka' },
      { value: 'rodi', label: 'Roða' },
      { value: 'kuldi', label: 'Vörn gegn kulda' },
      { value: 'ljomi', label: 'Ljóma' },
    ],
  },
  message: { label: 'Annað sem við ættum að vita', hint: 'Valfrjálst: ofnæmi, lyf eða vörur sem þú notar nú.' },
  consent: { label: 'Ég samþykki að Fjallalind geymi upplýsingarnar til að svara mér.', error: 'Við þurfum samþykki þitt til að svara.' },
  submit: 'Senda',
  pending: 'Sendi…',
  success: 'Takk! Við svörum þér innan eins virks dags.',
};

export const footer = {
  brand: { label: 'Fjallalind', href: '/', text: 'Húðvörur úr villtum íslenskum jurtum, unnar í litlum lotum á Ísafirði síðan 2016.' },
  contact: { title: 'Hafðu samband', phone: '456 3210', phoneLabel: 'Sími', email: 'hallo@fjallalind.is', emailLabel: 'Netfang', lines: ['Hafnarstræti 12, 400 Ísafirði'] },
  columns: [
    { id: 'verslun', title: 'Verslun', links: [{ id: 'vorur', label: 'Vörur', href: '#vorur' }, { id: 'askrift', label: 'Áskrift', href: '#askrift' }] },
    { id: 'adstod', title: 'Aðstoð', links: [{ id: 'spurt', label: 'Spurt og svarað', href: '#spurt' }, { id: 'radgjof', label: 'Ráðgjöf', href: '#radgjof' }] },
  ],
  social: { label: 'Samfélagsmiðlar', links: [{ id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' }] },
  legalLine: '© 2026 Fjallalind ehf. · kt. 520616-0450',
  legal: { label: 'Skilmálar', links: [{ id: 'skilmalar', label: 'Skilmálar', href: '#' }, { id: 'personuvernd', label: 'Persónuvernd', href: '#' }] },
  skip: 'Fara beint í efnið',
};
