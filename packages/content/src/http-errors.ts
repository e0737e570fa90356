/**
 * The server's refusals in every language: the small HTML page a browser gets for a status that has no prerendered
 * page (405, 408, 413, 415, 429, 431, ...), and the `message` of the JSON answers (`{ ok: false, code, message }`)
 * the site's script and other JSON clients get. Only the server reads this module, so no page bundle carries it.
 */
import type { Locale } from './locale';

/** Refusals with a page of their own: a title and one sentence. */
interface ErrorCopy {
  title: string;
  message: string;
}

const is = {
  /** The link every error page ends with. */
  home: 'Fara á forsíðu',
  errors: {
    badRequest: { title: 'Ógild beiðni', message: 'Ekki tókst að lesa beiðnina.' },
    notFound: { title: 'Síðan fannst ekki', message: 'Engin síða er á þessari slóð.' },
    methodNotAllowed: { title: 'Aðgerðin er ekki leyfð', message: 'Þessi slóð tekur ekki við beiðnum af þessu tagi.' },
    requestTimeout: { title: 'Beiðnin rann út á tíma', message: 'Beiðnin barst ekki öll í tæka tíð. Reyndu aftur.' },
    tooLarge: { title: 'Sendingin er of stór', message: 'Sendingin er stærri en vefurinn tekur við.' },
    uriTooLong: { title: 'Slóðin er of löng', message: 'Slóðin er lengri en nokkur slóð á vefnum.' },
    unsupportedMediaType: {
      title: 'Snið sem vefurinn styður ekki',
      message: 'Form þarf að senda sem venjulegt vefform (application/x-www-form-urlencoded, UTF-8).',
    },
    expectationFailed: { title: 'Ekki hægt að verða við beiðninni', message: 'Vefþjónninn getur ekki orðið við kröfunni í Expect-haus beiðninnar.' },
    rateLimited: {
      title: 'Of margar sendingar',
      message: 'Of margar sendingar hafa borist frá IP-tölunni þinni. Reyndu aftur eftir smástund.',
    },
    headersTooLarge: {
      title: 'Hausar beiðninnar eru of stórir',
      message: 'Beiðnin inniheldur of marga hausa eða of margar vafrakökur. Eyddu vafrakökum vefsins og reyndu aftur.',
    },
    internalError: { title: 'Villa kom upp', message: 'Eitthvað fór úrskeiðis hjá okkur. Reyndu aftur síðar.' },
    unavailable: {
      title: 'Þjónustan liggur niðri í bili',
      message: 'Ekki tókst að vista sendinguna og ekkert af henni var geymt. Reyndu aftur eftir smástund.',
    },
  } satisfies Record<string, ErrorCopy>,
  /** Refusals of a form post, answered on the form's own page (HTML) or as JSON. */
  formErrors: {
    encoding: 'Formið er ekki á gildu UTF-8-sniði.',
    repeatedField: 'Sami reitur kemur oftar en einu sinni fyrir.',
    tooManyFields: 'Formið hefur of marga reiti.',
    missingForm: 'Reitinn form-name vantar.',
    unknownForm: 'Ekkert form ber þetta heiti.',
    invalidFields: 'Einhverjir reitir eru ekki rétt útfylltir.',
    crossSite: 'Við tökum aðeins við formum sem eru send af vefnum okkar. Opnaðu formið á vefnum og sendu það þaðan.',
  },
};

/** Icelandic is the source language: every other language fills the same keys. */
export type HttpErrorStrings = typeof is;
export type HttpErrorCode = keyof HttpErrorStrings['errors'];
export type FormErrorCode = keyof HttpErrorStrings['formErrors'];

const en: HttpErrorStrings = {
  home: 'Go to the home page',
  errors: {
    badRequest: { title: 'Bad request', message: 'The request could not be read.' },
    notFound: { title: 'Page not found', message: 'There is no page at this address.' },
    methodNotAllowed: { title: 'Method not allowed', message: 'This address does not accept this kind of request.' },
    requestTimeout: { title: 'Request timed out', message: 'The request did not arrive in full in time. Please try again.' },
    tooLarge: { title: 'Request too large', message: 'The request is larger than this site accepts.' },
    uriTooLong: { title: 'Address too long', message: 'The address is longer than that of any page on this site.' },
    unsupportedMediaType: {
      title: 'Unsupported format',
      message: 'Forms must be sent as ordinary web forms (application/x-www-form-urlencoded, UTF-8).',
    },
    expectationFailed: { title: 'Expectation not supported', message: 'The server cannot meet the Expect header of the request.' },
    rateLimited: {
      title: 'Too many submissions',
      message: 'Too many submissions have come from your IP address. Please try again in a little while.',
    },
    headersTooLarge: {
      title: 'Request headers too large',
      message: 'The request carries too many headers or cookies. Clear this site’s cookies and try again.',
    },
    internalError: { title: 'Something went wrong', message: 'Something went wrong on our side. Please try again later.' },
    unavailable: {
      title: 'Temporarily unavailable',
      message: 'The submission could not be saved, and none of it was kept. Please try again in a little while.',
    },
  },
  formErrors: {
    encoding: 'The form is not valid UTF-8.',
    repeatedField: 'A field appears more than once.',
    tooManyFields: 'The form has too many fields.',
    missingForm: 'The form-name field is missing.',
    unknownForm: 'There is no form with that name.',
    invalidFields: 'Some fields are not filled in correctly.',
    crossSite: 'We only accept forms sent from our own website. Please open the form on our site and send it from there.',
  },
};

