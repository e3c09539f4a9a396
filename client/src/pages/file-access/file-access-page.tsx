// Placeholder until the sharing screens land (issue 4).
export default function FileAccessPage() {
  return <h1>file-access</h1>;
}
