import i18n from '../lib/i18n';
import { later } from '../locales/later';
import { addRecipes } from '../ui/theme';
import { later as laterRecipes } from '../ui/theme/later';

// Tests and stories render any screen directly, without the router that loads the later texts:
// give them every namespace synchronously.
for (const [ns, bundle] of Object.entries(later)) i18n.addResourceBundle('es', ns, bundle, true, true);
// Likewise every Chakra recipe (the app adds the later ones with the screens that need them).
addRecipes(laterRecipes);

export default i18n;
