import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.vidhald,
  card: {
    title: g.services.vidhald,
    text: 'Uppfærslur, afritun og vöktun allan sólarhringinn svo vefurinn sé alltaf öruggur og í lagi.',
  },
  homeCard: {
    title: g.services.vidhald,
    text: 'Uppfærslur, afritun og vöktun sem halda vefnum þínum öruggum og í toppstandi.',
  },
  metaTitle: g.services.vidhald,
  metaDescription:
    'Viðhald og öryggi vefja: uppfærslur, afritun, öryggisvöktun og hraðabestun. Hraun heldur vefnum þínum öruggum og í lagi svo þú getir sinnt rekstrinum.',
  metaKeywords: 'viðhald vefja, vefviðhald, öryggi, afritun, uppfærslur, WordPress-viðhald, vöktun',
  breadcrumb: g.services.vidhald,
  hero: {
    title: 'Öruggur vefur sem er alltaf í lagi',
    text:
      'Við sjáum um uppfærslur, afritun og vöktun svo vefurinn haldist hraður, öruggur og aðgengilegur allan sólarhringinn.',
  },
  features: {
    title: 'Þetta felst í viðhaldinu',
    items: {
      updates: {
        title: 'Reglulegar uppfærslur',
        text: 'Kjarni, viðbætur og þemu uppfærð reglulega og prófuð áður en þau fara í loftið.',
      },
      backups: {
        title: 'Afritun',
        text: 'Dagleg afrit geymd á öruggum stað utan vefþjónsins svo endurheimta megi vefinn á nokkrum mínútum.',
      },
      security: {
        title: 'Öryggisvöktun',
        text: 'Eldveggur, spilliforritaleit og vöktun sem stöðva árásir áður en þær valda skaða.',
      },
      uptime: {
        title: 'Uppitímavöktun',
        text: 'Við fáum viðvörun um leið og vefurinn liggur niðri og bregðumst strax við.',
      },
      performance: {
        title: 'Hraðabestun',
        text: 'Reglulegar mælingar og lagfæringar halda vefnum hröðum.',
      },
      support: {
        title: 'Aðstoð og breytingar',
        text: 'Þjónustuborðið okkar aðstoðar við smærri breytingar og svarar spurningum.',
      },
    },
  },
  process: {
    title: 'Svona sjáum við um vefinn',
    steps: {
      audit: {
        title: 'Úttekt',
        text: 'Við förum yfir vefinn, hýsinguna og öryggið og lögum það sem er aðkallandi.',
      },
      plan: {
        title: 'Viðhaldsáætlun',
        text: 'Við gerum áætlun um uppfærslur, afritun og vöktun sem hentar vefnum.',
      },
      monitoring: {
        title: 'Vöktun allan sólarhringinn',
        text: 'Sjálfvirk vöktun fylgist með hraða, öryggi og uppitíma dag og nótt.',
      },
      report: {
        title: 'Mánaðarleg skýrsla',
        text: 'Þú færð yfirlit yfir það sem var gert og tillögur að næstu skrefum.',
      },
    },
  },
  cta: {
    title: 'Leyfðu okkur að sjá um vefinn',
    text: 'Hafðu samband til að ræða viðhaldið, eða fáðu tilboð sem er sniðið að vefnum þínum.',
  },
};
