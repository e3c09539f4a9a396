// Placeholder until the sharing screens land (issue 4).
export default function SharePage() {
  return <h1>share</h1>;
}
