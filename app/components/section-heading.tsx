/** The centred heading and intro line that open a page section (pair it with `aria-labelledby={id}` on the section). */
export function SectionHeading({ id, title, intro, level = 2 }: { id: string; title: string; intro?: string; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading id={id} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </Heading>
      {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p> : null}
    </>
  );
}
