export const common = {
  loading: 'Hleður...',
  notFound: {
    title: 'Úps! Síðan fannst ekki',
    text: 'Síðan sem þú leitar að gæti hafa verið færð eða henni eytt.',
    home: 'Fara á forsíðu',
    contact: 'Hafa samband',
    metaTitle: 'Síða fannst ekki',
    metaKeywords: 'Hraun, vefstofa, vefsíðugerð, vefhönnun, hafa samband',
    /** The 404 page's ways on to the main sections: a heading and a line about each. */
    routes: {
      title: 'Kannski varstu að leita að einhverju af þessu',
      services: 'Vefsíðugerð, vefhönnun, leitarvélabestun og markaðssetning.',
      solutions: 'Netverslanir, bókunarkerfi, gervigreind og vefhýsing.',
      projects: 'Vefir og netverslanir sem við höfum smíðað fyrir viðskiptavini.',
      pricing: 'Tímagjald, pakkar og föst verð.',
      news: 'Nýir vefir, góð ráð og fréttir af okkur.',
      contact: 'Sendu okkur línu, hringdu eða líttu við á einni af skrifstofunum okkar.',
    },
  },
  /** The side of a service or solution page's hero: a project of its own as proof, else the agency in brief. */
  heroProof: {
    work: 'Úr verkum okkar',
    facts: 'Hraun í hnotskurn',
    founded: 'Stofnað',
    clients: 'Viðskiptavinir',
    clientsValue: '500+',
    offices: 'Skrifstofur',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'Kaupmannahöfn',
    barcelona: 'Barcelona',
  },
};
