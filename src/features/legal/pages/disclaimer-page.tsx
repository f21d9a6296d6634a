import { LegalDocument } from '../components/legal-document';

/** docs/PRODUCT.md §2, "Legal pages": /responsabilidad. */
export function DisclaimerPage() {
  return <LegalDocument kind="disclaimer" />;
}

export default DisclaimerPage;
