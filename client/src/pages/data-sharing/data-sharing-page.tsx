// Placeholder until the sharing screens land (issue 4).
export default function DataSharingPage() {
  return <h1>data-sharing</h1>;
}
