/** The shape of a CourseCard while a list loads: picture, title, duration and level, price. */
export function CourseCardSkeleton() {
  return (
    <div
      data-testid="course-skeleton"
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm motion-safe:animate-pulse"
    >
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {/* Heights follow the card's lines (a one-line title, meta, price), so little moves when it arrives. */}
        <div className="h-6 w-4/5 rounded-md bg-slate-200" />
        <div className="flex gap-4">
          <div className="h-5 w-16 rounded-md bg-slate-100" />
          <div className="h-5 w-20 rounded-md bg-slate-100" />
        </div>
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-4">
          <div className="h-7 w-24 rounded-md bg-slate-200" />
          <div className="h-4 w-20 rounded-md bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
