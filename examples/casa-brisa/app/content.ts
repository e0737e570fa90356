// Every word of the page, in Spanish (Spain): the components hold no copy.
export const nav = {
  label: 'Menú principal',
  menu: { open: 'Abrir menú', close: 'Cerrar menú' },
  cta: 'Reservar',
  items: [
    {
      id: 'hotel',
      label: 'El hotel',
      items: [
        { id: 'habitaciones', label: 'Habitaciones', href: '/#habitaciones', description: 'Doce habitaciones, nueve con vistas al mar' },
        { id: 'tarifas', label: 'Tarifas', href: '/#tarifas', description: 'Desayuno incluido en todas' },
        { id: 'opiniones', label: 'Opiniones', href: '/#opiniones', description: 'Lo que cuentan nuestros huéspedes' },
      ],
    },
    { id: 'preguntas', label: 'Preguntas', href: '/#preguntas' },
    { id: 'reservas', label: 'Reservas', href: '/#reservas' },
  ],
};

export const hero = {
  eyebrow: 'Hotel familiar en Sitges',
  title: 'Despierta con el Mediterráneo a tus pies',
  text: 'Doce habitaciones en una casa de indianos de 1890, a cincuenta pasos de la playa de la Fragata y a media hora de Barcelona.',
  primary: 'Reservar ahora',
  secondary: 'Ver habitaciones',
};

export const rooms = {
  title: 'Habitaciones',
  text: 'Todas con aire acondicionado, ropa de cama de lino y productos de baño de una cosmética de Girona.',
  items: [
    { id: 'jardin', badge: 'Planta baja', name: 'Jardín', text: 'Con salida directa al patio de limoneros. Tranquila y fresca en pleno agosto.', detail: '2 personas · 18 m²' },
    { id: 'mar', badge: 'Vistas al mar', name: 'Vista Mar', text: 'Balcón de hierro forjado sobre el paseo marítimo y la bahía.', detail: '2 personas · 22 m²' },
    { id: 'suite', badge: 'Última planta', name: 'Suite Terraza', text: 'Terraza privada de 20 m² con tumbonas y la mejor puesta de sol de Sitges.', detail: 'Hasta 3 personas · 35 m²' },
  ],
};

export const rates = {
  title: 'Tarifas',
  text: 'Precio por noche y habitación, desayuno incluido. IVA incluido; tasa turística aparte.',
  popular: 'La más reservada',
  choose: 'Reservar',
  items: [
    { id: 'jardin', name: 'Jardín', price: 'Desde 135 €', note: 'por noche', text: 'Ideal para una escapada de fin de semana.', features: ['Desayuno en el patio', 'Wifi en todo el hotel', 'Cancelación gratuita hasta 48 h antes'] },
    { id: 'mar', name: 'Vista Mar', price: 'Desde 175 €', note: 'por noche', text: 'La habitación que más se repite.', features: ['Desayuno en la terraza', 'Balcón sobre el mar', 'Botella de cava de bienvenida', 'Cancelación gratuita hasta 48 h antes'], popular: true },
    { id: 'suite', name: 'Suite Terraza', price: 'Desde 260 €', note: 'por noche', text: 'Para celebrar algo, o simplemente porque sí.', features: ['Desayuno servido en la terraza', 'Salida tardía hasta las 14:00', 'Parking incluido', 'Cancelación gratuita hasta 7 días antes'] },
  ],
  policy: {
    trigger: 'Política de cancelación',
    title: 'Política de cancelación',
    text: 'Puedes cancelar sin coste hasta 48 horas antes de la llegada (7 días en la Suite Terraza). Después cobramos la primera noche. Si tu vuelo se cancela, te cambiamos la fecha sin cargo.',
    close: 'Cerrar',
  },
};

export const reviews = {
  title: 'Lo que dicen nuestros huéspedes',
  items: [
    { id: 'marta', quote: 'Desayunar en la terraza viendo el mar no tiene precio. El equipo nos recomendó restaurantes que jamás habríamos encontrado solos.', name: 'Marta Vidal', role: 'Valencia' },
    { id: 'jonas', quote: 'Pregunté por el chat a las dos de la mañana cómo llegar desde el aeropuerto y me contestaron al momento, en alemán.', name: 'Jonas Weber', role: 'Múnich' },
    { id: 'ines', quote: 'Pequeño, cuidado y con alma. Volveremos en septiembre, ya tenemos la Suite Terraza reservada.', name: 'Inés y Carlos', role: 'Madrid' },
  ],
};

