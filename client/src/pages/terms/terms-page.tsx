import { LegalDocument } from '../../features/content';
import { TERMS } from '../../lib/content/terms';

export default function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
