import { paragraphs, type SampleText } from '../types';

export const text: SampleText = {
  categories: { website: 'Web', store: 'Tienda online', system: 'Sistema' },
  projects: {
    'fjallalind-vefverslun': {
      title: 'Fjallalind: nueva tienda online',
      description:
        'Tienda online para una marca islandesa de cosmética natural elaborada con plantas de Islandia, con suscripciones y envíos a todos los países nórdicos.',
      content: paragraphs(
        'Fjallalind elabora cosmética con plantas islandesas y llevaba años vendiéndola en tiendas y mercados. Su antigua tienda online iba lenta en el móvil y no daba abasto con el creciente número de pedidos desde Dinamarca y Suecia.',
        'Diseñamos una nueva tienda en WooCommerce con protagonismo para la fotografía de producto, un proceso de compra sencillo y suscripciones a los productos más vendidos. La tienda está en islandés, inglés y danés y calcula los gastos de envío automáticamente según el país.',
        'En los tres primeros meses tras el lanzamiento, los pedidos desde el móvil crecieron un 40 % y se redujeron mucho los carritos abandonados. Fjallalind tiene ahora contratado uno de nuestros planes de mantenimiento y nos encargamos de las actualizaciones, las copias de seguridad y la monitorización.',
      ),
      tags: ['WooCommerce', 'Suscripciones', 'Multilingüe'],
      deliverables: ['Una nueva tienda WooCommerce diseñada en torno a la fotografía de producto', 'Un proceso de compra de dos pasos en lugar de cinco', 'Suscripciones a los productos más vendidos', 'Islandés, inglés y danés, con gastos de envío según el país', 'Un plan de mantenimiento: actualizaciones, copias de seguridad y monitorización'],
    },
    'brimnes-vefur': {
      title: 'Brimnes Seafood: web corporativa',
      description: 'Nueva web corporativa en cuatro idiomas para una empresa pesquera que vende pescado a compradores de toda Europa.',
      content: paragraphs(
        'Brimnes exporta pescado fresco y congelado a compradores de toda Europa. La web tenía que transmitir calidad, trazabilidad y sostenibilidad, y resolver las dudas de los compradores extranjeros antes de que cogieran el teléfono.',
        'Creamos un diseño nuevo con fotografías de la tripulación y de la planta de procesado, montamos un catálogo con la ficha técnica de cada especie y desarrollamos la web en WordPress para que el equipo de Brimnes pueda actualizar los contenidos por su cuenta en islandés, inglés, español y danés.',
        'Gracias al posicionamiento SEO en cada idioma, Brimnes aparece ahora entre los primeros resultados cuando los compradores de sus principales mercados buscan bacalao y eglefino de Islandia.',
      ),
      tags: ['WordPress', 'Multilingüe', 'SEO'],
      deliverables: ['Un nuevo diseño con fotografías de la tripulación y de la planta de procesado', 'Un catálogo de productos con la ficha técnica de cada especie', 'WordPress en cuatro idiomas, que el propio equipo de Brimnes actualiza', 'Posicionamiento SEO en cada idioma'],
    },
    'nordurfell-bokunarkerfi': {
      title: 'Norðurfell: sistema de reservas para excursiones',
      description: 'Sistema de reservas para una empresa de turismo del norte de Islandia que vende rutas por glaciares, avistamiento de ballenas y excursiones para ver auroras boreales.',
      content: paragraphs(
        'Norðurfell organiza excursiones de un día en el norte de Islandia y antes gestionaba las reservas por correo electrónico y por teléfono. Su equipo dedicaba buena parte de la jornada a confirmar reservas y a responder una y otra vez a las mismas preguntas.',
        'Desarrollamos un sistema de reservas que muestra las plazas disponibles en tiempo real, cobra los pagos y envía confirmaciones y recordatorios de forma automática. Se conecta mediante API con la contabilidad de la empresa y con los revendedores, de modo que la disponibilidad es la misma en todos los canales.',
        'Hoy más del 80 % de las reservas llegan a través de la web, y los guías reciben cada mañana la lista de pasajeros directamente en el móvil.',
      ),
      tags: ['Reservas online', 'React', 'Integraciones API'],
      deliverables: ['Plazas disponibles de cada excursión en tiempo real', 'Pago online, con confirmaciones y recordatorios automáticos', 'Conexión por API con la contabilidad y con los revendedores', 'Listas de pasajeros en el móvil de los guías cada mañana'],
    },
    'casa-brisa-gervigreind': {
      title: 'Casa Brisa: inteligencia artificial al servicio del huésped',
      description: 'Un chatbot con inteligencia artificial y una nueva web de reservas para un pequeño hotel frente al mar en Sitges.',
      content: paragraphs(
        'Casa Brisa es un hotel familiar en Sitges, a pocos kilómetros al sur de Barcelona. La recepción recibía a diario decenas de correos con las mismas preguntas sobre el aparcamiento, el desayuno o cómo llegar desde el aeropuerto.',
        'Entrenamos un chatbot con la información del propio hotel que atiende a los huéspedes en seis idiomas las 24 horas y deriva al personal las consultas más complejas. Al mismo tiempo, integramos el motor de reservas directamente en la web para que los huéspedes puedan reservar sin intermediarios.',
        'Hoy el chatbot resuelve cerca del 70 % de las consultas sin intervención del personal, y las reservas directas no han dejado de crecer.',
      ),
      tags: ['Inteligencia artificial', 'Chat con IA', 'Reservas online'],
      deliverables: ['Un chatbot entrenado con la información del propio hotel', 'Respuestas en seis idiomas, a cualquier hora', 'Las consultas complejas pasan a recepción con un resumen de la conversación', 'Un motor de reservas conectado directamente a la web'],
    },
    'lindarbakari-wordpress-express': {
      title: 'Lindarbakarí: WordPress Express',
      description: 'Una panadería de barrio que estrenó web en menos de dos semanas gracias a WordPress Express.',
      content: paragraphs(
        'Lindarbakarí es una panadería familiar de Kópavogur que quería una web sencilla y bonita con su horario, sus productos e información para encargar tartas.',
        'WordPress Express encajaba a la perfección: una plantilla profesional que adaptamos a los colores y la tipografía de la panadería, tres páginas y un formulario para encargar tartas. Además, conectamos la web con su Perfil de Empresa de Google para que el horario sea correcto en todas partes.',
        'La web se publicó doce días después de la primera reunión, y ahora los propietarios actualizan ellos mismos las ofertas de la semana.',
      ),
      tags: ['WordPress Express', 'Adaptada al móvil', 'Perfil de Empresa de Google'],
      deliverables: ['Una plantilla de WordPress adaptada a los colores y la tipografía de la panadería', 'Tres páginas: la panadería, panes y bollería, encargos de tartas', 'Un formulario de encargo de tartas', 'Horarios sincronizados con el Perfil de Empresa de Google'],
    },
    'havnegaard-vefverslun': {
      title: 'Havnegaard: tienda online en Shopify',
      description: 'Tienda online para una granja danesa de la isla de Fionia que vende quesos, mermeladas y cestas de regalo directamente al consumidor.',
      content: paragraphs(
        'Havnegaard es una pequeña granja de Fionia que elabora quesos, mermeladas y zumos. La demanda de cestas de regalo para Navidad hacía tiempo que desbordaba lo que se podía gestionar con pedidos por teléfono y listas escritas a mano.',
        'Nuestro equipo de Copenhague montó una tienda en Shopify con pago por MobilePay y tarjeta, entrega en puntos de recogida y un proceso específico para regalos de empresa, con el que se pueden enviar muchas cestas a muchas direcciones en un único pedido.',
        'Coincidiendo con la apertura, pusimos en marcha una campaña en redes sociales y por correo electrónico. Las ventas navideñas por internet se triplicaron respecto al año anterior.',
      ),
      tags: ['Shopify', 'MobilePay', 'Marketing digital'],
      deliverables: ['Una tienda Shopify con pago por MobilePay y con tarjeta', 'Entrega en puntos de recogida', 'Regalos de empresa: muchas cestas a muchas direcciones en un solo pedido', 'Una campaña en redes sociales y por email para el lanzamiento'],
    },
    'norrebro-kaffe-askrift': {
      title: 'Nørrebro Kaffe: sistema de suscripciones',
      description: 'Sistema de suscripciones para un tostadero de café de Copenhague que lleva café recién tostado hasta la puerta de casa.',
      content: paragraphs(
        'Nørrebro Kaffe tuesta café en pequeños lotes y quería ofrecer a sus clientes habituales la posibilidad de recibir café recién tostado en casa cada dos o cuatro semanas.',
        'Desarrollamos un sistema de suscripciones sobre su tienda online en el que cada cliente elige café, cantidad y frecuencia, y puede pausar, cambiar o cancelar la suscripción cuando quiera. Los cobros son automáticos y el tostadero dispone de una previsión de cuánto café tiene que tostar cada semana.',
        'Los suscriptores suponen ya alrededor de un tercio de la facturación, y la compra de café verde es mucho más previsible que antes.',
      ),
      tags: ['Suscripciones', 'WooCommerce', 'Automatización'],
      deliverables: ['Suscripciones integradas en la tienda online existente', 'El cliente elige el café, la cantidad y el envío cada dos o cuatro semanas', 'Pausar, cambiar o cancelar sin tener que escribir a nadie', 'Cobros automáticos y un resumen semanal de tueste'],
    },
    'olivera-vefverslun': {
      title: 'Olivera Mediterrània: tienda online y portal mayorista',
      description: 'Tienda online y portal mayorista para un productor catalán de aceite de oliva que vende tanto a particulares como a restaurantes.',
      content: paragraphs(
        'Olivera Mediterrània produce aceite de oliva ecológico en Cataluña y lo vende tanto a particulares como a restaurantes. Los pedidos al por mayor llegaban por correo electrónico y las tarifas se enviaban en hojas de cálculo.',
        'Nuestro equipo de Barcelona desarrolló una única tienda online con dos caras: los consumidores ven una tienda convencional en catalán, castellano e inglés, mientras que los clientes mayoristas, al iniciar sesión, acceden a sus propios precios, descuentos por volumen y pago mediante factura.',
        'Hoy la mayoría de los pedidos mayoristas entran a través de la web, y el equipo comercial de Olivera tiene más tiempo para dedicarse a captar nuevos clientes.',
      ),
      tags: ['WooCommerce', 'B2B', 'Multilingüe'],
      deliverables: ['Una sola tienda WooCommerce en catalán, castellano e inglés', 'Un portal mayorista con acceso privado y precios propios', 'Descuentos por volumen y pago contra factura', 'Pedidos mayoristas por la web en lugar de por email'],
    },
  },
  news: {
    'ny-vefverslun-opnud': {
      title: 'Fjallalind estrena tienda online',
      excerpt: 'Fjallalind ya vende su cosmética islandesa en tres idiomas desde una nueva tienda online diseñada y desarrollada por Hraun.',
      content: paragraphs(
        'La marca de cosmética Fjallalind ha abierto una nueva tienda online en la que nuestro equipo de Reikiavik ha trabajado durante los últimos meses. La tienda está en islandés, inglés y danés y acepta pedidos de todos los países nórdicos.',
        'El objetivo estaba claro: que comprar desde el móvil fuera tan fácil como desde el ordenador. Hemos reducido el proceso de compra de cinco pasos a dos, las fichas de producto cargan en menos de un segundo y los clientes habituales ya pueden suscribirse a sus productos favoritos.',
        '«Queríamos una tienda online que reflejara nuestros productos: limpia, sencilla y cuidada», explica la fundadora de Fjallalind. «Trabajar con Hraun ha sido facilísimo».',
        'Puedes leer más sobre el proyecto en nuestra página de proyectos.',
      ),
    },
    'hraun-fagnar-20-arum': {
      title: 'Hraun cumple 20 años',
      excerpt: 'Veinte años, tres oficinas y más de 500 clientes. Echamos la vista atrás y miramos al futuro.',
      content: paragraphs(
        'En 2006 abrimos una pequeña oficina en Reikiavik con un ordenador por persona y muchas ganas. Veinte años después, nuestro equipo trabaja desde Reikiavik, Copenhague y Barcelona y ha sacado adelante más de 600 proyectos para más de 500 clientes.',
        'Desde entonces han cambiado muchas cosas. Las webs se han convertido en tiendas, sistemas de reservas y servicios de atención abiertos las 24 horas, y la inteligencia artificial ya forma parte de nuestro día a día. Lo que no ha cambiado es nuestra apuesta por el trabajo bien hecho y las relaciones a largo plazo.',
        'Damos las gracias a nuestros clientes, socios y a todo el equipo por acompañarnos en este camino, y lo celebramos con una jornada de puertas abiertas en nuestras tres oficinas en septiembre.',
      ),
    },
    'gervigreind-svarar-hotelgestum': {
      title: 'Un chatbot que atiende a los huéspedes en seis idiomas',
      excerpt: 'Casa Brisa, en Sitges, utiliza la inteligencia artificial de Hraun para responder a las preguntas más habituales de sus huéspedes a cualquier hora.',
      content: paragraphs(
        'Un hotel pequeño recibe tantas consultas como uno grande, pero rara vez cuenta con tanta gente para responderlas. Por eso Casa Brisa confió en nuestro equipo de Barcelona.',
        'Pusimos en marcha un chatbot que se basa únicamente en la información del propio hotel: tarifas, política de cancelación, transporte y servicios de la zona. Cuando una pregunta se sale de ese marco, pasa directamente a recepción junto con un resumen de la conversación.',
        'Tras los tres primeros meses, el chatbot resuelve por sí solo cerca del 70 % de las consultas. El equipo tiene más tiempo para los huéspedes que están en el hotel, que era justo lo que se buscaba.',
      ),
    },
    'wordpress-express-a-tolf-dogum': {
      title: 'De la primera reunión a la web publicada en doce días',
      excerpt: 'Lindarbakarí estrenó web con WordPress Express. Te contamos cómo fue el proceso, paso a paso.',
      content: paragraphs(
        'Mucha gente da por hecho que una web nueva lleva meses. Para las pequeñas empresas que necesitan una web sencilla y bonita no tiene por qué ser así, y Lindarbakarí es un buen ejemplo.',
        'En la primera reunión repasamos colores, tipografías y los contenidos que debía tener la web. Al día siguiente ya había una plantilla montada en un entorno de pruebas, y los panaderos nos enviaron fotos y textos. Tras una única ronda de cambios, la web estaba lista.',
        'Doce días después de la primera reunión, la web se publicó con formulario para encargar tartas, horario y mapa. Si tu empresa necesita una web cuanto antes, WordPress Express es una muy buena opción.',
      ),
    },
    'hradi-vefsins-skiptir-mali': {
      title: 'La velocidad de tu web importa más de lo que crees',
      excerpt:
        'Una web lenta pierde visitas y posiciones en Google. Te contamos las causas más habituales y las soluciones sencillas que marcan la diferencia.',
      content: paragraphs(
        'Los usuarios abandonan enseguida una web que tarda en cargar, sobre todo en el móvil. Además, Google tiene en cuenta la velocidad y la experiencia de usuario al ordenar los resultados de búsqueda, por ejemplo a través de las métricas Core Web Vitals.',
        'Las causas más habituales de una web lenta son las imágenes demasiado pesadas, el exceso de plugins y un alojamiento que no aguanta la carga. A menudo bastan medidas sencillas para notar la diferencia: optimizar las imágenes y usar formatos modernos, cargar menos scripts en cada página y elegir un alojamiento acorde con tu tráfico.',
        'En todos nuestros planes de mantenimiento vigilamos la velocidad de tu web y te avisamos si empeora. ¿Quieres saber en qué punto está la tuya? Escríbenos y la revisamos contigo.',
      ),
    },
    'adgengiskrofur-a-vefnum': {
      title: 'Nuevos requisitos de accesibilidad: ¿está lista tu web?',
      excerpt: 'La Ley Europea de Accesibilidad se aplica a partir de junio de 2025. Esto es lo que toda empresa debe saber.',
      content: paragraphs(
        'La Ley Europea de Accesibilidad (European Accessibility Act) se aplica a partir del 28 de junio de 2025 y afecta, entre otros, a las tiendas online, los servicios bancarios y la venta de billetes de transporte de viajeros. Las empresas que venden a consumidores de la Unión Europea, incluidas España y Dinamarca, deben garantizar que sus webs sean accesibles para todas las personas. Las microempresas que prestan servicios quedan exentas en gran medida.',
        'En la práctica, esto significa, entre otras cosas, que la web pueda usarse solo con el teclado, que las imágenes tengan un texto descriptivo, que el texto contraste bien con el fondo y que los formularios estén bien etiquetados. La referencia que sigue la mayoría es el nivel AA de las WCAG 2.1.',
        'Auditamos la accesibilidad de tu web y priorizamos las mejoras según su impacto. Todas las webs nuevas que desarrollamos se diseñan pensando en la accesibilidad desde el primer día.',
      ),
    },
  },
  figures: {
    'fjallalind-vefverslun': [{ value: '+40 %', label: 'pedidos desde el móvil en los tres primeros meses' }],
    'brimnes-vefur': [{ value: '4', label: 'idiomas en una sola web' }],
    'nordurfell-bokunarkerfi': [{ value: '80 %', label: 'de las reservas llegan ya por la web' }],
    'casa-brisa-gervigreind': [
      { value: '70 %', label: 'de las consultas resueltas sin intervención del personal' },
      { value: '6', label: 'idiomas, las 24 horas' },
    ],
    'lindarbakari-wordpress-express': [{ value: '12', label: 'días desde la primera reunión hasta el lanzamiento' }],
    'havnegaard-vefverslun': [{ value: '3×', label: 'ventas navideñas por internet frente al año anterior' }],
    'norrebro-kaffe-askrift': [{ value: '⅓', label: 'de la facturación procede de suscriptores' }],
  },
  imageAlt: {
    mockup: 'La página de inicio de la nueva web de {name} en un ordenador y su primera pantalla en un móvil',
    desktop: 'La primera pantalla de la nueva web de {name} en un ordenador',
    phones: 'Tres pantallas de la web de {name} en un móvil: el principio de la página de inicio y dos secciones más abajo',
  },
};
