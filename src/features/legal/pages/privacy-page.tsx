import { LegalDocument } from '../components/legal-document';

/** SPEC.md "Legal pages": /privacidad. */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" />;
}

export default PrivacyPage;
