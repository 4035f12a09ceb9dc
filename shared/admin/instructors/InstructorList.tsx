/** The instructors, each with a round photo (or initials), name, title (in the admin's language, else French), an edit and a delete button. */
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instructor } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { dangerRowButton, rowButton } from '../components/inbox-kit.ts';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? '?')][0] ?? '?';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function Avatar({ instructor }: { instructor: Instructor }) {
  // A photo that fails to load gives way to the initials, not a broken image.
  const [failed, setFailed] = useState(false);
  if (instructor.imageUrl && !failed) {
    return (
      <img
        src={instructor.imageUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-12 shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      dir="auto"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 ring-2 ring-white"
    >
      {initialsOf(instructor.name)}
    </span>
  );
}

interface InstructorListProps {
  instructors: readonly Instructor[];
  busyId?: string;
  onEdit(instructor: Instructor): void;
  onDelete(instructor: Instructor): void;
}

export function InstructorList({ instructors, busyId, onEdit, onDelete }: InstructorListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200">
      {instructors.map((instructor) => (
        <li key={instructor._id} className="flex items-center gap-4 py-3">
          <Avatar instructor={instructor} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">
              <span dir="auto">{instructor.name}</span>
            </p>
            <p className="text-sm break-words text-slate-600">
              <span dir="auto">{localize(instructor.title, i18n.language)}</span>
            </p>
          </div>
          <button
            type="button"
            className={rowButton}
            aria-label={t('admin_instructors.list.edit_label', { name: instructor.name })}
            onClick={() => onEdit(instructor)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('admin_instructors.list.edit')}</span>
          </button>
          <button
            type="button"
            className={dangerRowButton}
            disabled={busyId === instructor._id}
            aria-label={t('admin_instructors.list.delete_label', { name: instructor.name })}
            onClick={() => onDelete(instructor)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('admin_instructors.list.delete')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
