/** A value the sender left out: a dash to the eye, `label` ("Not given", "No message") to a screen reader. */
export function NotGiven({ label }: { label: string }) {
  return (
    <span className="text-slate-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
