/**
 * Says that the site still shows the demo content of `npm run seed`, with the one action that
 * removes all of it (after a confirmation). Nothing shows once there is none, nor for a role that
 * may not remove it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { ADMIN_DEMO_CONTENT_KEY, fetchDemoContent, removeDemoContent } from '../../api/site-content.ts';
import { hasDemoContent } from '../../domain/site-content.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useStaffAccess } from '../staff-access.ts';

export function DemoContentBanner() {
  const { may } = useStaffAccess();
  return may('content') ? <DemoContentNotice /> : null;
}

function DemoContentNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const demo = useQuery({ queryKey: ADMIN_DEMO_CONTENT_KEY, queryFn: ({ signal }) => fetchDemoContent(signal) });
  const remove = useMutation({
    mutationFn: removeDemoContent,
    onMutate: () => toast.loading(t('admin_content.demo.removing')),
    onSuccess: (_removed, _variables, toastId) => {
      toast.success(t('admin_content.demo.removed'), { id: toastId });
      // Courses, sessions, instructors and testimonials all changed: every list reads again.
      void queryClient.invalidateQueries();
    },
    onError: (error, _variables, toastId) => {
      if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
      else toast.error(errorMessage(error, t('admin_content.demo.remove_error')), { id: toastId });
    },
  });
  if (!demo.data || !hasDemoContent(demo.data)) return null;
  return (
    <section
      aria-labelledby="demo-content-title"
      className="mb-6 flex flex-col gap-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:p-5"
    >
      <TriangleAlert aria-hidden="true" className="hidden size-8 shrink-0 text-amber-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id="demo-content-title" className="font-bold text-amber-950">
          {t('admin_content.demo.title')}
        </h2>
        <p className="mt-1 text-sm text-amber-950">{t('admin_content.demo.text', demo.data)}</p>
      </div>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-amber-900 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60"
      >
        {t('admin_content.demo.remove')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('admin_content.demo.confirm_title')}
        message={t('admin_content.demo.confirm')}
        itemName={t('admin_content.demo.confirm_item', demo.data)}
        confirmLabel={t('admin_content.demo.remove')}
        cancelLabel={t('admin_content.testimonials.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </section>
  );
}
