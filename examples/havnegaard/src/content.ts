// Every word of the page, in Danish: the components hold no copy.
export const nav = {
  label: 'Hovedmenu',
  menu: { open: 'Åbn menu', close: 'Luk menu' },
  cta: 'Bestil gavekurv',
  items: [
    {
      id: 'butik',
      label: 'Gårdbutik',
      items: [
        { id: 'oste', label: 'Oste', href: '#butik', description: 'Modnet på gården i op til et år' },
        { id: 'syltetoej', label: 'Syltetøj og most', href: '#butik', description: 'Af frugt og bær fra egne marker' },
        { id: 'kurve', label: 'Gavekurve', href: '#kurve', description: 'Færdigpakket, klar til at give' },
      ],
    },
    { id: 'firmagaver', label: 'Firmagaver', href: '#firmagaver' },
    { id: 'spoergsmaal', label: 'Spørgsmål', href: '#spoergsmaal' },
  ],
};

export const hero = {
  eyebrow: 'Gårdbutik ved Faaborg siden 1987',
  title: 'Smag af Fyn, direkte fra gården',
  text: 'Vi laver ost af mælk fra vores egne køer, koger syltetøj af bær fra markerne og presser most af æbler fra haven. Det hele kan sendes til døren i hele Danmark.',
  primary: 'Se gavekurvene',
  secondary: 'Bestil firmagaver',
};

export const shop = {
  title: 'Fra gården',
  text: 'Et lille udvalg, lavet i små portioner. Hvad der er på hylderne, afhænger af årstiden.',
  items: [
    { id: 'vesterhav', kind: 'cheese', name: 'Lagret gårdost', detail: 'Modnet i 12 måneder · 400 g', price: '119 kr.' },
    { id: 'blaa', kind: 'cheese', name: 'Blåskimmel fra Havnegaard', detail: 'Cremet og mild · 200 g', price: '79 kr.' },
    { id: 'hyben', kind: 'jar', name: 'Hybensyltetøj', detail: 'Med vanilje · 250 g', price: '59 kr.' },
    { id: 'solbaer', kind: 'jar', name: 'Solbærsyltetøj', detail: 'Kogt med lidt sukker · 250 g', price: '55 kr.' },
    { id: 'most', kind: 'bottle', name: 'Æblemost af Ingrid Marie', detail: 'Uklaret, upasteuriseret · 75 cl', price: '45 kr.' },
    { id: 'cider', kind: 'bottle', name: 'Tør cider', detail: '6,5 % · 75 cl', price: '89 kr.' },
  ],
  delivery: {
    trigger: 'Sådan leverer vi',
    title: 'Levering og afhentning',
    text: 'Vi sender med kølepakker til pakkeshop eller privatadresse i hele Danmark, normalt inden for to hverdage. Levering koster 59 kr. og er gratis ved køb over 600 kr. Du kan også hente din ordre i gårdbutikken fredag og lørdag.',
    close: 'Luk',
  },
};

export const baskets = {
  title: 'Gavekurve',
  text: 'Pakket i en flettet kurv med håndskrevet kort. Vælg selv leveringsdag.',
  popular: 'Mest købt',
  choose: 'Bestil',
  items: [
    { id: 'lille', name: 'Den lille', price: '299 kr.', note: 'inkl. moms', text: 'En hilsen til værtinden eller naboen.', features: ['1 gårdost', '1 glas syltetøj', '1 flaske most'] },
    { id: 'klassiker', name: 'Klassikeren', price: '549 kr.', note: 'inkl. moms', text: 'Til julefrokosten eller som tak for et godt år.', features: ['2 gårdoste', '2 glas syltetøj', '1 flaske most', 'Knækbrød fra Svendborg'], popular: true },
    { id: 'store', name: 'Den store', price: '895 kr.', note: 'inkl. moms', text: 'Et helt ostebord til seks personer.', features: ['3 oste, blåskimmel inkl.', '3 glas syltetøj', '2 flasker cider', 'Knækbrød og pølse fra Fyn'] },
  ],
};

export const quote = {
  title: 'Hvad vores kunder siger',
  items: [
    { id: 'lone', quote: 'Vi sendte 140 kurve til kunder og medarbejdere og skulle kun udfylde ét regneark. Alt kom frem i tide, og folk taler stadig om blåskimmelosten.', name: 'Lone Kjær', role: 'HR-chef', company: 'Svendborg Maskinfabrik' },
  ],
};

