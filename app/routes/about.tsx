// Placeholder until the content pages land.
export default function Page() {
  return <h1>about</h1>;
}
