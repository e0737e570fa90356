// Sample proof: the clients of the sample projects (with the example sites' own marks as logos, copied from
// examples/*/ into apps/site/public/images/clients; Norðurfell's, Brimnes's and Lindarbakarí's drawn after the marks
// in their sites' headers, the mountain under the northern lights, two waves and a scored loaf, since every quote is
// signed beside its client's logo) and what they said. Fictional, like the projects and the clients:
// each quote is signed by a person with a name usual in the client's country, their role and the client, as a real
// quote would be (the site writes "name, role, client"). The rows of the clients and testimonials tables, and the
// embedded default.
import type { Locale } from '../locale';
import type { ProjectId } from './types';

/** A row of the clients table. */
export interface SampleClient {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** A same-origin SVG, or null: the site writes the name. */
  logo: string | null;
  logo_width: number;
  logo_height: number;
  position: number;
}

/** A row of the testimonials table: the quote and the role in every language. */
export interface SampleTestimonial {
  id: string;
  client_id: string;
  project_id: ProjectId | null;
  quote: Record<Locale, string>;
  role: Record<Locale, string>;
  person_name: string | null;
  photo: string | null;
  position: number;
}

const client = (id: string, name: string, country: string, position: number, logo = false): SampleClient => ({
  id,
  name,
  country,
  logo: logo ? `/images/clients/${id}.svg` : null,
  logo_width: 32,
  logo_height: 32,
  position,
});

export const sampleClients: readonly SampleClient[] = [
  client('fjallalind', 'Fjallalind', 'IS', 1, true),
  client('havnegaard', 'Havnegaard', 'DK', 2, true),
  client('casa-brisa', 'Casa Brisa', 'ES', 3, true),
  client('brimnes', 'Brimnes sjávarafurðir', 'IS', 4, true),
  client('nordurfell', 'Norðurfell', 'IS', 5, true),
  client('lindarbakari', 'Lindarbakarí', 'IS', 6, true),
  client('norrebro-kaffe', 'Nørrebro Kaffe', 'DK', 7),
  client('olivera', 'Olivera Mediterrània', 'ES', 8),
];

/** Per sample project: its client and what its site runs on (a product name, the same in every language). */
export const sampleProjectFacts: Record<ProjectId, { client_id: string; platform: string }> = {
  'fjallalind-vefverslun': { client_id: 'fjallalind', platform: 'WooCommerce' },
  'brimnes-vefur': { client_id: 'brimnes', platform: 'WordPress' },
  'nordurfell-bokunarkerfi': { client_id: 'nordurfell', platform: 'React' },
  'casa-brisa-gervigreind': { client_id: 'casa-brisa', platform: 'Next.js' },
  'lindarbakari-wordpress-express': { client_id: 'lindarbakari', platform: 'WordPress' },
  'havnegaard-vefverslun': { client_id: 'havnegaard', platform: 'Shopify' },
  'norrebro-kaffe-askrift': { client_id: 'norrebro-kaffe', platform: 'WooCommerce' },
  'olivera-vefverslun': { client_id: 'olivera', platform: 'WooCommerce' },
};

