import { LegalDocument } from '../components/legal-document';

/** docs/PRODUCT.md §2, "Legal pages": /privacidad. */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" />;
}

export default PrivacyPage;