export const faq = {
  title: 'Spørgsmål og svar',
  items: [
    { id: 'holdbarhed', q: 'Hvor længe kan osten holde?', a: 'Lagret gårdost holder mindst fire uger i køleskabet. Blåskimmelosten bør spises inden for to uger.' },
    { id: 'allergi', q: 'Kan I lave en kurv uden mælk eller alkohol?', a: 'Ja. Skriv det i bestillingen, så sammensætter vi en kurv med syltetøj, most og knækbrød i samme prisklasse.' },
    { id: 'faktura', q: 'Kan firmaer betale på faktura?', a: 'Ja, ved bestillinger over 10 kurve sender vi faktura med 14 dages betaling. Vi kan også levere EAN-faktura.' },
    { id: 'frist', q: 'Hvornår skal jeg bestille til jul?', a: 'Firmaordrer senest 1. december, private ordrer senest 18. december. Efter det sender vi, så længe lager haves.' },
  ],
};

export const form = {
  title: 'Firmagaver',
  text: 'Fortæl os, hvor mange kurve I har brug for, og hvor de skal hen. Vi sender et tilbud inden for en hverdag.',
  summaryTitle: 'Der er noget, der skal rettes',
  name: { label: 'Kontaktperson', error: 'Skriv dit navn.' },
  email: { label: 'E-mail', error: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.' },
  company: { label: 'Firma', error: 'Skriv firmaets navn.' },
  count: {
    label: 'Antal kurve',
    placeholder: 'Vælg antal',
    error: 'Vælg omtrent hvor mange kurve I skal bruge.',
    options: [
      { value: '10', label: '10–25' },
      { value: '25', label: '25–50' },
      { value: '50', label: '50–100' },
      { value: '100', label: 'Over 100' },
    ],
  },
  delivery: {
    legend: 'Levering',
    error: 'Vælg, hvordan kurvene skal leveres.',
    options: [
      { value: 'en', label: 'Til én adresse', description: 'Vi leverer alle kurve samlet' },
      { value: 'mange', label: 'Til hver modtager', description: 'Send os en liste med adresser' },
      { value: 'afhent', label: 'Afhentning', description: 'I henter på gården ved Faaborg' },
    ],
  },
  contents: {
    legend: 'Hvad skal kurven indeholde?',
    hint: 'Vælg en eller flere.',
    error: 'Vælg mindst én slags.',
    options: [
      { value: 'ost', label: 'Ost' },
      { value: 'syltetoej', label: 'Syltetøj' },
      { value: 'most', label: 'Most' },
      { value: 'cider', label: 'Cider' },
    ],
  },
  message: { label: 'Besked', hint: 'Valgfrit: ønsker til kort, leveringsdato eller allergier.' },
  consent: { label: 'Jeg accepterer, at Havnegaard gemmer mine oplysninger for at kunne sende et tilbud.', error: 'Vi skal have dit samtykke for at kunne svare.' },
  submit: 'Send forespørgsel',
  pending: 'Sender …',
  success: 'Tak! Vi sender et tilbud inden for en hverdag.',
};

export const footer = {
  brand: { label: 'Havnegaard', href: '/', text: 'Familiedrevet gård ved Faaborg med egne oste, syltetøj og most.' },
  contact: { title: 'Kontakt', phone: '62 61 44 20', phoneLabel: 'Telefon', email: 'butik@havnegaard.dk', emailLabel: 'E-mail', lines: ['Havnevej 14, 5600 Faaborg', 'Gårdbutikken: fre–lør 10–16'] },
  columns: [
    { id: 'butik', title: 'Butik', links: [{ id: 'oste', label: 'Oste og syltetøj', href: '#butik' }, { id: 'kurve', label: 'Gavekurve', href: '#kurve' }] },
    { id: 'hjaelp', title: 'Hjælp', links: [{ id: 'firmagaver', label: 'Firmagaver', href: '#firmagaver' }, { id: 'spoergsmaal', label: 'Spørgsmål og svar', href: '#spoergsmaal' }] },
  ],
  social: { label: 'Følg os', links: [{ id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' }, { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' }] },
  legalLine: '© 2026 Havnegaard I/S · CVR 31 42 87 65',
  legal: { label: 'Vilkår', links: [{ id: 'handel', label: 'Handelsbetingelser', href: '#handelsbetingelser' }, { id: 'privatliv', label: 'Privatlivspolitik', href: '#privatliv' }] },
  skip: 'Gå til indhold',
};
