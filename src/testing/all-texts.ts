import i18n from '../lib/i18n';
import { resources } from '../locales/resources';

/**
 * Tests and stories hold every namespace from the start (the plain path, src/locales/resources.ts):
 * a component renders its texts at once, whatever screen it belongs to. The app loads a screen's
 * own namespaces with it instead (lib/screen-texts.ts).
 */
for (const [ns, texts] of Object.entries(resources.es)) i18n.addResourceBundle('es', ns, texts, true, true);
