import { LegalDocument } from '../components/legal-document';

/** docs/PRODUCT.md §2, "Legal pages": /terminos. */
export function TermsPage() {
  return <LegalDocument kind="terms" />;
}

export default TermsPage;
