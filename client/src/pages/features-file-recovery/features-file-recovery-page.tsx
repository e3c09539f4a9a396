// Placeholder until the sharing screens land (issue 4).
export default function FeaturesFileRecoveryPage() {
  return <h1>features-file-recovery</h1>;
}
