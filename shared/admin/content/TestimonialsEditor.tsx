/**
 * The testimonials of the home page: added and edited in a dialog (the quote in French at least,
 * the other languages showing the French when left empty), ordered, hidden and deleted. The home
 * page shows the visible ones in this order.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Eye, EyeOff, type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  ADMIN_TESTIMONIALS_KEY,
  createTestimonial,
  deleteTestimonial,
  fetchTestimonials,
  orderTestimonials,
  updateTestimonial,
} from '../../api/site-content.ts';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import { type Testimonial, type TestimonialInput, TestimonialInputSchema } from '../../domain/site-content.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Field, inputClass } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { ListEmpty, QueryStates } from '../components/ListStates.tsx';
import { contentLanguageProps, LanguagePanels, LanguageTabs, useLanguageTabs } from '../language-tabs/LanguageTabs.tsx';
import { type Problems, problemsOf, serverProblems } from './form-problems.ts';
import { fieldErrorText } from '../../ui/form-errors.ts';

const inputOf = ({ name, role, quote, isVisible }: Testimonial): TestimonialInput => ({ name, role, quote, isVisible });

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40';

/** A testimonial's action, an icon alone: `label` names it and the testimonial for screen readers. */
function IconButton({
  icon: Icon,
  label,
  danger = false,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  /** A destructive action, turning red under the pointer. */
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={danger ? `${iconButton} hover:bg-red-50 hover:text-red-700` : iconButton}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

export function TestimonialsEditor() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ADMIN_TESTIMONIALS_KEY, queryFn: ({ signal }) => fetchTestimonials(signal) });
  const [editing, setEditing] = useState<Testimonial | 'new' | undefined>();
  const [deleting, setDeleting] = useState<Testimonial | undefined>();
  const language = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : 'fr';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_KEY });

  const reorder = useMutation({
    mutationFn: orderTestimonials,
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_TESTIMONIALS_KEY, saved),
    onError: (error) => {
      toast.error(errorMessage(error, t('admin_content.testimonials.toasts.order_error')));
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (item: Testimonial) => updateTestimonial(item._id, { ...inputOf(item), isVisible: !item.isVisible }),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorMessage(error, t('admin_content.testimonials.toasts.save_error'))),
  });
  const remove = useMutation({
    mutationFn: (item: Testimonial) => deleteTestimonial(item._id),
    onSuccess: () => {
      toast.success(t('admin_content.testimonials.toasts.deleted'));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, t('admin_content.testimonials.toasts.delete_error'))),
  });

  const move = (index: number, step: -1 | 1) => {
    const ids = (list.data ?? []).map((item) => item._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <section
      aria-labelledby="testimonials-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="testimonials-title" className="text-xl font-bold text-slate-900">
            {t('admin_content.testimonials.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('admin_content.testimonials.lead')}</p>
        </div>
        <button type="button" className={`${primaryButton} shrink-0`} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin_content.testimonials.add')}
        </button>
      </div>
      <div className="mt-5">
        <QueryStates query={list} loadError={t('admin_content.load_error')} bare>
          {(data) =>
            data.length === 0 ? (
              <ListEmpty bare text={t('admin_content.testimonials.empty')} />
            ) : (
              <ol className="space-y-3">
                {data.map((item, index) => (
                  <li
                    key={item._id}
                    className={`flex flex-col gap-3 rounded-xl p-4 ring-1 sm:flex-row sm:items-start ${item.isVisible ? 'ring-slate-200' : 'bg-slate-50 ring-slate-200'}`}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{item.name}</span>
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.isVisible ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'}`}
                        >
                          {t(item.isVisible ? 'admin_content.testimonials.shown' : 'admin_content.testimonials.hidden')}
                        </span>
                        {item.isDemo && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                            {t('admin_content.testimonials.demo')}
                          </span>
                        )}
                      </p>
                      {(item.role[language] || item.role.fr) && (
                        <p className="text-sm text-slate-600">{item.role[language] || item.role.fr}</p>
                      )}
                      <p className="mt-2 line-clamp-2 text-slate-700">{item.quote[language] || item.quote.fr}</p>
                    </div>
                    <div className="flex shrink-0 flex-wrap items-center gap-1">
                      <IconButton
                        icon={ArrowUp}
                        label={t('admin_content.testimonials.up_label', { name: item.name })}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                      />
                      <IconButton
                        icon={ArrowDown}
                        label={t('admin_content.testimonials.down_label', { name: item.name })}
                        disabled={index === data.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      />
                      <IconButton
                        icon={item.isVisible ? EyeOff : Eye}
                        label={t(
                          item.isVisible
                            ? 'admin_content.testimonials.hide_label'
                            : 'admin_content.testimonials.show_label',
                          { name: item.name },
                        )}
                        onClick={() => toggle.mutate(item)}
                      />
                      <IconButton
                        icon={Pencil}
                        label={t('admin_content.testimonials.edit_label', { name: item.name })}
                        onClick={() => setEditing(item)}
                      />
                      <IconButton
                        icon={Trash2}
                        label={t('admin_content.testimonials.delete_label', { name: item.name })}
                        danger
                        onClick={() => setDeleting(item)}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryStates>
      </div>
      {editing && (
        <TestimonialDialog
          testimonial={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('admin_content.testimonials.delete')}
        message={t('admin_content.testimonials.confirm_delete')}
        itemName={deleting?.name ?? ''}
        confirmLabel={t('admin_content.testimonials.delete')}
        cancelLabel={t('admin_content.testimonials.cancel')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(undefined);
        }}
      />
    </section>
  );
}

type Draft = { name: string; isVisible: boolean; role: Record<Language, string>; quote: Record<Language, string> };

const draftOf = (testimonial: Testimonial | undefined): Draft => ({
  name: testimonial?.name ?? '',
  isVisible: testimonial?.isVisible ?? true,
  role: { fr: testimonial?.role.fr ?? '', en: testimonial?.role.en ?? '', ar: testimonial?.role.ar ?? '' },
  quote: { fr: testimonial?.quote.fr ?? '', en: testimonial?.quote.en ?? '', ar: testimonial?.quote.ar ?? '' },
});

function TestimonialDialog({
  testimonial,
  onClose,
  onSaved,
}: {
  testimonial: Testimonial | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const tabs = useLanguageTabs();
  const [draft, setDraft] = useState(() => draftOf(testimonial));
  const [problems, setProblems] = useState<Problems>({});
  const { mutateAsync: save, isPending } = useMutation({
    mutationFn: (input: TestimonialInput) =>
      testimonial ? updateTestimonial(testimonial._id, input) : createTestimonial(input),
  });
  const errorOf = (path: string) => fieldErrorText(t, problems[path] ? { type: problems[path] } : undefined);
  const setText = (field: 'role' | 'quote', language: Language, text: string) =>
    setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: text } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(TestimonialInputSchema, draft);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      const language = LANGUAGES.find((candidate) => first.endsWith(`.${candidate}`));
      if (language) tabs.reveal(language);
      return;
    }
    try {
      await save(TestimonialInputSchema.parse(draft));
      toast.success(t('admin_content.testimonials.toasts.saved'));
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(errorMessage(error, t('admin_content.testimonials.toasts.save_error')));
      setProblems(serverProblems(error));
    }
  };

  const withErrors = LANGUAGES.filter((language) =>
    Object.keys(problems).some((path) => path.endsWith(`.${language}`)),
  );
  return (
    <Modal
      open
      title={t(testimonial ? 'admin_content.testimonials.edit_title' : 'admin_content.testimonials.add_title')}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <Field label={t('admin_content.testimonials.name')} required error={errorOf('name')}>
          <input
            type="text"
            className={inputClass}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Field>
        <p className="text-sm text-slate-600">{t('admin_content.testimonials.french_needed')}</p>
        <LanguageTabs tabs={tabs} withErrors={withErrors} fill />
        <LanguagePanels tabs={tabs}>
          {(language) => (
            <div className="space-y-4">
              <Field label={t('admin_content.testimonials.role')} error={errorOf(`role.${language}`)}>
                <input
                  type="text"
                  className={inputClass}
                  value={draft.role[language]}
                  onChange={(event) => setText('role', language, event.target.value)}
                  {...contentLanguageProps(language)}
                />
              </Field>
              <Field
                label={t('admin_content.testimonials.quote')}
                required={language === 'fr'}
                error={errorOf(`quote.${language}`)}
              >
                <textarea
                  rows={5}
                  className={inputClass}
                  value={draft.quote[language]}
                  placeholder={language === 'fr' ? undefined : draft.quote.fr}
                  onChange={(event) => setText('quote', language, event.target.value)}
                  {...contentLanguageProps(language)}
                />
              </Field>
            </div>
          )}
        </LanguagePanels>
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={draft.isVisible}
            onChange={(event) => setDraft({ ...draft, isVisible: event.target.checked })}
          />
          {t('admin_content.testimonials.visible')}
        </label>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('admin_content.testimonials.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={isPending}>
            {t('admin_content.testimonials.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
