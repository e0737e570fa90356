import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { openingBounds, referenceTimeZone } from '../../../hours';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.skilmalar,
  metaTitle: g.pages.skilmalar,
  metaDescription:
    'Condiciones generales de Hraun: tarifa por hora, plazos de pago, contratos de servicio y preaviso, cambios en las condiciones, responsabilidad y ley aplicable.',
  metaKeywords:
    'términos y condiciones, condiciones generales, tarifa por hora, condiciones de pago, contrato de servicio, preaviso, responsabilidad, propiedad intelectual',
  breadcrumb: g.pages.skilmalar,
  hero: {
    title: g.pages.skilmalar,
    text: 'Condiciones generales de contratación de Hraun ehf. para el desarrollo web, el software, el alojamiento y los servicios relacionados.',
  },
  /** Which language version prevails. */
  languageNote: 'Estas condiciones se publican también en islandés, inglés y danés. La versión original es la islandesa y, en caso de discrepancia entre versiones, prevalece el texto en islandés.',
  scope: {
    title: '1. Ámbito de aplicación',
    p1: 'Estas condiciones se aplican a todos los servicios que Hraun ehf. («Hraun») presta a sus clientes, entre ellos el desarrollo web, el diseño web, la programación, la consultoría, el marketing, el alojamiento web, el correo profesional y la gestión web.',
    p2: 'Al aceptar un presupuesto, realizar un pedido o firmar un contrato de servicio, el cliente acepta estas condiciones. Si un acuerdo escrito entre las partes se aparta de ellas, prevalece lo dispuesto en dicho acuerdo.',
  },
  services: {
    title: '2. Servicios y entrega',
    p1: 'El alcance, los plazos de entrega y el precio de cada proyecto se fijan en el presupuesto o en el contrato. Hraun hace todo lo posible por cumplir los plazos acordados, pero no responde de los retrasos imputables al cliente, por ejemplo cuando los contenidos, los accesos o las aprobaciones llegan tarde.',
    p2: 'El cliente revisa el trabajo antes de su puesta en marcha. Las observaciones deben enviarse por escrito en un plazo razonable; de lo contrario, el trabajo se considera aceptado. Los cambios y ampliaciones que excedan el alcance acordado se facturan según la tarifa por hora, salvo pacto en contrario.',
  },
  payment: {
    title: '3. Precios y pago',
    p1: 'El trabajo por horas en el marco de un contrato de proyecto o de servicio, como los cambios que excedan el alcance acordado o las tareas al finalizar el contrato, se factura a la tarifa contractual de 14.950 ISK por hora, IVA no incluido, salvo que el presupuesto o el contrato indiquen otra cosa. Los encargos puntuales sin contrato se facturan según la lista de precios vigente. Todos los precios se expresan en coronas islandesas y no incluyen el IVA, salvo indicación en contrario.',
    p2: 'Por lo general, las facturas vencen entre 7 y 10 días después de su fecha de emisión. Las cuotas mensuales, como las de alojamiento web, correo profesional y planes de mantenimiento, se pagan por adelantado.',
    p3: 'Los retrasos en el pago devengan intereses de demora conforme a la legislación islandesa (Ley n.º 38/2001 de intereses e indexación de precios). Hraun se reserva el derecho de suspender los servicios por impago, previo aviso.',
  },
  contracts: {
    title: '4. Contratos de servicio',
    p1: 'Los contratos de servicio, por ejemplo de alojamiento web, gestión web o planes de mantenimiento, tienen duración indefinida salvo que se indique otra cosa. No pueden rescindirse durante los primeros 12 meses desde su inicio.',
    p2: 'Transcurrido ese periodo, pueden rescindirse con un preaviso de 3 meses. La rescisión debe comunicarse por escrito y surte efecto a final de mes.',
    p3: 'Al finalizar el contrato, Hraun entrega al cliente sus datos y le ayuda a trasladar sitios web y dominios. Este trabajo se factura según la tarifa por hora.',
  },
  changes: {
    title: '5. Modificación de las condiciones',
    p1: 'Hraun puede modificar estas condiciones. Los cambios se comunican a los clientes con al menos 30 días de antelación a su entrada en vigor, por correo electrónico o en el sitio web de Hraun.',
    p2: 'Si el cliente sigue utilizando los servicios una vez que los cambios han entrado en vigor, se aplican las condiciones modificadas.',
  },
  liability: {
    title: '6. Responsabilidad',
    p1: 'Hraun presta sus servicios con diligencia profesional y conforme a lo acordado entre las partes. En cualquier caso, la responsabilidad de Hraun por daños se limita al coste de puesta en marcha del proyecto más el importe de un año de cuotas del servicio.',
    p2: 'Hraun no responde de daños indirectos, como la interrupción de la actividad, el lucro cesante o la pérdida de datos, ni de los daños causados por servicios de terceros, por un uso indebido por parte del cliente o por causas de fuerza mayor.',
    p3: 'Estas limitaciones no se aplican cuando el daño se deba a dolo o negligencia grave.',
  },
  intellectualProperty: {
    title: '7. Propiedad intelectual',
    p1: 'Una vez abonado íntegramente el trabajo, el cliente adquiere los derechos sobre el diseño y los contenidos creados específicamente para él, salvo pacto en contrario.',
    p2: 'Hraun conserva los derechos sobre su propio software, bibliotecas de código, plantillas y herramientas que utiliza en distintos proyectos, y concede al cliente una licencia de uso indefinida en la medida necesaria para utilizar el trabajo. El software de código abierto, como WordPress, se rige por sus propias licencias.',
    p3: 'El cliente garantiza que dispone de los derechos sobre todo el material que facilita a Hraun, como textos, imágenes y marcas. Hraun puede mostrar el proyecto en su porfolio y en sus materiales promocionales, salvo que el cliente se oponga.',
  },
  law: {
    title: '8. Legislación aplicable y jurisdicción',
    p1: 'Estas condiciones y los contratos basados en ellas se rigen por la legislación islandesa.',
    p2: 'Las partes intentarán resolver primero cualquier controversia de forma amistosa. Si no fuera posible, el asunto podrá someterse al Tribunal de Distrito de Reikiavik (Héraðsdómur Reykjavíkur).',
  },
  contact: {
    title: '9. Contacto',
    p1: `Puedes enviarnos tus preguntas sobre estas condiciones a través de la página de contacto o del soporte técnico. Respondemos en horario de oficina, de lunes a viernes de ${openingBounds('es').opens} a ${openingBounds('es').closes} (${referenceTimeZone('es')}).`,
  },
};
