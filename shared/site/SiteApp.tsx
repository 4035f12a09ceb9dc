import { useEffect, useState } from 'react';
import type { Course } from '../domain/index.ts';

/** The public site's root. */
export function SiteApp() {
  const [courses, setCourses] = useState<Course[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/courses')
      .then((response) => (response.ok ? (response.json() as Promise<Course[]>) : Promise.reject(new Error(String(response.status)))))
      .then(setCourses, () => setFailed(true));
  }, []);

  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold text-brand-700">Takwin</h1>
      <p className="mt-2 text-slate-600">Centre de formation — Tunis</p>
      <h2 className="mt-8 text-xl font-semibold">Nos formations</h2>
      {failed && <p role="alert">Impossible de charger les formations.</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-busy={!courses && !failed}>
        {courses?.map((course) => (
          <li key={course._id} className="rounded-xl border border-slate-200 p-4 shadow-sm">
            <h3 className="font-semibold">{course.title.fr}</h3>
            <p className="text-sm text-slate-600">{course.category} · {course.duration}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
