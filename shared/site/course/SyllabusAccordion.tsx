import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SyllabusModule {
  title: string;
  content: string;
}

/** The course's modules: one open at a time, the first open at start (SPEC §2). */
export function SyllabusAccordion({ modules }: { modules: SyllabusModule[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {modules.map((module, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className={`flex w-full items-center gap-4 px-5 py-4 text-start transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${open ? 'bg-brand-50/60' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${open ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'}`}
                >
                  {index + 1}
                </span>
                <span className="flex-1">
                  {/* The circle shows the number; the name of the button says it too. */}
                  <span className="sr-only">{t('course_page.module', { number: index + 1 })} </span>
                  <span className="block font-semibold text-slate-900">{module.title}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-600 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pt-1 pb-5 ps-17 leading-relaxed whitespace-pre-line text-slate-700"
            >
              {module.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
