// The `cookies` namespace: the cookie bar shown on every page and the cookie policy page (/vafrakokur).
export const cookies = {
  notice: 'Við notum vafrakökur til að vefurinn virki sem best og, með samþykki þínu, til að greina notkun hans.',
  learnMore: 'Nánar um vafrakökur',
  accept: 'Samþykkja',
  reject: 'Hafna',
  close: 'Loka tilkynningu um vafrakökur',
  title: 'Tilkynning um vafrakökur',
  description:
    'Með því að smella á „Samþykkja“ samþykkir þú notkun vafrakaka, þar á meðal greiningarvafrakaka, eins og lýst er í stefnu okkar um vafrakökur.',
};
