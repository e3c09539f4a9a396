import { LegalDocument } from '../../components/legal-document/legal-document';
import { TERMS } from '../../lib/content/terms';

export default function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
