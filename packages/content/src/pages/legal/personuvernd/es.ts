import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { formatDate } from '../../../format';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.personuvernd,
  metaTitle: g.pages.personuvernd,
  metaDescription:
    'Cómo recoge, usa y protege Hraun tus datos personales: qué datos tratamos, con qué finalidad y base jurídica, durante cuánto tiempo y cuáles son tus derechos.',
  metaKeywords:
    'privacidad, política de privacidad, datos personales, RGPD, derechos del interesado, cookies, encargados del tratamiento, protección de datos',
  breadcrumb: g.pages.personuvernd,
  hero: {
    title: g.pages.personuvernd,
    text: `Aquí te explicamos cómo Hraun ehf. recoge, utiliza y protege tus datos personales. Última actualización: ${formatDate('2024-03-11', 'es')}.`,
  },
  /** Which language version prevails. */
  languageNote: 'Esta política se publica también en islandés, inglés y danés. La versión original es la islandesa y, en caso de discrepancia entre versiones, prevalece el texto en islandés.',
  controller: {
    title: '1. Responsable del tratamiento',
    p1: 'Hraun ehf. es el responsable del tratamiento de los datos personales recogidos en este sitio web y en el marco de nuestros servicios. Hraun tiene oficinas en Reikiavik, Copenhague y Barcelona.',
    p2: 'Esta política se basa en la Ley islandesa n.º 90/2018 de protección de datos y tratamiento de datos personales y en el Reglamento General de Protección de Datos (UE) 2016/679 (RGPD).',
  },
  dataCollected: {
    title: '2. Datos que recogemos',
    p1: 'Datos que nos facilitas: nombre, correo electrónico, teléfono y empresa, además de lo que escribas en mensajes, descripciones de proyectos y solicitudes.',
    p2: 'Datos sobre nuestra relación comercial: servicios y planes contratados, dominios, contratos y facturas.',
    p3: 'Datos técnicos: dirección IP, tipo de navegador y de dispositivo, páginas visitadas y hora de la visita, idioma elegido y tus preferencias sobre cookies.',
  },
  purposes: {
    title: '3. Finalidades del tratamiento',
    p1: 'Utilizamos tus datos para responder a tus consultas, elaborar presupuestos, tramitar pedidos, prestar los servicios contratados, atender las solicitudes de soporte técnico y facturar nuestro trabajo.',
    p2: 'También los utilizamos para mantener la seguridad del sitio web, protegerlo frente al spam y los usos indebidos y, con tu consentimiento, analizar cómo se utiliza para poder mejorarlo.',
    p3: 'No vendemos datos personales ni los utilizamos para tomar decisiones automatizadas ni para elaborar perfiles.',
  },
  legalBasis: {
    title: '4. Base jurídica',
    p1: 'El tratamiento relacionado con solicitudes de presupuesto, pedidos y contratos de servicio es necesario para aplicar, a petición tuya, medidas precontractuales o para ejecutar un contrato (artículo 6.1.b del RGPD).',
    p2: 'La respuesta a consultas generales, la seguridad del sitio web y la prevención de usos indebidos se basan en nuestro interés legítimo (artículo 6.1.f).',
    p3: 'La conservación de la documentación contable responde a una obligación legal (artículo 6.1.c) y las cookies analíticas se basan en tu consentimiento (artículo 6.1.a), que puedes retirar en cualquier momento.',
  },
  forms: {
    title: '5. Formularios del sitio web',
    p1: 'El sitio web cuenta con cuatro tipos de formularios: contacto, solicitud de presupuesto, pedido y soporte técnico. Los datos que nos envías solo se utilizan para gestionar tu solicitud.',
    p2: 'Contacto: nombre, correo electrónico, teléfono, empresa, asunto y mensaje. Solicitud de presupuesto: los mismos datos de contacto, descripción del proyecto, presupuesto disponible, plazo y los servicios y soluciones que elijas. Pedido: datos de contacto, dominio, mensaje y plan elegido. Soporte técnico: datos de contacto, dirección del sitio web, descripción del problema, prioridad y tipo de solicitud.',
    p3: 'Cada formulario indica qué campos son obligatorios. Los envíos se almacenan de forma segura y solo tiene acceso a ellos el personal que gestiona tu solicitud. Los formularios incluyen un campo oculto que protege contra el spam y no recoge datos personales.',
  },
  cookies: {
    title: '6. Cookies y almacenamiento local',
    p1: 'El sitio web utiliza una cookie de sesión, cookies analíticas y una cookie que recuerda tu consentimiento. Las cookies analíticas solo se utilizan si das tu consentimiento.',
    p2: 'En el almacenamiento local de tu navegador se guardan el idioma que has elegido (i18nextLng) y si has aceptado las cookies (cookiesAccepted). Encontrarás más detalles, incluida la duración de cada cookie, en nuestra política de cookies.',
  },
  processors: {
    title: '7. Encargados del tratamiento y transferencias',
    p1: 'Trabajamos con proveedores de confianza que tratan datos por cuenta nuestra, por ejemplo para el alojamiento del sitio web y de las bases de datos, la recepción de formularios, el envío de correo electrónico, la analítica web y la contabilidad. Con todos ellos firmamos contratos de encargo del tratamiento y solo pueden tratar los datos siguiendo nuestras instrucciones.',
    p2: 'Por regla general, los datos se almacenan dentro del Espacio Económico Europeo (EEE). Si se transfieren fuera del EEE, por ejemplo a Estados Unidos para la analítica web, solo se hace con garantías adecuadas, como una decisión de adecuación de la Comisión Europea o cláusulas contractuales tipo.',
    p3: 'No comunicamos datos personales a terceros, salvo obligación legal o a petición tuya.',
  },
  retention: {
    title: '8. Plazos de conservación',
    p1: 'Conservamos los datos personales solo durante el tiempo necesario para la finalidad con la que se recogieron.',
    p2: 'Las consultas y solicitudes de presupuesto que no dan lugar a una relación comercial se conservan mientras se gestionan y durante un tiempo razonable después. Los datos de clientes se conservan mientras dure la relación comercial.',
    p3: 'La documentación contable, como las facturas, se conserva durante siete años desde el cierre del ejercicio, tal como exige la Ley islandesa de contabilidad n.º 145/1994.',
  },
  rights: {
    title: '9. Tus derechos',
    p1: 'De acuerdo con la normativa de protección de datos y el RGPD, tienes derecho a acceder a tus datos, a rectificarlos o suprimirlos, a limitar su tratamiento, a oponerte a él y a recibirlos en un formato de lectura mecánica (portabilidad).',
    p2: 'Cuando el tratamiento se basa en tu consentimiento, puedes retirarlo en cualquier momento. La retirada no afecta a la licitud del tratamiento realizado antes.',
    p3: 'Respondemos a las solicitudes en el plazo de un mes. Si consideras que el tratamiento infringe la normativa, puedes presentar una reclamación ante Persónuvernd, la autoridad islandesa de protección de datos (www.personuvernd.is), o ante la autoridad de control de tu país de residencia, que en España es la Agencia Española de Protección de Datos (AEPD).',
  },
  contact: {
    title: '10. Contacto y cambios',
    p1: 'Puedes enviarnos tus preguntas y solicitudes sobre privacidad a través de nuestra página de contacto. Es posible que te pidamos que acredites tu identidad antes de atender una solicitud.',
    p2: 'Podemos actualizar esta política, por ejemplo si cambian nuestros servicios o la legislación. La nueva versión se publica en esta página con su fecha de actualización, y te informaremos expresamente de los cambios importantes.',
  },
};
