import { LegalDocument } from '../../features/content';
import { PRIVACY } from '../../lib/content/privacy';

export default function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
