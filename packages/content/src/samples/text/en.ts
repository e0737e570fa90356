import { paragraphs, type SampleText } from '../types';

export const text: SampleText = {
  categories: { website: 'Website', store: 'Online store', system: 'System' },
  projects: {
    'fjallalind-vefverslun': {
      title: 'Fjallalind\u00a0– a new online store',
      description:
        'An online store for an Icelandic skincare brand made from Icelandic herbs, with subscriptions and shipping across the Nordics.',
      content: paragraphs(
        'Fjallalind makes skincare products from Icelandic herbs and had been selling them in stores and at markets for years. Its old online store was slow on mobile and struggled to keep up with a growing number of orders from Denmark and Sweden.',
        'We designed a new WooCommerce store built around beautiful product photography, a simple checkout and subscriptions to the best-selling products. The store is available in Icelandic, English and Danish and calculates shipping automatically by country.',
        'In the first three months after launch, mobile orders grew by 40% and far fewer customers abandoned their carts. Fjallalind is now on one of our care plans, and we take care of updates, backups and monitoring.',
      ),
      tags: ['WooCommerce', 'Subscriptions', 'Multilingual'],
      deliverables: ['A new WooCommerce store designed around the product photography', 'A two-step checkout, down from five', 'Subscriptions to the best-selling products', 'Icelandic, English and Danish, with shipping priced by country', 'A care plan: updates, backups and monitoring'],
    },
    'brimnes-vefur': {
      title: 'Brimnes Seafood\u00a0– corporate website',
      description: 'A new corporate website in four languages for a seafood company that sells fish to buyers all over Europe.',
      content: paragraphs(
        'Brimnes exports fresh and frozen fish to buyers across Europe. The website had to show quality, traceability and sustainability, and answer foreign buyers’ questions before they pick up the phone.',
        'We created a new design with photography of the crew and the processing plant, set up a product catalog with technical details for each species, and built the site on WordPress so the Brimnes team can update the content themselves in Icelandic, English, Spanish and Danish.',
        'With SEO in each language, Brimnes now ranks near the top when buyers in its key markets search for Icelandic cod and haddock.',
      ),
      tags: ['WordPress', 'Multilingual', 'SEO'],
      deliverables: ['A new design with photography of the crew and the processing plant', 'A product catalog with technical details for each species', 'WordPress in four languages, updated by the Brimnes team itself', 'Search optimisation in each language'],
    },
    'nordurfell-bokunarkerfi': {
      title: 'Norðurfell\u00a0– a booking system for day tours',
      description: 'A booking system for a tour operator in North Iceland selling glacier hikes, whale watching and northern lights tours.',
      content: paragraphs(
        'Norðurfell runs day tours in North Iceland and used to take bookings by email and phone. Its staff spent a good part of every day confirming bookings and answering the same questions over and over.',
        'We built a booking system that shows available seats in real time, takes payments and sends confirmations and reminders automatically. It connects to the company’s accounting and to resellers through an API, so the same availability shows up everywhere.',
        'More than 80% of bookings now come through the website, and the guides get their passenger lists straight to their phones every morning.',
      ),
      tags: ['Booking system', 'React', 'API integrations'],
      deliverables: ['Seats on every tour shown in real time', 'Online payment, with confirmations and reminders sent automatically', 'An API link to the accounting system and to resellers', 'Passenger lists on the guides’ phones every morning'],
    },
    'casa-brisa-gervigreind': {
      title: 'Casa Brisa\u00a0– AI-powered guest service',
      description: 'An AI chatbot and a new booking website for a small beachfront hotel in Sitges.',
      content: paragraphs(
        'Casa Brisa is a family-run hotel in Sitges, just south of Barcelona. The front desk received dozens of emails a day with the same questions about parking, breakfast and getting there from the airport.',
        'We trained a chatbot on the hotel’s own information. It answers guests in six languages around the clock and hands more complex requests over to the staff. At the same time, we connected the booking engine directly to the website so guests can book rooms without a middleman.',
        'The chatbot now handles about 70% of inquiries without staff involvement, and direct bookings have grown steadily.',
      ),
      tags: ['AI', 'Chat', 'Booking system'],
      deliverables: ['A chatbot trained on the hotel’s own information', 'Answers in six languages, around the clock', 'Harder requests passed to the front desk with a summary of the chat', 'A booking engine connected directly to the website'],
    },
    'lindarbakari-wordpress-express': {
      title: 'Lindarbakarí\u00a0– WordPress Express',
      description: 'A neighborhood bakery that launched its new website in under two weeks with WordPress Express.',
      content: paragraphs(
        'Lindarbakarí is a family-run bakery in Kópavogur that wanted a simple, good-looking website with its hours, its range of breads and pastries, and information on cake orders.',
        'WordPress Express was a great fit: a ready-made theme that we adapted to the bakery’s colors and typeface, three pages and a cake order form. We also connected the site to the bakery’s Google Business Profile so its hours are correct everywhere.',
        'The website went live twelve days after our first meeting, and the owners now update the weekly specials themselves.',
      ),
      tags: ['WordPress Express', 'Mobile-first', 'Google Business Profile'],
      deliverables: ['A ready-made WordPress theme in the bakery’s colors and typeface', 'Three pages: the bakery, breads and pastries, cake orders', 'A cake order form', 'Opening hours kept in sync with Google Business Profile'],
    },
    'havnegaard-vefverslun': {
      title: 'Havnegaard\u00a0– a Shopify store',
      description: 'An online store for a Danish farm on Funen selling cheese, jams and gift baskets straight from the farm.',
      content: paragraphs(
        'Havnegaard is a small farm on Funen that makes cheese, jams and juice. Demand for Christmas gift baskets had long outgrown what phone orders and handwritten lists could handle.',
        'Our Copenhagen team set up a Shopify store with MobilePay and card payments, delivery to package pickup points and a dedicated flow for corporate gifts, where many baskets can be sent to many addresses in a single order.',
        'Alongside the launch we ran a social media and email campaign. Online Christmas sales tripled compared with the year before.',
      ),
      tags: ['Shopify', 'MobilePay', 'Marketing'],
      deliverables: ['A Shopify store with MobilePay and card payments', 'Delivery to parcel pickup points', 'Corporate gifts: many baskets to many addresses in one order', 'A social media and email campaign for the launch'],
    },
    'norrebro-kaffe-askrift': {
      title: 'Nørrebro Kaffe\u00a0– a subscription system',
      description: 'A subscription system for a Copenhagen coffee roastery that delivers freshly roasted coffee to the door.',
      content: paragraphs(
        'Nørrebro Kaffe roasts coffee in small batches and wanted to offer regular customers freshly roasted coffee delivered every two or four weeks.',
        'We built a subscription system on top of the existing online store. Customers choose their coffee, quantity and frequency, and can pause, switch or cancel on their own. Payments are collected automatically, and the roastery gets an overview of how much it needs to roast each week.',
        'Subscribers now account for about a third of the company’s revenue, and buying green beans has become far more predictable.',
      ),
      tags: ['Subscription system', 'WooCommerce', 'Automation'],
      deliverables: ['Subscriptions built onto the existing online store', 'Customers choose the coffee, the quantity and delivery every two or four weeks', 'Pause, switch or cancel without getting in touch', 'Automatic payments and a weekly roasting overview'],
    },
    'olivera-vefverslun': {
      title: 'Olivera Mediterrània\u00a0– online store and wholesale portal',
      description: 'An online store and wholesale portal for a Catalan olive oil producer that sells to households and restaurants alike.',
      content: paragraphs(
        'Olivera Mediterrània produces organic olive oil in Catalonia and sells it to households and restaurants alike. Wholesale orders used to arrive by email, and price lists were sent out as spreadsheets.',
        'Our Barcelona team built one online store with two faces: consumers see a regular store in Catalan, Spanish and English, while signed-in wholesale customers get their own prices and volume discounts and can pay by invoice.',
        'Most wholesale orders now come in through the website, and Olivera’s sales team has more time to spend on new customers.',
      ),
      tags: ['WooCommerce', 'B2B', 'Multilingual'],
      deliverables: ['One WooCommerce store in Catalan, Spanish and English', 'A wholesale portal behind sign-in, with its own prices', 'Volume discounts and payment by invoice', 'Wholesale orders online instead of by email'],
    },
  },
  news: {
    'ny-vefverslun-opnud': {
      title: 'Fjallalind opens its new online store',
      excerpt: 'Fjallalind now sells Icelandic skincare in three languages from a new online store that we designed and built.',
      content: paragraphs(
        'Skincare brand Fjallalind has opened a new online store that our Reykjavík team has been working on for the past few months. The store is available in Icelandic, English and Danish and takes orders from all over the Nordics.',
        'The goal was clear: make buying as easy on a phone as on a computer. We cut checkout from five steps to two, product pages load in under a second, and regular customers can now subscribe to their favorite products.',
        '“We wanted an online store that reflects our products: clean, simple and well made,” says Fjallalind’s founder. “Working with Hraun was a breeze.”',
        'You can read more about the project on our projects page.',
      ),
    },
    'hraun-fagnar-20-arum': {
      title: 'Hraun turns 20',
      excerpt: 'Twenty years, three offices and more than 500 clients. We look back, and ahead.',
      content: paragraphs(
        'In 2006 we opened a small office in Reykjavík with one computer each and big dreams. Twenty years later, our team works from Reykjavík, Copenhagen and Barcelona and has delivered more than 600 projects for over 500 clients.',
        'A lot has changed since then. Websites have become stores, booking systems and service desks that are open around the clock, and AI is now part of our daily work. What hasn’t changed is our focus on careful craftsmanship and long-term partnerships.',
        'We want to thank our clients, partners and staff for being part of the journey, and we are celebrating the milestone with an open house at all three offices in September.',
      ),
    },
    'gervigreind-svarar-hotelgestum': {
      title: 'A chatbot that answers hotel guests in six languages',
      excerpt: 'Casa Brisa in Sitges uses AI from Hraun to answer common guest questions around the clock.',
      content: paragraphs(
        'Small hotels get just as many questions as large ones, but rarely have as many people to answer them. That is why Casa Brisa turned to our team in Barcelona.',
        'We set up a chatbot that draws only on the hotel’s own information: rates, cancellation policy, transport and services nearby. When a question falls outside that scope, it goes straight to the front desk together with a summary of the conversation.',
        'After the first three months, the chatbot answers about 70% of inquiries on its own. The front desk now has more time for the guests who are actually there, which was exactly the point.',
      ),
    },
    'wordpress-express-a-tolf-dogum': {
      title: 'From first meeting to launch in twelve days',
      excerpt: 'Lindarbakarí got a new website with WordPress Express. Here is how it went, step by step.',
      content: paragraphs(
        'Many people assume a new website takes months. For small businesses that need a simple, good-looking site, it doesn’t have to, and Lindarbakarí is a good example.',
        'At the first meeting we went through colors, fonts and the content the site should have. The next day a ready-made theme was up on a staging site, and the bakers sent us photos and copy. After one round of feedback, the website was ready.',
        'Twelve days after the first meeting the site went live, complete with a cake order form, business hours and a map. If your business needs a website fast, WordPress Express is a good choice.',
      ),
    },
    'hradi-vefsins-skiptir-mali': {
      title: 'Website speed matters more than you think',
      excerpt:
        'Slow pages cost you visitors and search rankings. Here are the most common causes, and the simple fixes that go a long way.',
      content: paragraphs(
        'Visitors give up quickly when a website is slow to load, especially on mobile. Google also takes speed and user experience into account when ranking search results, for example through its Core Web Vitals metrics.',
        'The most common causes of slow websites are oversized images, too many plugins and hosting that cannot handle the load. Simple steps often go a long way: compress images and use modern image formats, load fewer scripts on each page and choose hosting that matches your traffic.',
        'On all our care plans we monitor your website’s speed and let you know if it slips. Want to know where your site stands? Get in touch and we will go through it with you.',
      ),
    },
    'adgengiskrofur-a-vefnum': {
      title: 'New accessibility rules: is your website ready?',
      excerpt: 'The European Accessibility Act applies as of June 2025. Here is what businesses need to know.',
      content: paragraphs(
        'The European Accessibility Act applies as of June 28, 2025, and covers online stores, banking services and passenger transport ticketing, among others. Businesses that sell to consumers in the European Union, including Denmark and Spain, must make sure their websites are accessible to everyone. Microenterprises providing services are largely exempt.',
        'In practice, this means that the website can be used with a keyboard alone, that images have descriptive text, that text stands out clearly from its background and that forms are clearly labeled. The standard most organizations follow is WCAG 2.1 at level AA.',
        'We audit the accessibility of websites and prioritize fixes by impact. Every new website we build is designed with accessibility in mind from day one.',
      ),
    },
  },
  figures: {
    'fjallalind-vefverslun': [{ value: '40%', label: 'more mobile orders in the first three months' }],
    'brimnes-vefur': [{ value: '4', label: 'languages on one website' }],
    'nordurfell-bokunarkerfi': [{ value: '80%', label: 'of bookings now come through the website' }],
    'casa-brisa-gervigreind': [
      { value: '70%', label: 'of questions answered without staff' },
      { value: '6', label: 'languages, around the clock' },
    ],
    'lindarbakari-wordpress-express': [{ value: '12', label: 'days from first meeting to launch' }],
    'havnegaard-vefverslun': [{ value: '3×', label: 'online Christmas sales compared with the year before' }],
    'norrebro-kaffe-askrift': [{ value: '⅓', label: 'of revenue comes from subscribers' }],
  },
  imageAlt: {
    mockup: 'The home page of the new {name} website at desktop width, and its first screen on a phone',
    desktop: 'The first screen of the new {name} website at desktop width',
    phones: 'Three screens of the {name} website on a phone: the top of the home page and two sections further down',
  },
};
