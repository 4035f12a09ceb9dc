/** The invitation form of /admin/staff: name, e-mail, role and the language of the mail; the colleague chooses their own password. */
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inviteStaffUser } from '../../api/users.ts';
import { StaffInvitationInputSchema, type StaffInvitationSent } from '../../domain/staff.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { LanguageOptions } from '../../ui/LanguageSelect.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StaffIdentityFields } from './StaffIdentityFields.tsx';
import { useStaffAddForm } from './useStaffAddForm.ts';

const FIELDS = ['name', 'email', 'role', 'language'] as const;
type InviteValues = z.input<typeof StaffInvitationInputSchema>;
const empty = (): InviteValues => ({ name: '', email: '', role: 'recruiter', language: 'fr' });

/** `onLink`: the server sends no mail, and answered the link for the admin to hand over. */
export function InviteForm({
  headingId,
  onLink,
}: {
  headingId: string;
  onLink(sent: StaffInvitationSent & { link: string }): void;
}) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    errorOf,
    formState: { isSubmitting },
  } = useStaffAddForm(schemaResolver(StaffInvitationInputSchema), empty);
  const { mutateAsync: invite } = useMutation({ mutationFn: inviteStaffUser });

  const onSubmit = submit(
    async (values) => {
      const sent = await invite(StaffInvitationInputSchema.parse(values));
      if (sent.link) onLink({ ...sent, link: sent.link });
      return t('admin_onboarding.invite.sent', { email: sent.user.email });
    },
    { loading: t('admin_onboarding.invite.submitting'), failure: t('admin_onboarding.invite.error'), fields: FIELDS },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className="space-y-5">
      <StaffIdentityFields register={register} errorOf={errorOf} />
      <Field label={t('admin_onboarding.invite.language')} required error={errorOf('language')}>
        <select className={inputClass} {...register('language')}>
          <LanguageOptions />
        </select>
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        {isSubmitting ? t('admin_onboarding.invite.submitting') : t('admin_onboarding.invite.submit')}
      </button>
    </form>
  );
}
