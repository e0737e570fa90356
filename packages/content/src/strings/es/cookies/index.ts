// The `cookies` namespace: the cookie bar shown on every page and the cookie policy page (/vafrakokur).
import type { cookies as source } from '../../is/cookies';

export const cookies: typeof source = {
  notice: 'Utilizamos cookies para que el sitio web funcione correctamente y, con tu consentimiento, para analizar cómo se usa.',
  learnMore: 'Más información sobre las cookies',
  accept: 'Aceptar',
  reject: 'Rechazar',
  close: 'Cerrar el aviso de cookies',
  title: 'Aviso de cookies',
  description:
    'Al hacer clic en «Aceptar», consientes el uso de cookies, incluidas las analíticas, tal como se describe en nuestra política de cookies.',
};
