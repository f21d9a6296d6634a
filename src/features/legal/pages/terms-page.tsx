import { LegalDocument } from '../components/legal-document';

/** SPEC.md "Legal pages": /terminos. */
export function TermsPage() {
  return <LegalDocument kind="terms" />;
}

export default TermsPage;
