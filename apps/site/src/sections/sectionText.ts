import type { TextKey } from '@hraun/content';
import type { SiteT } from '../i18n/useSiteTranslation';

/** The strings of a list of keys, or nothing when the section has no such list. */
export const texts = (t: SiteT, keys: readonly TextKey[] | undefined) => keys?.map((key) => t(key));

/** The string of an optional key. */
export const optionalText = (t: SiteT, key: TextKey | undefined) => (key ? t(key) : undefined);
