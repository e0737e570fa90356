import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.vefhonnun,
  card: {
    title: g.services.vefhonnun,
    text: 'Notendavæn og falleg hönnun sem endurspeglar vörumerkið og leiðir gesti að næsta skrefi.',
  },
  homeCard: {
    title: g.services.vefhonnun,
    text: 'Notendamiðuð hönnun sem endurspeglar vörumerkið þitt og leiðir gesti að næsta skrefi.',
  },
  metaTitle: g.services.vefhonnun,
  metaDescription:
    'Vefhönnun sem sameinar fallegt útlit og skýra notendaupplifun. Hraun hannar aðgengilega vefi sem endurspegla vörumerkið og breyta gestum í viðskiptavini.',
  metaKeywords: 'vefhönnun, notendaupplifun, UX, viðmótshönnun, aðgengi, vörumerki, frumgerðir',
  breadcrumb: g.services.vefhonnun,
  hero: {
    title: 'Hönnun sem gestir muna eftir',
    text: 'Við hönnum vefi þar sem útlit og notagildi fara saman, byggða á þörfum notenda og sterku vörumerki.',
  },
  features: {
    title: 'Þetta felst í vefhönnun hjá okkur',
    items: {
      ux: {
        title: 'Notendaupplifun (UX)',
        text: 'Skýrt leiðakerfi og rökrétt flæði sem leiða gesti beint að því sem þeir leita að.',
      },
      ui: {
        title: 'Viðmótshönnun (UI)',
        text: 'Vönduð uppsetning, letur og litir sem mynda sterka og samræmda heild.',
      },
      responsive: {
        title: 'Hannað fyrir alla skjái',
        text: 'Við hönnum fyrst fyrir síma og tryggjum að vefurinn njóti sín í öllum tækjum.',
      },
      brand: {
        title: 'Sterkt vörumerki',
        text: 'Hönnunin byggist á ásýnd fyrirtækisins svo vefurinn þekkist við fyrstu sýn.',
      },
      accessibility: {
        title: 'Aðgengi fyrir alla',
        text: 'Við fylgjum WCAG-viðmiðum svo allir geti notað vefinn, líka þeir sem nota skjálesara.',
      },
      prototypes: {
        title: 'Frumgerðir og prófanir',
        text: 'Þú smellir þig í gegnum gagnvirka frumgerð og sérð vefinn áður en forritun hefst.',
      },
    },
  },
  process: {
    title: 'Hönnunarferlið',
    text: 'Fjögur skýr skref frá fyrstu hugmynd að fullbúinni hönnun.',
    steps: {
      discovery: {
        title: 'Greining',
        text: 'Við kynnumst fyrirtækinu, markhópnum og samkeppninni og setjum skýr markmið.',
      },
      wireframes: {
        title: 'Uppbygging og vírrammar',
        text: 'Við teiknum upp uppbyggingu síðnanna og flæðið áður en útlitið er mótað.',
      },
      design: {
        title: 'Útlitshönnun',
        text: 'Litir, letur og myndefni lifna við í gagnvirkri frumgerð sem þú getur prófað.',
      },
      handover: {
        title: 'Afhending',
        text: 'Samþykkt hönnun fer til forritara ásamt hönnunarkerfi sem tryggir samræmi til framtíðar.',
      },
    },
    imageAlt: 'Skýringarmynd af fjórum skrefum hönnunarferlisins',
  },
  cta: {
    title: 'Gefum vefnum þínum nýtt útlit',
    text: 'Sendu okkur línu um verkefnið og við gerum þér tilboð í hönnunina.',
  },
};
