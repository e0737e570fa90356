import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.bokunarkerfi,
  menuText: 'Online booking and payment, day and night',
  card: {
    title: g.solutions.bokunarkerfi,
    text: 'Customers book and pay online, at any hour of the day or night.',
  },
  homeCard: {
    title: g.solutions.bokunarkerfi,
    text: 'Round-the-clock online booking for hotels, car rentals, salons and restaurants, with automatic reminders.',
  },
  metaTitle: g.solutions.bokunarkerfi,
  metaDescription:
    'A booking system that takes reservations and payments online, 24/7. Built for car rentals, hotels, hair salons, healthcare, gyms and restaurants alike.',
  metaKeywords:
    'booking system, online booking, appointment booking, reservation system, table reservations, hotel booking system, car rental, hair salon, healthcare, fitness',
  breadcrumb: g.solutions.bokunarkerfi,
  hero: {
    title: 'A booking system that works around the clock',
    text: 'Let customers book appointments, tables or rooms on your website whenever it suits them. Fewer phone calls, fewer mistakes and more bookings.',
  },
  features: {
    title: 'Everything you need to take bookings',
    text: 'The system handles bookings, payments and reminders so your staff can focus on your customers.',
    items: {
      online: {
        title: 'Online booking, 24/7',
        text: 'Customers see available times in real time and book in seconds, on a computer or a phone.',
      },
      payments: {
        title: 'Payments and deposits',
        text: 'Take a payment or deposit at the time of booking and cut down on no-shows.',
      },
      reminders: {
        title: 'Automatic reminders',
        text: 'Confirmations and reminders go out automatically by email or text message.',
      },
      calendarSync: {
        title: 'Calendar sync',
        text: 'Bookings show up instantly in your staff’s Google Calendar, Outlook and other calendars.',
      },
      resources: {
        title: 'Staff and resources',
        text: 'Manage shifts, rooms, equipment and services all in one place.',
      },
      reports: {
        title: 'Reports and insights',
        text: 'See utilization, revenue and your most popular services in clear reports.',
      },
    },
  },
  industries: {
    title: 'Solutions for every industry',
    text: 'Every industry has its own needs, and we tailor the booking system to the way you work.',
    items: {
      carRental: {
        title: 'Car rental',
        text: 'Book cars by class and date, add extras such as child seats, and arrange airport pickup.',
      },
      hotels: {
        title: 'Hotels and guesthouses',
        text: 'Room bookings with real-time availability, seasonal pricing and connections to booking platforms.',
      },
      hairSalons: {
        title: 'Hair and beauty salons',
        text: 'Customers pick a service and a stylist, and get a reminder the day before their appointment.',
      },
      healthcare: {
        title: 'Healthcare',
        text: 'Secure appointment booking for doctors, physiotherapists and psychologists, with privacy built in.',
      },
      fitness: {
        title: 'Gyms and fitness',
        text: 'Sign-ups for group classes and personal training, with waitlists, class passes and memberships.',
      },
      restaurants: {
        title: 'Restaurants',
        text: 'Online table reservations with an overview of rooms and tables, plus reminders that keep empty tables to a minimum.',
      },
    },
  },
  cta: {
    title: 'Start taking bookings online',
    text: 'Tell us about your business and we’ll send you a quote for a booking system that fits your needs.',
  },
};
