import i18n from '../lib/i18n';
import { later } from '../locales/later';

// Tests and stories render any screen directly, without the router that loads the later texts:
// give them every namespace synchronously.
for (const [ns, bundle] of Object.entries(later)) i18n.addResourceBundle('es', ns, bundle, true, true);

export default i18n;
