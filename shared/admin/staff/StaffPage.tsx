/**
 * /admin/staff (admins only): the staff's accounts with their role, state and last sign-in; a
 * colleague added (invited, or with a provisional password), their invitation resent or revoked,
 * their role changed, deactivated (their sessions end at once) or reactivated.
 * One's own account is changed by another admin: nobody locks themselves out by a slip.
 */
import { useQuery } from '@tanstack/react-query';
import { Ban, Send, UserCheck, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchStaffUsers,
  resendInvitation,
  revokeInvitation,
  STAFF_USERS_KEY,
  updateStaffUser,
} from '../../api/users.ts';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles.ts';
import type { StaffInvitationSent, StaffUser } from '../../domain/staff.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { DATE_WITH_TIME, dangerRowButton, rowButton } from '../components/inbox-kit.ts';
import { formatDate } from '../../i18n/format.ts';
import { AdminPageHeader, ListEmpty, QueryStates } from '../components/ListStates.tsx';
import { RowButton } from '../components/RowButton.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { useRowAction } from '../components/useRowAction.ts';
import { AddStaffMember } from './AddStaffMember.tsx';
import { InvitationLinkDialog } from './InvitationLinkDialog.tsx';

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const selectClass =
  'rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600';

export default function StaffPage() {
  const { t } = useTranslation();
  useAdminPageMeta({ title: t('admin_staff.title'), description: t('admin_staff.lead') });
  const { session } = useAdminSession();
  const formHeading = useId();
  const listHeading = useId();
  const query = useQuery({ queryKey: STAFF_USERS_KEY, queryFn: ({ signal }) => fetchStaffUsers(signal) });

  /** An account's changes are saved, and fail, in the same words: only the success says which. */
  const accountToasts = (success: string) => ({
    loading: t('admin_staff.toasts.saving'),
    success,
    failure: t('admin_staff.toasts.update_error'),
  });
  const changeRole = useRowAction<{ _id: string; role: StaffRole }>({
    run: ({ _id, role }) => updateStaffUser(_id, { role }),
    queryKey: STAFF_USERS_KEY,
    toasts: accountToasts(t('admin_staff.toasts.role_changed')),
  });
  const deactivate = useConfirmedAction<StaffUser>({
    run: (user) => updateStaffUser(user._id, { active: false }),
    queryKey: STAFF_USERS_KEY,
    confirmMessage: t('admin_staff.confirm.deactivate'),
    itemName: (user) => `${user.name} <${user.email}>`,
    confirmLabel: t('admin_staff.list.deactivate'),
    toasts: accountToasts(t('admin_staff.toasts.deactivated')),
  });
  const reactivate = useRowAction<StaffUser>({
    run: (user) => updateStaffUser(user._id, { active: true }),
    queryKey: STAFF_USERS_KEY,
    toasts: accountToasts(t('admin_staff.toasts.reactivated')),
  });
  const [handOver, setHandOver] = useState<StaffInvitationSent & { link: string }>();
  const resend = useRowAction<StaffUser>({
    run: async (user) => {
      const sent = await resendInvitation(user._id);
      // No mail from this server: the admin hands the new link over.
      if (sent.link) setHandOver({ ...sent, link: sent.link });
    },
    queryKey: STAFF_USERS_KEY,
    toasts: {
      loading: t('admin_onboarding.toasts.resending'),
      success: t('admin_onboarding.toasts.resent'),
      failure: t('admin_onboarding.toasts.error'),
    },
  });
  const revoke = useConfirmedAction<StaffUser>({
    run: (user) => revokeInvitation(user._id),
    queryKey: STAFF_USERS_KEY,
    confirmMessage: t('admin_onboarding.confirm.revoke'),
    itemName: (user) => `${user.name} <${user.email}>`,
    confirmLabel: t('admin_onboarding.list.revoke'),
    toasts: {
      loading: t('admin_onboarding.toasts.revoking'),
      success: t('admin_onboarding.toasts.revoked'),
      failure: t('admin_onboarding.toasts.error'),
    },
  });
  const busy = (user: StaffUser) =>
    [changeRole.busyId, deactivate.busyId, reactivate.busyId, resend.busyId, revoke.busyId].includes(user._id);
  const isSelf = (user: StaffUser) => user._id === session?._id;

  const columns: Column<StaffUser>[] = [
    {
      key: 'name',
      header: t('admin_staff.list.name'),
      kind: 'title',
      cell: (user) => (
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">
            <span dir="auto">{user.name}</span>
            {isSelf(user) && <span className="ms-1.5 font-normal text-slate-600">({t('admin_staff.list.you')})</span>}
          </span>
          <span dir="ltr" className="text-start text-slate-600 rtl:text-end">
            {user.email}
          </span>
        </span>
      ),
    },
    {
      key: 'role',
      header: t('admin_staff.list.role'),
      cell: (user) => (
        <select
          className={selectClass}
          aria-label={t('admin_staff.list.role_of', { name: user.name })}
          title={isSelf(user) ? t('admin_staff.list.own_account') : undefined}
          value={user.role}
          disabled={isSelf(user) || busy(user)}
          onChange={(event) => changeRole.run({ _id: user._id, role: event.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin_staff.roles.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: t('admin_staff.list.status'),
      cell: (user) => (
        <span className="flex flex-col items-start gap-1">
          {user.active ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {t('admin_staff.list.active')}
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
              {t('admin_staff.list.inactive')}
            </span>
          )}
          <OnboardingState user={user} />
        </span>
      ),
    },
    {
      key: 'lastLogin',
      header: t('admin_staff.list.last_login'),
      cell: (user) =>
        user.lastLoginAt ? (
          <DateTime iso={user.lastLoginAt} />
        ) : (
          <span className="text-slate-600">{t('admin_staff.list.never')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('admin_staff.list.actions'),
      kind: 'actions',
      className: 'text-end',
      cell: (user) => (
        <span className="flex flex-wrap justify-end gap-2">
          {user.active && user.invitation && (
            <button
              type="button"
              className={rowButton}
              disabled={busy(user)}
              aria-label={t('admin_onboarding.list.resend_of', { name: user.name })}
              onClick={() => resend.run(user)}
            >
              <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('admin_onboarding.list.resend')}
            </button>
          )}
          {user.invitation?.status === 'pending' && (
            <RowButton
              icon={Ban}
              text={t('admin_onboarding.list.revoke')}
              label={t('admin_onboarding.list.revoke_of', { name: user.name })}
              danger
              busy={busy(user)}
              onClick={() => revoke.ask(user)}
            />
          )}
          {user.active ? (
            <button
              type="button"
              className={dangerRowButton}
              disabled={isSelf(user) || busy(user)}
              title={isSelf(user) ? t('admin_staff.list.own_account') : undefined}
              onClick={() => deactivate.ask(user)}
            >
              <UserX aria-hidden="true" className="size-4" />
              {t('admin_staff.list.deactivate')}
            </button>
          ) : (
            <button type="button" className={rowButton} disabled={busy(user)} onClick={() => reactivate.run(user)}>
              <UserCheck aria-hidden="true" className="size-4" />
              {t('admin_staff.list.reactivate')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('admin_staff.title')} lead={t('admin_staff.lead')} />
      {/* Side by side only where the table keeps every column whole beside the form (wider than 1280 px). */}
      <div className="grid grid-cols-1 items-start gap-6 2xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={formHeading} className={`${panel} 2xl:sticky 2xl:top-6`}>
          <h2 id={formHeading} className="mb-5 text-lg font-bold text-slate-900">
            {t('admin_staff.form.title')}
          </h2>
          <AddStaffMember headingId={formHeading} />
        </section>

        <section aria-labelledby={listHeading} className="min-w-0 space-y-4">
          <h2 id={listHeading} className="text-lg font-bold text-slate-900">
            {t('admin_staff.list.title', { count: query.data?.length ?? 0 })}
          </h2>
          <QueryStates query={query} loadError={t('admin_staff.list.load_error')}>
            {(data) =>
              data.length === 0 ? (
                <ListEmpty text={t('admin_staff.list.empty')} />
              ) : (
                <AdminTable
                  caption={t('admin_staff.title')}
                  columns={columns}
                  rows={data}
                  rowKey={(user) => user._id}
                />
              )
            }
          </QueryStates>
        </section>
      </div>
      {deactivate.dialog}
      {revoke.dialog}
      {handOver && <InvitationLinkDialog sent={handOver} onClose={() => setHandOver(undefined)} />}
    </>
  );
}

/** Where a colleague is in joining: their invitation's state, or a provisional password still to change. */
function OnboardingState({ user }: { user: StaffUser }) {
  const { t, i18n } = useTranslation();
  const note = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
  if (user.invitation?.status === 'pending') {
    return (
      <span className="flex flex-col items-start">
        <span className={`${note} bg-sky-50 text-sky-800 ring-sky-200`}>
          {t('admin_onboarding.list.invitation_pending')}
        </span>
        <span className="mt-0.5 text-xs text-slate-600">
          {t('admin_onboarding.list.invitation_pending_until', {
            date: formatDate(user.invitation.expiresAt, i18n.language, DATE_WITH_TIME),
          })}
        </span>
      </span>
    );
  }
  if (user.invitation) {
    return (
      <span className={`${note} bg-amber-50 text-amber-900 ring-amber-200`}>
        {t(`admin_onboarding.list.invitation_${user.invitation.status}`)}
      </span>
    );
  }
  if (user.passwordChangeRequired)
    return (
      <span className={`${note} bg-amber-50 text-amber-900 ring-amber-200`}>
        {t('admin_onboarding.list.provisional')}
      </span>
    );
  return null;
}
