import { LegalDocument } from '../components/legal-document';

/** SPEC.md "Legal pages": /responsabilidad. */
export function DisclaimerPage() {
  return <LegalDocument kind="disclaimer" />;
}

export default DisclaimerPage;
