/** The shape of a CourseCard while the list loads. */
export function CourseCardSkeleton() {
  return (
    <div data-testid="course-skeleton" aria-hidden="true" className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="space-y-2">
          <div className="h-3.5 rounded bg-slate-100" />
          <div className="h-3.5 w-2/3 rounded bg-slate-100" />
        </div>
        <div className="flex gap-4">
          <div className="h-3.5 w-16 rounded bg-slate-100" />
          <div className="h-3.5 w-20 rounded bg-slate-100" />
        </div>
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-4">
          <div className="h-6 w-24 rounded bg-slate-200" />
          <div className="h-4 w-20 rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
