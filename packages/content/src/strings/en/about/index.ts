// The `about` namespace: one module per page, each typed against its Icelandic source.
import { strings as company } from './company';
import { strings as terms } from './terms';
import { strings as privacy } from './privacy';

export const about = { company, terms, privacy };
