import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.vafrakokur,
  metaTitle: g.pages.vafrakokur,
  metaDescription:
    'Qué cookies y almacenamiento local utiliza el sitio web de Hraun, para qué y durante cuánto tiempo, y cómo puedes aceptarlas, rechazarlas o eliminarlas.',
  metaKeywords: 'cookies, política de cookies, cookie de sesión, cookies analíticas, almacenamiento local, privacidad',
  breadcrumb: g.pages.vafrakokur,
  hero: {
    title: g.pages.vafrakokur,
    text: 'Aquí te explicamos qué cookies y qué almacenamiento local utiliza el sitio web de Hraun, para qué sirven y cómo puedes gestionarlos.',
  },
  what: {
    title: '¿Qué son las cookies?',
    p1: 'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Permiten que el sitio recuerde acciones y preferencias entre páginas y visitas.',
    p2: 'Las cookies pueden ser propias, si las instala el propio sitio web, o de terceros, si proceden de servicios que utiliza el sitio, como la analítica web.',
  },
  use: {
    title: 'Cómo utilizamos las cookies',
    p1: 'Utilizamos cookies para que el sitio web funcione correctamente, para recordar tus preferencias sobre cookies y, con tu consentimiento, para analizar cómo se utiliza el sitio y poder mejorarlo.',
    p2: 'No utilizamos cookies con fines publicitarios ni vendemos la información que recogen.',
  },
  types: {
    title: 'Tipos de cookies',
    p1: 'Las cookies técnicas gestionan tu visita y recuerdan tus preferencias sobre cookies. Son imprescindibles para que el sitio web funcione, por lo que no requieren consentimiento.',
    p2: 'Las cookies analíticas (Google Analytics) recogen información sobre el uso del sitio web, por ejemplo qué páginas se visitan y durante cuánto tiempo. Solo se instalan si das tu consentimiento.',
    p3: 'Las cookies de sesión se eliminan al cerrar el navegador, mientras que las cookies persistentes se conservan hasta que caducan o las eliminas.',
  },
  list: {
    title: 'Cookies que utilizamos',
    p1: 'En la tabla se indican las cookies y los datos de almacenamiento local que utiliza el sitio web, su finalidad y su duración.',
  },
  table: {
    title: 'Tabla de cookies',
    columns: {
      name: 'Nombre',
      purpose: 'Finalidad',
      duration: 'Duración',
    },
    rows: {
      session: {
        label: 'Cookie de sesión',
        purpose: 'Gestiona tu visita para que el sitio web funcione correctamente',
        duration: 'Hasta que se cierra el navegador',
      },
      ga: {
        label: '_ga',
        purpose: 'Analítica (Google Analytics): distingue a los usuarios',
        duration: '2 años',
      },
      gid: {
        label: '_gid',
        purpose: 'Analítica (Google Analytics): distingue a los usuarios durante un día',
        duration: '24 horas',
      },
      consent: {
        label: 'Cookie de consentimiento',
        purpose: 'Recuerda si has aceptado las cookies',
        duration: '1 año',
      },
      language: {
        label: 'i18nextLng',
        purpose: 'Almacenamiento local: recuerda el idioma que has elegido',
        duration: 'Hasta que se elimina',
      },
      accepted: {
        label: 'cookiesAccepted',
        purpose: 'Almacenamiento local: registra si has aceptado o rechazado las cookies para no volver a mostrarte el aviso',
        duration: 'Hasta que se elimina',
      },
    },
  },
  localStorage: {
    title: 'Almacenamiento local',
    p1: 'Además de cookies, el sitio web utiliza el almacenamiento local de tu navegador (local storage), donde guarda dos entradas: i18nextLng, que recuerda el idioma que has elegido, y cookiesAccepted, que registra si has aceptado las cookies (true) o las has rechazado (false) para no volver a mostrarte el aviso.',
    p2: 'Estas entradas se quedan en tu dispositivo y no se nos envían. No tienen fecha de caducidad y se conservan hasta que se eliminan, por ejemplo desde la configuración del navegador.',
  },
  manage: {
    title: 'Cómo gestionar las cookies',
    p1: 'El aviso que aparece en el sitio web te ofrece «Aceptar» y «Rechazar». Si aceptas, el sitio puede instalar cookies analíticas. Si rechazas, solo se usan las cookies técnicas y no se instala ninguna cookie analítica. Elijas lo que elijas, guardamos tu decisión y el aviso no vuelve a aparecer. Si cierras el aviso sin elegir, no se instalan cookies analíticas y el aviso vuelve a aparecer la próxima vez que abras una página.',
    p2: 'Desde la configuración de tu navegador puedes consultar y eliminar las cookies y los datos de almacenamiento local, así como bloquear las cookies total o parcialmente. Si bloqueas las cookies técnicas, es posible que algunas partes del sitio web no funcionen correctamente.',
    p3: 'Puedes retirar tu consentimiento en cualquier momento eliminando las cookies y los datos del sitio web en tu navegador. El aviso volverá a aparecer.',
  },
  changes: {
    title: 'Cambios y consultas',
    p1: 'Podemos actualizar esta política si cambian las cookies que utiliza el sitio web. La versión más reciente se publica siempre en esta página.',
    p2: 'Encontrarás más información sobre cómo tratamos los datos personales en nuestra política de privacidad. Puedes enviarnos tus preguntas a través de nuestra página de contacto.',
  },
};
