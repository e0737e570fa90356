// The `solutions` namespace: one module per page, each typed against its Icelandic source.
import { strings as overview } from './overview';
import { strings as ai } from './ai';
import { strings as booking } from './booking';
import { strings as subscription } from './subscription';
import { strings as webshop } from './webshop';
import { strings as pos } from './pos';
import { strings as wordpress } from './wordpress';
import { strings as wordpressExpress } from './wordpressExpress';
import { strings as hosting } from './hosting';
import { strings as email } from './email';
import { strings as siteManagement } from './siteManagement';
import { strings as chat } from './chat';
import { strings as api } from './api';
import { strings as order } from './order';

export const solutions = { overview, ai, booking, subscription, webshop, pos, wordpress, wordpressExpress, hosting, email, siteManagement, chat, api, order };
