export default function Index() {
  return <main className="container-page py-20"><h1 className="text-display font-bold">Home</h1></main>
}
