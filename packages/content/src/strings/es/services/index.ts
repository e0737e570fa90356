// The `services` namespace: one module per page, each typed against its Icelandic source.
import { strings as overview } from './overview';
import { strings as webDevelopment } from './webDevelopment';
import { strings as webDesign } from './webDesign';
import { strings as programming } from './programming';
import { strings as consulting } from './consulting';
import { strings as marketing } from './marketing';
import { strings as seo } from './seo';
import { strings as analytics } from './analytics';
import { strings as maintenance } from './maintenance';
import { strings as pricing } from './pricing';
import { strings as servicePackages } from './servicePackages';

export const services = { overview, webDevelopment, webDesign, programming, consulting, marketing, seo, analytics, maintenance, pricing, servicePackages };
