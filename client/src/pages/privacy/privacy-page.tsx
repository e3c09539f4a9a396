import { LegalDocument } from '../../components/legal-document/legal-document';
import { PRIVACY } from '../../lib/content/privacy';

export default function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
