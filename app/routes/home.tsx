export default function Home() {
  return <h1>home</h1>;
}
