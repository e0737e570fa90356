import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { openingTimes, referenceTimeZone } from '../../../hours';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.skilmalar,
  metaTitle: g.pages.skilmalar,
  metaDescription:
    'Hraun’s terms and conditions: hourly rate, payment terms, service contracts and notice, changes to terms, liability, intellectual property and governing law.',
  metaKeywords:
    'terms and conditions, hourly rate, payment terms, service contract, notice period, liability, intellectual property',
  breadcrumb: g.pages.skilmalar,
  hero: {
    title: g.pages.skilmalar,
    text: 'The general terms and conditions of Hraun ehf. for website development, software, hosting and related services.',
  },
  /** Which language version prevails. */
  languageNote: 'These terms are also published in Icelandic, Spanish and Danish. The Icelandic version is the original: if the versions differ, the Icelandic text prevails.',
  scope: {
    title: '1. Scope',
    p1: 'These terms apply to all services that Hraun ehf. (“Hraun”) provides to its customers, including website development, web design, programming, consulting, marketing, hosting, email and website management.',
    p2: 'By accepting a quote, placing an order or signing a service contract, the customer accepts these terms. Where a written agreement between the parties departs from these terms, the agreement prevails.',
  },
  services: {
    title: '2. Services and delivery',
    p1: 'The scope, delivery schedule and price of each project are set out in the quote or agreement. Hraun makes every effort to meet agreed timelines but is not responsible for delays caused by the customer, for example when content, access details or approvals arrive late.',
    p2: 'The customer reviews the work before it goes live. Comments must be sent in writing within a reasonable time; otherwise the work is deemed accepted. Changes and additions beyond the agreed scope are charged at the hourly rate unless otherwise agreed.',
  },
  payment: {
    title: '3. Prices and payment',
    p1: 'Hourly work under a project or service contract, such as changes beyond the agreed scope and work at the end of a contract, is charged at the contract rate of ISK 14,950 per hour excluding VAT, unless a quote or agreement states otherwise. One-off jobs outside a contract are priced according to the current price list. All prices are in Icelandic krónur and exclude VAT unless stated otherwise.',
    p2: 'Invoices are normally due 7–10 days after the invoice date. Monthly fees, such as those for hosting, email and care plans, are paid in advance.',
    p3: 'Overdue invoices accrue late-payment interest under Icelandic law (the Interest and Price Indexation Act No. 38/2001). Hraun reserves the right to suspend services for non-payment after prior warning.',
  },
  contracts: {
    title: '4. Service contracts',
    p1: 'Service contracts, for example for hosting, website management and care plans, run until terminated unless otherwise stated. They cannot be terminated during the first 12 months from the start of the contract.',
    p2: 'After that, the contract may be terminated with 3 months’ notice. Notice must be given in writing and takes effect at the end of a month.',
    p3: 'When a contract ends, Hraun hands over the customer’s data and helps move websites and domains. That work is charged at the hourly rate.',
  },
  changes: {
    title: '5. Changes to these terms',
    p1: 'Hraun may amend these terms. Customers are notified of changes at least 30 days before they take effect, by email or on the Hraun website.',
    p2: 'If the customer continues to use the services after the changes take effect, the amended terms apply.',
  },
  liability: {
    title: '6. Liability',
    p1: 'Hraun performs its services with professional care and in accordance with the parties’ agreement. Hraun’s liability for damages is in all cases limited to the setup cost of the project plus one year of fees for the service.',
    p2: 'Hraun is not liable for indirect loss, such as business interruption, loss of profit or loss of data, nor for loss caused by third-party services, the customer’s misuse or events beyond its control (force majeure).',
    p3: 'These limitations do not apply where the loss is caused intentionally or through gross negligence.',
  },
  intellectualProperty: {
    title: '7. Intellectual property',
    p1: 'Once the work has been paid for in full, the customer acquires the rights to the design and content created specifically for them, unless otherwise agreed.',
    p2: 'Hraun retains the rights to its own software, code libraries, templates and tools used across projects, and grants the customer a perpetual license to use them to the extent needed to use the work. Open-source software, such as WordPress, is governed by its own license terms.',
    p3: 'The customer warrants that they hold the rights to all material they supply to Hraun, such as text, images and trademarks. Hraun may show the project in its portfolio and marketing material unless the customer objects.',
  },
  law: {
    title: '8. Governing law and jurisdiction',
    p1: 'These terms and any agreements based on them are governed by Icelandic law.',
    p2: 'The parties shall first seek to settle any dispute between themselves. If that fails, the matter may be brought before the District Court of Reykjavík (Héraðsdómur Reykjavíkur).',
  },
  contact: {
    title: '9. Contact',
    p1: `Questions about these terms can be sent to us through our contact page or the service desk. We reply during business hours, Monday to Friday, ${openingTimes('en')} (${referenceTimeZone('en')}).`,
  },
};
