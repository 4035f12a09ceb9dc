/**
 * /admin/invitation/:token: where an invited colleague chooses their password (the link of their
 * invitation mail, in its language: ?lng=). A link used, expired, revoked or unknown says so and
 * what to do; a password chosen signs them in and opens the admin at their role's first screen.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { acceptInvitation, fetchInvitation, invitationKey } from '../../api/users.ts';
import { InvitationAcceptInputSchema, type InvitationDetails } from '../../domain/staff.ts';
import { switchAdminLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { primaryButton } from '../../ui/buttons.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ListLoading } from '../components/ListStates.tsx';
import { serverFieldError } from '../staff/server-field-error.ts';
import { NewPasswordFields, passwordMismatch } from '../forms/NewPasswordFields.tsx';
import { OnboardingFrame } from './OnboardingFrame.tsx';

const AcceptFormSchema = InvitationAcceptInputSchema.extend({
  confirmPassword: InvitationAcceptInputSchema.shape.password,
});
type AcceptFormValues = z.input<typeof AcceptFormSchema>;
/** A name or an address inside a sentence, laid out in its own direction (first strong isolate … pop). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Why a link does not work, as the page says it: the server's code (410), or unknown (404 and anything else). */
const REFUSALS = { invitation_used: 'used', invitation_expired: 'expired', invitation_revoked: 'revoked' } as const;
const refusalOf = (error: unknown) => {
  const code = error instanceof ApiError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return REFUSALS[code as keyof typeof REFUSALS] ?? 'unknown';
};

export default function InvitationPage() {
  const { t } = useTranslation();
  useAdminPageMeta({
    title: t('admin_onboarding.accept.meta_title'),
    description: t('admin_onboarding.accept.title'),
    noindex: true,
  });
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const language = searchParams.get('lng');
  // The invitation's language, chosen by the admin who sent it: the admin opens in it afterwards too.
  useEffect(() => {
    if ((LANGUAGES as readonly (string | null)[]).includes(language)) void switchAdminLanguage(language as Language);
  }, [language]);
  const invitation = useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    staleTime: Infinity,
  });

  if (invitation.isPending) {
    return (
      <OnboardingFrame
        title={t('admin_onboarding.accept.title')}
        icon={<KeyRound aria-hidden="true" className="size-7" />}
      >
        <ListLoading bare />
      </OnboardingFrame>
    );
  }
  if (invitation.isError) {
    return (
      <OnboardingFrame
        title={t('admin_onboarding.accept.invalid_title')}
        icon={<LinkIcon aria-hidden="true" className="size-7" />}
      >
        <p className="text-slate-700">{t(`admin_onboarding.accept.${refusalOf(invitation.error)}`)}</p>
        <Link to="/login" className={`${primaryButton} mt-6 w-full`}>
          {t('admin_onboarding.accept.to_login')}
        </Link>
      </OnboardingFrame>
    );
  }
  return <AcceptForm token={token} details={invitation.data} />;
}

function AcceptForm({ token, details }: { token: string; details: InvitationDetails }) {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptFormValues>({
    resolver: schemaResolver(AcceptFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { mutateAsync: accept } = useMutation({ mutationFn: (password: string) => acceptInvitation(token, password) });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    if (password !== confirmPassword) {
      setError('confirmPassword', passwordMismatch(t), { shouldFocus: true });
      return;
    }
    try {
      await signIn(await accept(password));
      toast.success(t('admin_onboarding.accept.done'));
      // The admin's index opens the first screen of their role.
      navigate('/admin', { replace: true });
    } catch (error) {
      const onField = serverFieldError(error, ['password'] as const);
      if (onField) setError('password', { type: 'server', message: onField.message }, { shouldFocus: true });
      else toast.error(errorMessage(error, t('admin_onboarding.accept.error')));
    }
  });

  return (
    <OnboardingFrame
      title={t('admin_onboarding.accept.title')}
      lead={
        <>
          {/* The greeting on its own line: the lead is a sentence of its own. Name and address isolated: either script in the other's. */}
          <span className="block font-semibold text-slate-800">
            {t('admin_onboarding.accept.greeting', { name: isolated(details.name) })}
          </span>
          <span className="block">{t('admin_onboarding.accept.lead', { email: isolated(details.email) })}</span>
        </>
      }
      icon={<KeyRound aria-hidden="true" className="size-7" />}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {/* For password managers: whose password this is. */}
        <input type="email" autoComplete="username" value={details.email} readOnly hidden />
        <NewPasswordFields
          labels={{ password: t('admin_onboarding.accept.password'), confirm: t('admin_onboarding.accept.confirm') }}
          errors={{ password: errors.password, confirm: errors.confirmPassword }}
          registrations={{ password: register('password'), confirm: register('confirmPassword') }}
        />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? t('admin_onboarding.accept.submitting') : t('admin_onboarding.accept.submit')}
        </button>
      </form>
    </OnboardingFrame>
  );
}
