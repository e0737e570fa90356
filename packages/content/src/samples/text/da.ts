import { paragraphs, type SampleText } from '../types';

export const text: SampleText = {
  categories: { website: 'Hjemmeside', store: 'Webshop', system: 'System' },
  projects: {
    'fjallalind-vefverslun': {
      title: 'Fjallalind\u00a0– ny webshop',
      description:
        'Webshop til et islandsk hudplejebrand, der bruger islandske urter, med abonnementer og levering i hele Norden.',
      content: paragraphs(
        'Fjallalind laver hudpleje af islandske urter og havde i mange år solgt produkterne i butikker og på markeder. Den gamle webshop var langsom på mobilen og kunne ikke følge med det stigende antal ordrer fra Danmark og Sverige.',
        'Vi designede en ny webshop i WooCommerce med fokus på flotte produktbilleder, et enkelt købsflow og abonnementer på de mest populære produkter. Webshoppen findes på islandsk, engelsk og dansk og beregner automatisk fragt ud fra landet.',
        'I de første tre måneder efter lanceringen steg antallet af ordrer fra mobilen med 40 %, og langt færre kunder forlod kurven halvvejs. Fjallalind har nu en af vores servicepakker, og vi tager os af opdateringer, backup og overvågning.',
      ),
      tags: ['WooCommerce', 'Abonnementer', 'Flersproget'],
      deliverables: ['En ny WooCommerce-butik designet omkring produktfotografierne', 'Et checkout-flow i to trin i stedet for fem', 'Abonnement på de mest solgte produkter', 'Islandsk, engelsk og dansk med fragt beregnet efter land', 'En serviceaftale: opdateringer, backup og overvågning'],
    },
    'brimnes-vefur': {
      title: 'Brimnes Seafood\u00a0– virksomhedshjemmeside',
      description: 'Ny virksomhedshjemmeside på fire sprog til en fiskerivirksomhed, der sælger fisk til købere i hele Europa.',
      content: paragraphs(
        'Brimnes eksporterer frisk og frossen fisk til købere i hele Europa. Hjemmesiden skulle vise kvalitet, sporbarhed og bæredygtighed og svare på udenlandske køberes spørgsmål, før de ringer.',
        'Vi lavede et nyt design med fotos af besætningen og forarbejdningen, byggede et produktkatalog med tekniske oplysninger om hver fiskeart og udviklede siden i WordPress, så Brimnes’ medarbejdere selv kan opdatere indholdet på islandsk, engelsk, spansk og dansk.',
        'Med søgemaskineoptimering på hvert sprog ligger Brimnes nu højt i søgeresultaterne, når købere på virksomhedens vigtigste markeder søger efter islandsk torsk og kuller.',
      ),
      tags: ['WordPress', 'Flersproget', 'SEO'],
      deliverables: ['Et nyt design med fotos af besætningen og fabrikken', 'Et produktkatalog med tekniske data for hver art', 'WordPress på fire sprog, som Brimnes’ medarbejdere selv opdaterer', 'Søgemaskineoptimering på hvert sprog'],
    },
    'nordurfell-bokunarkerfi': {
      title: 'Norðurfell\u00a0– bookingsystem til dagsture',
      description: 'Bookingsystem til et turistfirma i Nordisland, der sælger gletsjervandringer, hvalsafari og nordlysture.',
      content: paragraphs(
        'Norðurfell arrangerer dagsture i Nordisland og tog tidligere imod bookinger på mail og telefon. Medarbejderne brugte en stor del af dagen på at bekræfte bookinger og svare på de samme spørgsmål igen og igen.',
        'Vi udviklede et bookingsystem, der viser ledige pladser i realtid, tager imod betaling og automatisk sender bekræftelser og påmindelser. Systemet er koblet til virksomhedens regnskab og til forhandlere via API, så det samme udbud vises overalt.',
        'I dag kommer over 80 % af bookingerne ind via hjemmesiden, og guiderne får passagerlisten direkte på telefonen hver morgen.',
      ),
      tags: ['Bookingsystem', 'React', 'API-integrationer'],
      deliverables: ['Ledige pladser på hver tur vist i realtid', 'Onlinebetaling med automatiske bekræftelser og påmindelser', 'API-integration med regnskabssystemet og forhandlerne', 'Passagerlister på guidernes telefoner hver morgen'],
    },
    'casa-brisa-gervigreind': {
      title: 'Casa Brisa\u00a0– kunstig intelligens i gæsteservicen',
      description: 'En AI-chatbot og en ny bookingside til et lille hotel ved stranden i Sitges.',
      content: paragraphs(
        'Casa Brisa er et familieejet hotel i Sitges lidt syd for Barcelona. Receptionen fik dagligt snesevis af mails med de samme spørgsmål om parkering, morgenmad og transport fra lufthavnen.',
        'Vi trænede en chatbot på hotellets egne oplysninger. Den svarer gæsterne på seks sprog døgnet rundt og sender mere komplicerede henvendelser videre til personalet. Samtidig koblede vi bookingmotoren direkte på hjemmesiden, så gæsterne kan booke værelser uden mellemled.',
        'Chatbotten klarer nu omkring 70 % af henvendelserne uden hjælp fra personalet, og de direkte bookinger er steget støt.',
      ),
      tags: ['Kunstig intelligens', 'AI-chat', 'Bookingsystem'],
      deliverables: ['En chatbot trænet på hotellets egne oplysninger', 'Svar på seks sprog døgnet rundt', 'Sværere henvendelser sendes til receptionen med et resumé af samtalen', 'En bookingmotor koblet direkte på hjemmesiden'],
    },
    'lindarbakari-wordpress-express': {
      title: 'Lindarbakarí\u00a0– WordPress Express',
      description: 'Et lokalt bageri, der fik ny hjemmeside på under to uger med WordPress Express.',
      content: paragraphs(
        'Lindarbakarí er et familieejet bageri i Kópavogur, der ønskede en enkel og flot hjemmeside med åbningstider, sortiment og information om bestilling af lagkager.',
        'WordPress Express passede perfekt: et færdigt tema, som vi tilpassede til bageriets farver og skrifttype, tre sider og en bestillingsformular til lagkager. Vi koblede også siden til bageriets Google Virksomhedsprofil, så åbningstiderne er korrekte overalt.',
        'Hjemmesiden gik i luften tolv dage efter det første møde, og ejerne opdaterer nu selv ugens tilbud.',
      ),
      tags: ['WordPress Express', 'Mobilvenlig', 'Google Virksomhedsprofil'],
      deliverables: ['Et færdigt WordPress-tema i bageriets farver og skrifttype', 'Tre sider: bageriet, brød og kager, kagebestillinger', 'En bestillingsformular til lagkager', 'Åbningstider synkroniseret med Google Virksomhedsprofil'],
    },
    'havnegaard-vefverslun': {
      title: 'Havnegaard\u00a0– webshop i Shopify',
      description: 'Webshop til en gård på Fyn, der sælger oste, syltetøj og gavekurve direkte fra gården.',
      content: paragraphs(
        'Havnegaard er en lille gård på Fyn, der laver oste, syltetøj og most. Efterspørgslen efter julegavekurve var for længst vokset ud over, hvad telefonbestillinger og håndskrevne lister kunne klare.',
        'Vores team i København byggede en Shopify-webshop med MobilePay og kortbetaling, levering til pakkeshops og et særligt flow til firmagaver, hvor man kan sende mange kurve til mange adresser i én ordre.',
        'Sammen med lanceringen kørte vi en kampagne på sociale medier og via nyhedsbrev. Julesalget online blev tredoblet i forhold til året før.',
      ),
      tags: ['Shopify', 'MobilePay', 'Markedsføring'],
      deliverables: ['En Shopify-butik med MobilePay og kortbetaling', 'Levering til pakkeshops', 'Firmagaver: mange kurve til mange adresser i én ordre', 'En kampagne på sociale medier og e-mail til lanceringen'],
    },
    'norrebro-kaffe-askrift': {
      title: 'Nørrebro Kaffe\u00a0– abonnementssystem',
      description: 'Abonnementssystem til et kafferisteri i København, der leverer nyristet kaffe direkte til døren.',
      content: paragraphs(
        'Nørrebro Kaffe rister kaffe i små portioner og ville give sine faste kunder mulighed for at få nyristet kaffe leveret hver anden eller fjerde uge.',
        'Vi byggede et abonnementssystem oven på den eksisterende webshop, hvor kunderne vælger kaffe, mængde og interval og selv kan sætte abonnementet på pause, skifte kaffe eller opsige det. Betalingen trækkes automatisk, og risteriet får et overblik over, hvor meget der skal ristes hver uge.',
        'Abonnenterne står nu for omkring en tredjedel af omsætningen, og indkøbet af råkaffe er blevet langt mere forudsigeligt.',
      ),
      tags: ['Abonnementssystem', 'WooCommerce', 'Automatisering'],
      deliverables: ['Abonnementer bygget oven på den eksisterende webshop', 'Kunden vælger kaffe, mængde og levering hver anden eller fjerde uge', 'Pause, skift eller opsigelse uden at kontakte risteriet', 'Automatisk betaling og et ugentligt overblik over ristningen'],
    },
    'olivera-vefverslun': {
      title: 'Olivera Mediterrània\u00a0– webshop og engrosportal',
      description: 'Webshop og engrosportal til en catalansk olivenolieproducent, der sælger til både private og restauranter.',
      content: paragraphs(
        'Olivera Mediterrània producerer økologisk olivenolie i Catalonien og sælger til både private og restauranter. Engrosordrer kom tidligere ind på mail, og prislister blev sendt ud som regneark.',
        'Vores team i Barcelona byggede én webshop med to ansigter: Forbrugere ser en almindelig webshop på catalansk, spansk og engelsk, mens engroskunder, der er logget ind, får deres egne priser og mængderabatter og kan betale på faktura.',
        'De fleste engrosordrer kommer nu ind via hjemmesiden, og Oliveras sælgere har fået mere tid til nye kunder.',
      ),
      tags: ['WooCommerce', 'B2B', 'Flersproget'],
      deliverables: ['Én WooCommerce-butik på catalansk, spansk og engelsk', 'En engrosportal bag login med egne priser', 'Mængderabat og betaling mod faktura', 'Engrosordrer på nettet i stedet for på e-mail'],
    },
  },
  news: {
    'ny-vefverslun-opnud': {
      title: 'Fjallalind åbner ny webshop',
      excerpt: 'Fjallalind sælger nu islandsk hudpleje på tre sprog i en ny webshop, som vi har designet og udviklet.',
      content: paragraphs(
        'Hudplejebrandet Fjallalind har åbnet en ny webshop, som vores team i Reykjavík har arbejdet på de seneste måneder. Webshoppen findes på islandsk, engelsk og dansk og tager imod ordrer fra hele Norden.',
        'Målet var klart: Det skulle være lige så nemt at handle på mobilen som på computeren. Købsforløbet er skåret ned fra fem trin til to, produktsiderne indlæses på under et sekund, og faste kunder kan nu abonnere på deres yndlingsprodukter.',
        '»Vi ønskede en webshop, der afspejler vores produkter: ren, enkel og gennemført,« siger Fjallalinds stifter. »Samarbejdet med Hraun har været helt uproblematisk.«',
        'Du kan læse mere om projektet på vores projektside.',
      ),
    },
    'hraun-fagnar-20-arum': {
      title: 'Hraun fylder 20 år',
      excerpt: 'Tyve år, tre kontorer og over 500 kunder. Vi ser tilbage\u00a0– og frem.',
      content: paragraphs(
        'I 2006 åbnede vi et lille kontor i Reykjavík med én computer hver og store drømme. Tyve år senere arbejder vores team fra Reykjavík, København og Barcelona og har leveret over 600 projekter til mere end 500 kunder.',
        'Meget har ændret sig siden da. Hjemmesider er blevet til butikker, bookingsystemer og kundeservice, der har åbent døgnet rundt, og kunstig intelligens er blevet en del af vores hverdag. Det, der ikke har ændret sig, er vores fokus på grundigt håndværk og lange samarbejder.',
        'Vi siger tak til kunder, samarbejdspartnere og medarbejdere for følgeskabet og fejrer jubilæet med åbent hus på alle tre kontorer i september.',
      ),
    },
    'gervigreind-svarar-hotelgestum': {
      title: 'Chatbot svarer hotelgæster på seks sprog',
      excerpt: 'Casa Brisa i Sitges bruger kunstig intelligens fra Hraun til at besvare gæsternes mest almindelige spørgsmål døgnet rundt.',
      content: paragraphs(
        'Små hoteller får lige så mange spørgsmål som store, men har sjældent lige så mange hænder til at svare. Derfor henvendte Casa Brisa sig til vores team i Barcelona.',
        'Vi satte en chatbot op, der udelukkende bygger på hotellets egne oplysninger: priser, afbestillingsregler, transport og tilbud i nærområdet. Når et spørgsmål falder uden for den ramme, går det direkte til receptionen sammen med et resumé af samtalen.',
        'Efter de første tre måneder besvarer chatbotten omkring 70 % af henvendelserne på egen hånd. Personalet har fået mere tid til de gæster, der er på hotellet\u00a0– og det var netop meningen.',
      ),
    },
    'wordpress-express-a-tolf-dogum': {
      title: 'Fra første møde til lancering på tolv dage',
      excerpt: 'Lindarbakarí fik ny hjemmeside med WordPress Express. Sådan forløb processen, trin for trin.',
      content: paragraphs(
        'Mange tror, at en ny hjemmeside tager måneder. For mindre virksomheder, der har brug for en enkel og flot hjemmeside, behøver det ikke at være sådan\u00a0– og Lindarbakarí er et godt eksempel.',
        'På det første møde gennemgik vi farver, skrifttyper og det indhold, der skulle være på siden. Dagen efter lå et færdigt tema klar i et testmiljø, og bagerne sendte os billeder og tekster. Efter én runde rettelser var hjemmesiden klar.',
        'Tolv dage efter det første møde gik siden i luften med bestillingsformular til lagkager, åbningstider og kort. Har din virksomhed brug for en hjemmeside hurtigt, er WordPress Express et godt valg.',
      ),
    },
    'hradi-vefsins-skiptir-mali': {
      title: 'Hjemmesidens hastighed betyder mere, end du tror',
      excerpt:
        'En langsom hjemmeside koster besøgende og placeringer på Google. Her er de mest almindelige årsager og de enkle greb, der gør en stor forskel.',
      content: paragraphs(
        'Besøgende giver hurtigt op, når en hjemmeside er længe om at indlæse\u00a0– især på mobilen. Google tager også hastighed og brugeroplevelse med i betragtning, når søgeresultaterne rangeres, blandt andet via målepunkterne Core Web Vitals.',
        'De mest almindelige årsager til langsomme hjemmesider er for store billeder, for mange plugins og hosting, der ikke kan klare belastningen. Ofte kommer du langt med enkle greb: Komprimér billederne og brug moderne billedformater, indlæs færre scripts på hver side, og vælg hosting, der passer til din trafik.',
        'I alle vores servicepakker holder vi øje med hjemmesidens hastighed og giver besked, hvis den bliver dårligere. Vil du vide, hvor din hjemmeside står? Kontakt os, så gennemgår vi den sammen med dig.',
      ),
    },
    'adgengiskrofur-a-vefnum': {
      title: 'Nye krav til tilgængelighed: Er din hjemmeside klar?',
      excerpt: 'Tilgængelighedsdirektivet gælder fra juni 2025. Her er det vigtigste, virksomheder skal vide.',
      content: paragraphs(
        'Det europæiske tilgængelighedsdirektiv (European Accessibility Act) gælder fra den 28. juni 2025 og omfatter blandt andet webshops, banktjenester og billetsalg til persontransport. Virksomheder, der sælger til forbrugere i EU\u00a0– også i Danmark og Spanien\u00a0– skal sikre, at deres hjemmesider er tilgængelige for alle. Mikrovirksomheder, der leverer tjenester, er i vid udstrækning undtaget.',
        'I praksis betyder det blandt andet, at hjemmesiden skal kunne bruges med tastaturet alene, at billeder har beskrivende tekst, at teksten står tydeligt frem mod baggrunden, og at formularer er tydeligt mærket. Den standard, de fleste følger, er WCAG 2.1 på niveau AA.',
        'Vi gennemgår hjemmesiders tilgængelighed og prioriterer forbedringerne efter betydning. Alle nye hjemmesider, vi bygger, er designet med tilgængelighed for øje fra første dag.',
      ),
    },
  },
  figures: {
    'fjallalind-vefverslun': [{ value: '40 %', label: 'flere ordrer fra mobilen de første tre måneder' }],
    'brimnes-vefur': [{ value: '4', label: 'sprog på én hjemmeside' }],
    'nordurfell-bokunarkerfi': [{ value: '80 %', label: 'af bookingerne kommer nu via hjemmesiden' }],
    'casa-brisa-gervigreind': [
      { value: '70 %', label: 'af henvendelserne besvaret uden personale' },
      { value: '6', label: 'sprog, døgnet rundt' },
    ],
    'lindarbakari-wordpress-express': [{ value: '12', label: 'dage fra første møde til lancering' }],
    'havnegaard-vefverslun': [{ value: '3×', label: 'julesalg online i forhold til året før' }],
    'norrebro-kaffe-askrift': [{ value: '⅓', label: 'af omsætningen kommer fra abonnenter' }],
  },
  imageAlt: {
    mockup: 'Forsiden af den nye hjemmeside for {name} på en stor skærm og dens første skærmbillede på en mobil',
    desktop: 'Det første skærmbillede af den nye hjemmeside for {name} på en stor skærm',
    phones: 'Tre skærmbilleder fra hjemmesiden for {name} på en mobil: toppen af forsiden og to afsnit længere nede',
  },
};