// By position, home shows the first two and the quote form the next two: home leads with Havnegaard and Norðurfell, as
// the Fjallalind quote is its case study's own and home's hero already shows that shop (review 36, 8a).
export const sampleTestimonials: readonly SampleTestimonial[] = [
  {
    id: 'fjallalind-stofnandi',
    client_id: 'fjallalind',
    project_id: 'fjallalind-vefverslun',
    quote: {
      is: 'Viðskiptavinir okkar í Danmörku og Svíþjóð panta nú í símanum án þess að hika. Pöntunum úr síma fjölgaði um 40% á þremur mánuðum og síðan höfum við varla þurft að hugsa um verslunina.',
      en: 'Our customers in Denmark and Sweden now order from their phones without a second thought. Mobile orders grew 40% in three months, and we have barely had to think about the store since.',
      es: 'Nuestros clientes de Dinamarca y Suecia ya compran desde el móvil sin pensárselo. Los pedidos desde el móvil crecieron un 40 % en tres meses y, desde entonces, casi no hemos tenido que preocuparnos por la tienda.',
      da: 'Vores kunder i Danmark og Sverige bestiller nu fra mobilen uden at tøve. Ordrerne fra mobilen steg 40 % på tre måneder, og siden har vi næsten ikke skullet tænke på butikken.',
    },
    role: { is: 'Stofnandi', en: 'Founder', es: 'Fundadora', da: 'Stifter' },
    person_name: 'Hildur Ragnarsdóttir',
    photo: null,
    position: 4,
  },
  {
    id: 'havnegaard-ejer',
    client_id: 'havnegaard',
    project_id: 'havnegaard-vefverslun',
    quote: {
      is: 'Áður sátum við yfir handskrifuðum pöntunarlistum allan desember. Í ár seldust jólakörfurnar nánast af sjálfu sér og netsalan þrefaldaðist frá árinu á undan.',
      en: 'We used to spend all of December buried in handwritten order lists. This year the Christmas baskets practically sold themselves, and our online sales tripled from the year before.',
      es: 'Antes pasábamos todo diciembre entre listas de pedidos escritas a mano. Este año las cestas de Navidad casi se vendieron solas y las ventas online se triplicaron respecto al año anterior.',
      da: 'Før sad vi med håndskrevne ordrelister hele december. I år solgte julekurvene nærmest sig selv, og salget på nettet blev tredoblet i forhold til året før.',
    },
    role: { is: 'Eigandi', en: 'Owner', es: 'Propietario', da: 'Ejer' },
    person_name: 'Anders Kjærgaard',
    photo: null,
    position: 1,
  },
  {
    id: 'casa-brisa-directora',
    client_id: 'casa-brisa',
    project_id: 'casa-brisa-gervigreind',
    quote: {
      is: 'Starfsfólkið í móttökunni eyðir ekki lengur morgninum í að svara sömu spurningunum. Spjallmennið svarar sjö af hverjum tíu fyrirspurnum, á tungumáli gestsins, hvenær sólarhrings sem er.',
      en: 'Our front desk no longer spends the morning answering the same questions. The assistant handles seven out of ten inquiries, in the guest’s own language, at any hour.',
      es: 'La recepción ya no se pasa la mañana respondiendo a las mismas preguntas. El asistente resuelve siete de cada diez consultas, en el idioma del huésped y a cualquier hora.',
      da: 'Receptionen bruger ikke længere formiddagen på at svare på de samme spørgsmål. Assistenten klarer syv ud af ti henvendelser, på gæstens eget sprog og på alle tider af døgnet.',
    },
    role: { is: 'Hótelstjóri', en: 'General manager', es: 'Directora', da: 'Direktør' },
    person_name: 'Lucía Ferrer Vidal',
    photo: null,
    position: 3,
  },
  {
    id: 'nordurfell-rekstrarstjori',
    client_id: 'nordurfell',
    project_id: 'nordurfell-bokunarkerfi',
    quote: {
      is: 'Leiðsögumennirnir fá farþegalistann í símann á hverjum morgni og bókunarpóstunum hefur fækkað úr um sextíu á dag í örfáa. Kerfið borgaði sig upp strax fyrsta sumarið.',
      en: 'Our guides get the passenger list on their phones every morning, and booking emails have gone from around sixty a day to a handful. The system paid for itself in its first summer.',
      es: 'Los guías reciben la lista de pasajeros en el móvil cada mañana y los correos de reservas han pasado de unos sesenta al día a apenas unos pocos. El sistema se amortizó el primer verano.',
      da: 'Guiderne får passagerlisten på mobilen hver morgen, og bookingmails er faldet fra omkring tres om dagen til en håndfuld. Systemet var tjent hjem allerede første sommer.',
    },
    role: { is: 'Rekstrarstjóri', en: 'Operations manager', es: 'Director de operaciones', da: 'Driftschef' },
    person_name: 'Gunnar Þór Sigurðsson',
    photo: null,
    position: 2,
  },
  {
    id: 'brimnes-solustjori',
    client_id: 'brimnes',
    project_id: 'brimnes-vefur',
    quote: {
      is: 'Kaupendur á Spáni og í Danmörku báðu áður um vörulýsingar í tölvupósti fyrir hverja pöntun. Nú lesa þeir þær á vefnum á sínu eigin tungumáli og helmingur nýrra viðskiptavina í fyrra hafði fyrst samband í gegnum hann.',
      en: 'Buyers in Spain and Denmark used to email us for specifications before every order. Now they read them on our website in their own language, and half of last year’s new customers first got in touch through it.',
      es: 'Antes, los compradores de España y Dinamarca nos pedían las fichas técnicas por correo antes de cada pedido. Ahora las consultan en la web en su idioma, y la mitad de los clientes nuevos del año pasado contactó con nosotros por primera vez a través de ella.',
      da: 'Før skrev købere i Spanien og Danmark efter produktspecifikationer før hver ordre. Nu læser de dem på hjemmesiden på deres eget sprog, og halvdelen af sidste års nye kunder tog første gang kontakt den vej.',
    },
    role: { is: 'Sölustjóri', en: 'Sales director', es: 'Directora comercial', da: 'Salgsdirektør' },
    person_name: 'Katrín Hallgrímsdóttir',
    photo: null,
    position: 5,
  },
  {
    id: 'lindarbakari-eigandi',
    client_id: 'lindarbakari',
    project_id: 'lindarbakari-wordpress-express',
    quote: {
      is: 'Vefurinn var kominn í loftið tólf dögum eftir fyrsta fund. Nú berast um þrjátíu tertupantanir á viku í gegnum pöntunarformið í stað símans, svo við sinnum morgunösinni loksins í friði.',
      en: 'Our website was live twelve days after the first meeting. About thirty cake orders a week now come in through the order form instead of the phone, so we finally get through the morning rush in peace.',
      es: 'La web estaba en línea doce días después de la primera reunión. Ahora nos llegan unos treinta encargos de tartas a la semana por el formulario en lugar de por teléfono, así que por fin atendemos la hora punta de la mañana con calma.',
      da: 'Hjemmesiden var oppe tolv dage efter det første møde. Nu kommer omkring tredive kagebestillinger om ugen ind via formularen i stedet for over telefonen, så vi endelig kan klare morgentravlheden i ro.',
    },
    role: { is: 'Eigandi', en: 'Owner', es: 'Propietaria', da: 'Indehaver' },
    person_name: 'Elín Björk Sveinsdóttir',
    photo: null,
    position: 6,
  },
];
