import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.bokunarkerfi,
  menuText: 'Reservas y pagos online, a cualquier hora',
  card: {
    title: g.solutions.bokunarkerfi,
    text: 'Tus clientes reservan y pagan desde tu web, a cualquier hora del día.',
  },
  homeCard: {
    title: g.solutions.bokunarkerfi,
    text: 'Reservas online las 24 horas para hoteles, alquiler de coches, peluquerías y restaurantes, con recordatorios automáticos.',
  },
  metaTitle: g.solutions.bokunarkerfi,
  metaDescription:
    'Un sistema de reservas online que acepta citas y pagos las 24 horas. Ideal para alquiler de coches, hoteles, peluquerías, clínicas, gimnasios y restaurantes.',
  metaKeywords:
    'sistema de reservas, reservas online, gestión de citas, cita previa, reservas de mesa, motor de reservas para hoteles, alquiler de coches, peluquerías, clínicas, gimnasios',
  breadcrumb: g.solutions.bokunarkerfi,
  hero: {
    title: 'Un sistema de reservas que no cierra nunca',
    text: 'Deja que tus clientes reserven citas, mesas o habitaciones en tu web cuando mejor les venga. Menos llamadas, menos errores y más reservas.',
  },
  features: {
    title: 'Todo lo necesario para gestionar reservas',
    text: 'El sistema se encarga de las reservas, los pagos y los recordatorios para que tu equipo pueda centrarse en los clientes.',
    items: {
      online: {
        title: 'Reservas online 24/7',
        text: 'Tus clientes ven la disponibilidad en tiempo real y reservan en segundos, desde el ordenador o el móvil.',
      },
      payments: {
        title: 'Pagos y señales',
        text: 'Cobra el importe o una señal en el momento de la reserva y reduce las ausencias.',
      },
      reminders: {
        title: 'Recordatorios automáticos',
        text: 'Las confirmaciones y los recordatorios se envían automáticamente por correo electrónico o SMS.',
      },
      calendarSync: {
        title: 'Sincronización de calendarios',
        text: 'Las reservas aparecen al instante en Google Calendar, Outlook y los demás calendarios de tu equipo.',
      },
      resources: {
        title: 'Equipo y recursos',
        text: 'Gestiona turnos, salas, equipos y servicios desde un mismo lugar.',
      },
      reports: {
        title: 'Informes y métricas',
        text: 'Consulta la ocupación, los ingresos y los servicios más solicitados en informes claros.',
      },
    },
  },
  industries: {
    title: 'Soluciones para cada sector',
    text: 'Cada sector tiene sus necesidades, y adaptamos el sistema de reservas a tu forma de trabajar.',
    items: {
      carRental: {
        title: 'Alquiler de coches',
        text: 'Reserva de vehículos por categoría y fechas, extras como sillas infantiles y entrega en el aeropuerto.',
      },
      hotels: {
        title: 'Hoteles y alojamientos',
        text: 'Reserva de habitaciones con disponibilidad en tiempo real, tarifas de temporada y conexión con portales de reservas.',
      },
      hairSalons: {
        title: 'Peluquerías y centros de estética',
        text: 'El cliente elige servicio y profesional, y recibe un recordatorio el día antes de su cita.',
      },
      healthcare: {
        title: 'Salud',
        text: 'Cita previa segura con médicos, fisioterapeutas y psicólogos, con la protección de datos como prioridad.',
      },
      fitness: {
        title: 'Gimnasios y fitness',
        text: 'Inscripción en clases colectivas y entrenamiento personal, con listas de espera, bonos y cuotas.',
      },
      restaurants: {
        title: 'Restaurantes',
        text: 'Reservas de mesa desde tu web con una vista clara de salas y mesas, y recordatorios que reducen las mesas vacías.',
      },
    },
  },
  cta: {
    title: 'Empieza a recibir reservas online',
    text: 'Cuéntanos cómo funciona tu negocio y te enviaremos un presupuesto para un sistema de reservas hecho a tu medida.',
  },
};