export const faq = {
  title: 'Preguntas frecuentes',
  items: [
    { id: 'horario', q: '¿A qué hora es la entrada y la salida?', a: 'La entrada es a partir de las 15:00 y la salida hasta las 11:00. Si llegas antes, te guardamos el equipaje y puedes ir a la playa.' },
    { id: 'parking', q: '¿Tenéis aparcamiento?', a: 'Tenemos seis plazas en un garaje a 200 metros, por 22 € al día. Conviene reservarlas con la habitación en verano.' },
    { id: 'aeropuerto', q: '¿Cómo llego desde el aeropuerto de Barcelona?', a: 'En taxi son 25 minutos. En tren, el R2 Sud con transbordo en el Prat te deja en la estación de Sitges, a diez minutos andando del hotel.' },
    { id: 'mascotas', q: '¿Se admiten mascotas?', a: 'Sí, perros de hasta 10 kg en las habitaciones Jardín, con un suplemento de 15 € por noche.' },
  ],
};

export const booking = {
  title: 'Solicita tu reserva',
  text: 'Te confirmamos disponibilidad y precio en menos de dos horas, de 8:00 a 22:00.',
  summaryTitle: 'Revisa estos datos',
  name: { label: 'Nombre y apellidos', error: 'Escribe tu nombre.' },
  email: { label: 'Correo electrónico', error: 'Escribe un correo válido, por ejemplo nombre@correo.es.' },
  arrival: { label: 'Fecha de llegada', error: 'Elige una fecha de llegada a partir de hoy.' },
  guests: { label: 'Huéspedes', hint: 'De 1 a 4 por habitación.', error: 'Indica entre 1 y 4 huéspedes.' },
  nights: {
    label: 'Noches',
    placeholder: 'Elige',
    error: 'Elige cuántas noches te quedas.',
    options: [
      { value: '1', label: '1 noche' },
      { value: '2', label: '2 noches' },
      { value: '3', label: '3 noches' },
      { value: '5', label: '5 noches' },
      { value: '7', label: 'Una semana' },
    ],
  },
  room: {
    legend: 'Habitación',
    error: 'Elige una habitación.',
    options: [
      { value: 'jardin', label: 'Jardín', description: 'Desde 135 € la noche' },
      { value: 'mar', label: 'Vista Mar', description: 'Desde 175 € la noche' },
      { value: 'suite', label: 'Suite Terraza', description: 'Desde 260 € la noche' },
    ],
  },
  extras: {
    legend: 'Extras',
    hint: 'Opcional: marca los que quieras.',
    options: [
      { value: 'parking', label: 'Parking' },
      { value: 'traslado', label: 'Traslado al aeropuerto' },
      { value: 'tardia', label: 'Salida tardía' },
      { value: 'cuna', label: 'Cuna' },
    ],
  },
  message: { label: 'Comentarios', hint: 'Opcional: hora de llegada, alergias, una celebración…' },
  consent: { label: 'Acepto que Casa Brisa use mis datos para responder a esta solicitud.', error: 'Necesitamos tu consentimiento para responderte.' },
  submit: 'Enviar solicitud',
  pending: 'Enviando…',
  success: '¡Gracias! Te escribimos en menos de dos horas.',
};

export const footer = {
  skip: 'Saltar al contenido',
  brand: { label: 'Casa Brisa', href: '/', text: 'Hotel familiar frente al mar en Sitges, desde 1998.' },
  contact: { title: 'Contacto', phone: '+34 938 94 12 30', phoneLabel: 'Teléfono', email: 'hola@casabrisa.es', emailLabel: 'Correo', lines: ['Passeig de la Ribera 42, 08870 Sitges'] },
  columns: [
    { id: 'hotel', title: 'El hotel', links: [{ id: 'habitaciones', label: 'Habitaciones', href: '/#habitaciones' }, { id: 'tarifas', label: 'Tarifas', href: '/#tarifas' }] },
    { id: 'ayuda', title: 'Ayuda', links: [{ id: 'preguntas', label: 'Preguntas frecuentes', href: '/#preguntas' }, { id: 'reservas', label: 'Reservas', href: '/#reservas' }] },
  ],
  social: { label: 'Síguenos', links: [{ id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' }] },
  legalLine: '© 2026 Casa Brisa S.L. · NIF B-65432109 · HUTB-004512',
  legal: { label: 'Legal', links: [{ id: 'aviso', label: 'Aviso legal', href: '/#aviso-legal' }, { id: 'privacidad', label: 'Privacidad', href: '/#privacidad' }] },
};
