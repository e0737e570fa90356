import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.fyrirtaekid,
  metaTitle: g.pages.fyrirtaekid,
  metaDescription:
    'Hraun es una agencia web fundada en Reikiavik en 2006 que hoy también tiene oficinas en Copenhague y Barcelona. Conoce nuestra historia, valores y trayectoria.',
  metaKeywords: 'Hraun, agencia web, sobre nosotros, historia, valores, Reikiavik, Copenhague, Barcelona',
  breadcrumb: g.pages.fyrirtaekid,
  hero: {
    title: 'Creamos webs que marcan la diferencia',
    text: 'Desde 2006 ayudamos a las empresas a crecer en internet. Hoy nuestro equipo trabaja desde Reikiavik, Copenhague y Barcelona.',
  },
  history: {
    title: 'Nuestra historia',
    paragraphs: {
      founding:
        'Hraun nació en Reikiavik en 2006 con un objetivo claro: crear webs tan sólidas como la lava sobre la que se asienta Islandia (hraun significa «lava» en islandés). Los primeros años trabajamos para empresas e instituciones islandesas y, desde el primer día, apostamos por el trabajo bien hecho, una comunicación clara y relaciones duraderas con nuestros clientes.',
      copenhagen:
        'A medida que llegaban más proyectos del resto de los países nórdicos, en 2015 abrimos oficina en Copenhague. Desde allí atendemos a clientes daneses y nórdicos con el mismo equipo, los mismos métodos y el mismo nivel de exigencia.',
      barcelona:
        'En 2020 se sumó la oficina de Barcelona. Hoy diseñadores, desarrolladores y especialistas en marketing de tres países trabajan codo con codo en proyectos para más de 500 clientes, y seguimos pensando lo mismo que al principio: una buena web es una inversión que tiene que dar sus frutos.',
    },
  },
  values: {
    title: 'Nuestros valores',
    items: {
      innovation: {
        title: 'Innovación',
        text: 'Seguimos de cerca las nuevas tecnologías y las incorporamos con criterio para que nuestros clientes tengan soluciones que resistan el paso del tiempo.',
      },
      trust: {
        title: 'Confianza',
        text: 'Hablamos claro, cumplimos plazos y presupuestos y entendemos cada proyecto como el comienzo de una colaboración a largo plazo.',
      },
      excellence: {
        title: 'Excelencia',
        text: 'Cuidamos cada detalle, del diseño y la accesibilidad a la velocidad y la seguridad, y lo probamos todo antes de publicarlo.',
      },
      technology: {
        title: 'Tecnología',
        text: 'Elegimos la tecnología en función de lo que necesita cada proyecto, no de las modas, y apostamos por soluciones abiertas y probadas.',
      },
    },
  },
  stats: {
    founded: 'Año de fundación',
    locations: 'Oficinas',
    service: 'Supervisión y servicio',
    clients: 'Clientes',
  },
  timeline: {
    title: 'Nuestra trayectoria',
    items: {
      y2006: {
        title: 'Nace Hraun en Reikiavik',
        text: 'Nuestros primeros proyectos fueron webs para empresas y asociaciones islandesas.',
      },
      y2010: {
        title: 'Alojamiento con supervisión permanente',
        text: 'Empezamos a alojar y gestionar las webs de nuestros clientes con monitorización las 24 horas del día.',
      },
      y2015: {
        title: 'Oficina en Copenhague',
        text: 'Con la nueva oficina en Dinamarca nos acercamos a nuestros clientes nórdicos.',
      },
      y2020: {
        title: 'Oficina en Barcelona',
        text: 'El equipo dio el salto a España y empezamos a trabajar con empresas del sur de Europa.',
      },
      y2023: {
        title: 'Inteligencia artificial y 500 clientes',
        text: 'Lanzamos nuestras primeras soluciones de inteligencia artificial y celebramos la llegada de nuestro cliente número 500.',
      },
    },
  },
  cta: {
    title: '¿Trabajamos juntos?',
    text: 'Cuéntanos tu proyecto y encontraremos juntos la mejor forma de sacarlo adelante.',
  },
};
