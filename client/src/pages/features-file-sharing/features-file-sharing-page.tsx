// Placeholder until the sharing screens land (issue 4).
export default function FeaturesFileSharingPage() {
  return <h1>features-file-sharing</h1>;
}