const es: HttpErrorStrings = {
  home: 'Ir a la página de inicio',
  errors: {
    badRequest: { title: 'Solicitud no válida', message: 'No se ha podido leer la solicitud.' },
    notFound: { title: 'Página no encontrada', message: 'No hay ninguna página en esta dirección.' },
    methodNotAllowed: { title: 'Método no permitido', message: 'Esta dirección no admite este tipo de solicitud.' },
    requestTimeout: { title: 'Tiempo de espera agotado', message: 'La solicitud no ha llegado completa a tiempo. Inténtalo de nuevo.' },
    tooLarge: { title: 'Envío demasiado grande', message: 'El envío supera el tamaño que admite el sitio.' },
    uriTooLong: { title: 'Dirección demasiado larga', message: 'La dirección es más larga que la de cualquier página del sitio.' },
    unsupportedMediaType: {
      title: 'Formato no admitido',
      message: 'Los formularios deben enviarse como formularios web normales (application/x-www-form-urlencoded, UTF-8).',
    },
    expectationFailed: { title: 'Expectativa no admitida', message: 'El servidor no puede cumplir la cabecera Expect de la solicitud.' },
    rateLimited: {
      title: 'Demasiados envíos',
      message: 'Hemos recibido demasiados envíos desde tu dirección IP. Inténtalo de nuevo dentro de un rato.',
    },
    headersTooLarge: {
      title: 'Cabeceras demasiado grandes',
      message: 'La solicitud lleva demasiadas cabeceras o cookies. Borra las cookies de este sitio e inténtalo de nuevo.',
    },
    internalError: { title: 'Se ha producido un error', message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.' },
    unavailable: {
      title: 'Servicio no disponible temporalmente',
      message: 'No se ha podido guardar el envío y no se ha conservado ningún dato. Inténtalo de nuevo dentro de un rato.',
    },
  },
  formErrors: {
    encoding: 'El formulario no está codificado en UTF-8 válido.',
    repeatedField: 'Un campo aparece más de una vez.',
    tooManyFields: 'El formulario tiene demasiados campos.',
    missingForm: 'Falta el campo form-name.',
    unknownForm: 'No existe ningún formulario con ese nombre.',
    invalidFields: 'Algunos campos no están bien rellenados.',
    crossSite: 'Solo aceptamos formularios enviados desde nuestra propia web. Abre el formulario en nuestra web y envíalo desde allí.',
  },
};

const da: HttpErrorStrings = {
  home: 'Gå til forsiden',
  errors: {
    badRequest: { title: 'Ugyldig forespørgsel', message: 'Forespørgslen kunne ikke læses.' },
    notFound: { title: 'Siden blev ikke fundet', message: 'Der er ingen side på denne adresse.' },
    methodNotAllowed: { title: 'Metoden er ikke tilladt', message: 'Denne adresse tager ikke imod den slags forespørgsler.' },
    requestTimeout: { title: 'Forespørgslen tog for lang tid', message: 'Hele forespørgslen nåede ikke frem i tide. Prøv igen.' },
    tooLarge: { title: 'Forespørgslen er for stor', message: 'Forespørgslen er større, end hjemmesiden kan tage imod.' },
    uriTooLong: { title: 'Adressen er for lang', message: 'Adressen er længere end nogen adresse på hjemmesiden.' },
    unsupportedMediaType: {
      title: 'Formatet understøttes ikke',
      message: 'Formularer skal sendes som almindelige webformularer (application/x-www-form-urlencoded, UTF-8).',
    },
    expectationFailed: { title: 'Forventningen kan ikke opfyldes', message: 'Serveren kan ikke opfylde forespørgslens Expect-header.' },
    rateLimited: {
      title: 'For mange henvendelser',
      message: 'Vi har modtaget for mange henvendelser fra din IP-adresse. Prøv igen om lidt.',
    },
    headersTooLarge: {
      title: 'Forespørgslens headere er for store',
      message: 'Forespørgslen indeholder for mange headere eller cookies. Slet hjemmesidens cookies, og prøv igen.',
    },
    internalError: { title: 'Der opstod en fejl', message: 'Noget gik galt hos os. Prøv igen senere.' },
    unavailable: {
      title: 'Midlertidigt utilgængelig',
      message: 'Vi kunne ikke gemme din henvendelse, og ingen af dine oplysninger er blevet gemt. Prøv igen om lidt.',
    },
  },
  formErrors: {
    encoding: 'Formularen er ikke kodet i gyldig UTF-8.',
    repeatedField: 'Et felt optræder mere end én gang.',
    tooManyFields: 'Formularen har for mange felter.',
    missingForm: 'Feltet form-name mangler.',
    unknownForm: 'Der findes ingen formular med det navn.',
    invalidFields: 'Nogle felter er ikke udfyldt korrekt.',
    crossSite: 'Vi modtager kun formularer, der er sendt fra vores egen hjemmeside. Åbn formularen på hjemmesiden, og send den derfra.',
  },
};

export const httpErrorStrings: Record<Locale, HttpErrorStrings> = { is, en, es, da };

/** Every code of `errors`, in a fixed order (tests walk them). */
export const HTTP_ERROR_CODES = Object.keys(is.errors) as HttpErrorCode[];
