export const common = {
  loading: 'Hleður...',
  notFound: {
    title: 'Úps! Síðan fannst ekki',
    text: 'Síðan sem þú leitar að gæti hafa verið færð eða henni eytt.',
    home: 'Fara á forsíðu',
    contact: 'Hafa samband',
    metaTitle: 'Síða fannst ekki',
    metaKeywords: 'Hraun, vefstofa, vefsíðugerð, vefhönnun, hafa samband',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'Kaupmannahöfn',
    barcelona: 'Barcelona',
  },
};
