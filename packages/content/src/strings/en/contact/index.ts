import type { contact as source } from '../../is/contact';
import { officeHoursByCity, openingTimes } from '../../../hours';

export const contact: typeof source = {
  page: {
    metaTitle: 'Contact us',
    metaDescription:
      'Get in touch with Hraun in Reykjavík, Copenhagen or Barcelona. Send us a message, give us a call or drop us an email and we will get back to you quickly.',
    metaKeywords: 'contact, web agency, Hraun, website development, web design, Reykjavík, Copenhagen, Barcelona',
    breadcrumb: 'Contact',
    title: 'Get in touch',
    intro: 'Have a question or a project in mind? Send us a message and we will get back to you as soon as possible.',
    detailsTitle: 'Contact details',
    phone: 'Phone',
    email: 'Email',
    officesTitle: 'Our offices',
  },
  quote: {
    metaTitle: 'Request a quote',
    metaDescription:
      'Get a free, no-obligation quote from Hraun for a website, online store or other digital solution. Tell us about your project, budget and timeline.',
    metaKeywords: 'quote, price estimate, website development, online store, web design, web programming, Hraun',
    breadcrumb: 'Get a quote',
    title: 'Get a quote for your project',
    intro:
      'Tell us about your project and we will send you a quote tailored to your needs. It is free and comes with no obligation.',
    next: {
      title: 'What happens next?',
      steps: [
        'We review your inquiry and get in touch within 24 hours.',
        'We go over your goals, scope and timeline together, by phone or in a meeting.',
        'You receive a written quote within two business days of that conversation, tailored to your project and with no obligation.',
      ],
      shortSteps: [
        'We get back to you within 24 hours.',
        'We talk through your goals and timeline.',
        'You get a quote within two business days.',
      ],
      reply: 'Reply within 24 hours',
    },
    send: 'Send request',
    privacyNote: 'We only use your details to reply to your request.',
  },
  serviceDesk: {
    metaTitle: 'Service desk',
    metaDescription:
      'Hraun service desk: report an error, ask a question or request a change or update to your website. We respond to urgent requests within one hour.',
    metaKeywords: 'service desk, support request, bug report, change request, website update, website management, Hraun',
    breadcrumb: 'Service desk',
    title: 'Service desk',
    intro:
      'Report an error, ask a question or request a change or an update. Choose a priority and we will respond within the stated time.',
    responseTitle: 'Response times',
    urgency: {
      urgent: 'Urgent',
      high: 'High priority',
      medium: 'Medium priority',
      low: 'Low priority',
    },
    within_one: 'Within {{count}} hour',
    within_other: 'Within {{count}} hours',
  },
  hours: {
    title: 'Business hours',
    weekdays: 'Monday to Friday',
    weekdayTimes: openingTimes('en'),
    timeZoneNote: 'Each office keeps these hours in its own time zone:',
    /** Each office's hours with its time zone, e.g. '9:00 AM–5:00 PM (Central European Time)'. */
    offices: officeHoursByCity('en'),
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
    emergency: 'For emergencies outside business hours, please call us.',
  },
};
