// An owner's page (promotions, reviews, products…): its heading and its content, under the admin
// navigation that every admin page shares (decision 067).
export function AdminSubpage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold">{title}</h1>
      <div className="mt-8">{children}</div>
    </section>
  );
}
