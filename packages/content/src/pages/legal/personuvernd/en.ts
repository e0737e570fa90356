import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { formatDate } from '../../../format';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.personuvernd,
  metaTitle: g.pages.personuvernd,
  metaDescription:
    'How Hraun collects, uses and protects personal data: what we collect through forms and cookies, why, on what legal basis, for how long, and your rights.',
  metaKeywords:
    'privacy, privacy policy, personal data, GDPR, data subject rights, cookies, data processors, data protection',
  breadcrumb: g.pages.personuvernd,
  hero: {
    title: g.pages.personuvernd,
    text: `This policy explains how Hraun ehf. collects, uses and protects your personal data. Last updated ${formatDate('2024-03-11', 'en')}.`,
  },
  /** Which language version prevails. */
  languageNote: 'This policy is also published in Icelandic, Spanish and Danish. The Icelandic version is the original: if the versions differ, the Icelandic text prevails.',
  controller: {
    title: '1. Data controller',
    p1: 'Hraun ehf. is the controller of the personal data processed on this website and in connection with our services. Hraun has offices in Reykjavík, Copenhagen and Barcelona.',
    p2: 'This policy is based on the Icelandic Act No. 90/2018 on Data Protection and the Processing of Personal Data and on the General Data Protection Regulation (EU) 2016/679 (GDPR).',
  },
  dataCollected: {
    title: '2. Data we collect',
    p1: 'Information you give us: your name, email address, phone number and company, and whatever you write in messages, project descriptions and requests.',
    p2: 'Information about our business with you: services and plans ordered, domains, contracts and invoices.',
    p3: 'Technical information: IP address, browser and device type, pages viewed and time of visit, your language preference and your cookie choice.',
  },
  purposes: {
    title: '3. Why we use your data',
    p1: 'We use your data to answer inquiries, prepare quotes, process orders, deliver the agreed services, handle service desk requests and invoice for our work.',
    p2: 'We also use it to keep the website secure and protect it against spam and abuse and, with your consent, to analyze how the website is used so that we can improve it.',
    p3: 'We do not sell personal data, and we do not use it for automated decision-making or profiling.',
  },
  legalBasis: {
    title: '4. Legal basis',
    p1: 'Processing for quote requests, orders and service contracts is necessary to take steps at your request before entering into a contract, or to perform a contract (Article 6(1)(b) GDPR).',
    p2: 'Answering general inquiries, keeping the website secure and preventing abuse are based on our legitimate interests (Article 6(1)(f)).',
    p3: 'Keeping accounting records is a legal obligation (Article 6(1)(c)), and analytics cookies are based on your consent (Article 6(1)(a)), which you can withdraw at any time.',
  },
  forms: {
    title: '5. Forms on the website',
    p1: 'The website has four kinds of forms: the contact form, the quote request, the order forms and the service desk. What you send us is used only to deal with your request.',
    p2: 'Contact form: name, email, phone, company, subject and message. Quote request: the same contact details, a project description, budget, timeline and the services and solutions you choose. Order forms: contact details, domain, message and the chosen plan. Service desk: contact details, website address, a description of the problem, urgency and request type.',
    p3: 'Each form shows which fields are required. Submissions are stored securely, and only the staff handling your request have access to them. The forms contain a hidden field that guards against spam and collects no personal data.',
  },
  cookies: {
    title: '6. Cookies and local storage',
    p1: 'The website uses a session cookie, analytics cookies and a cookie that remembers your consent. Analytics cookies are only used with your consent.',
    p2: 'Your browser’s local storage keeps the language you chose (i18nextLng) and whether you have accepted cookies (cookiesAccepted). Our cookie policy gives more detail, including how long each cookie lasts.',
  },
  processors: {
    title: '7. Processors and transfers',
    p1: 'We use trusted service providers that process data on our behalf, for example for website and database hosting, receiving form submissions, sending email, web analytics and accounting. We sign data processing agreements with them, and they may only process the data on our instructions.',
    p2: 'Data is generally stored within the European Economic Area (EEA). If it is transferred outside the EEA, for example to the United States for web analytics, this is done only with appropriate safeguards, such as a European Commission adequacy decision or standard contractual clauses.',
    p3: 'We do not disclose personal data to others unless the law requires it or you have asked us to.',
  },
  retention: {
    title: '8. Retention',
    p1: 'We keep personal data no longer than necessary for the purpose for which it was collected.',
    p2: 'Inquiries and quote requests that do not lead to business are kept while they are being handled and for a reasonable time afterwards. Customer data is kept for as long as the business relationship lasts.',
    p3: 'Accounting records, such as invoices, are kept for seven years from the end of the financial year, as required by the Icelandic Bookkeeping Act No. 145/1994.',
  },
  rights: {
    title: '9. Your rights',
    p1: 'Under data protection law and the GDPR, you have the right to access the data we hold about you, to have it corrected or erased, to restrict its processing, to object to processing and to receive your data in a machine-readable format (data portability).',
    p2: 'Where processing is based on consent, you can withdraw your consent at any time. Withdrawal does not affect the lawfulness of processing carried out before it.',
    p3: 'We respond to requests within one month. If you believe that our processing breaks the law, you can lodge a complaint with Persónuvernd, the Icelandic Data Protection Authority (www.personuvernd.is), or with the supervisory authority in the country where you live.',
  },
  contact: {
    title: '10. Contact and changes',
    p1: 'Questions and requests about privacy can be sent to us through our contact page. We may ask you to confirm your identity before we act on a request.',
    p2: 'We may update this policy, for example when our services or the law change. The new version is published on this page with the date of the update, and we will draw your attention to significant changes.',
  },
};
