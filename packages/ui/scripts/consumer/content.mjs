// What the consumer pages show (the Next.js page and the renderToString tree render the same), and what the
// checks then look for. Plain data: it is written into the apps as JSON.
export const demo = {
  brand: { label: 'Hraun', href: '/' },
  navLabel: 'Aðalvalmynd',
  menuLabels: { open: 'Opna valmynd', close: 'Loka valmynd' },
  groups: [
    {
      label: 'Þjónusta',
      items: [
        { label: 'Vefþróun', href: '/thjonusta/vefthroun' },
        { label: 'Hönnun', href: '/thjonusta/honnun' },
      ],
    },
    {
      label: 'Lausnir',
      items: [
        { label: 'Vefverslun', href: '/lausnir/vefverslun' },
        { label: 'Hýsing', href: '/lausnir/hysing' },
      ],
    },
  ],
  links: [{ label: 'Um okkur', href: '/um-okkur' }],
  dialog: { trigger: 'Opna glugga', title: 'Takk fyrir', description: 'Við höfum samband fljótlega.', close: 'Loka' },
  form: {
    name: { label: 'Nafn', name: 'name' },
    email: { label: 'Netfang', name: 'email' },
    message: { label: 'Skilaboð', name: 'message' },
    topic: {
      label: 'Efni',
      name: 'topic',
      placeholder: 'Veldu...',
      options: [
        { value: 'web', label: 'Vefur' },
        { value: 'shop', label: 'Vefverslun' },
      ],
    },
    submit: 'Senda',
    pending: 'Sendi...',
  },
  project: {
    title: 'Vefur Jökuls',
    description: 'Nýr vefur á fjórum tungumálum.',
    category: 'Vefur',
    tags: ['React', 'Vite'],
    href: '/verkefni/jokull',
    linkLabel: 'Skoða verkefni',
  },
  news: {
    title: 'Nýtt hönnunarkerfi',
    excerpt: 'Við gáfum út hönnunarkerfið okkar.',
    date: '20.10.2026',
    dateTime: '2026-10-20',
    href: '/frettir/honnunarkerfi',
    linkLabel: 'Lesa frétt',
  },
  package: {
    name: 'Grunnpakki',
    price: '149.900 kr.',
    priceNote: 'án vsk.',
    description: 'Allt sem lítill vefur þarf.',
    features: ['Fimm síður', 'Hýsing í eitt ár'],
    popularLabel: 'Vinsælast',
    action: 'Velja pakka',
  },
  // A 16:9 picture that needs no request.
  image: {
    src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23ccc'/%3E%3C/svg%3E",
    alt: '',
  },
};
