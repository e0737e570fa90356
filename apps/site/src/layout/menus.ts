/** The header's dropdowns: every service and solution page, in the spec's order, with its `nav` label key. */
export const serviceMenu = [
  'vefsidugerd',
  'vefhonnun',
  'vefthroun',
  'radgjof',
  'markadssetning',
  'leitarvelabestun',
  'greiningar',
  'vidhald',
].map((slug) => ({ slug, labelKey: `menuServices.${slug}` }));

export const solutionMenu = [
  ['gervigreind', 'gervigreind'],
  ['bokunarkerfi', 'bokunarkerfi'],
  ['askriftarkerfi', 'askriftarkerfi'],
  ['netverslun', 'netverslun'],
  ['kassakerfi', 'kassakerfi'],
  ['wordpress', 'wordpress'],
  ['wordpress-express', 'wordpressExpress'],
  ['vefhysing', 'vefhysing'],
  ['tolvupostur', 'tolvupostur'],
  ['vefumsjon', 'vefumsjon'],
  ['netspjall', 'netspjall'],
  ['api-tengingar', 'apiTengingar'],
].map(([slug, key]) => ({ slug: slug!, labelKey: `menuSolutions.${key!}` }));
