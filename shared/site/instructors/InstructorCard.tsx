/** One instructor: round photo (or initials), name, title and, for the centre's own team, a short bio. */
import { useState } from 'react';

interface InstructorCardProps {
  name: string;
  title: string;
  bio?: string;
  imageUrl?: string;
  initials: string;
  tone?: string;
}

export function InstructorCard({
  name,
  title,
  bio,
  imageUrl,
  initials,
  tone = 'bg-brand-100 text-brand-900',
}: InstructorCardProps) {
  // A photo that fails to load falls back to the initials rather than a broken image.
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = imageUrl && !photoFailed;
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md sm:p-8">
      <div className="rounded-full bg-gradient-to-br from-brand-100 to-accent-300 p-1">
        {showPhoto ? (
          <img
            src={imageUrl}
            alt=""
            loading="lazy"
            onError={() => setPhotoFailed(true)}
            className="size-28 rounded-full border-4 border-white bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            dir="ltr"
            className={`flex size-28 items-center justify-center rounded-full border-4 border-white text-3xl font-bold ${tone}`}
          >
            {initials}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{title}</p>
      {bio && <p className="mt-3 text-sm leading-relaxed text-slate-600">{bio}</p>}
    </li>
  );
}

export function InstructorCardSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex animate-pulse flex-col items-center rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="size-30 rounded-full bg-slate-200" />
      <div className="mt-5 h-5 w-2/3 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
      <div className="mt-4 h-3 w-5/6 rounded bg-slate-100" />
    </li>
  );
}
