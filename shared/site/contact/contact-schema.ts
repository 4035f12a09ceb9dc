import { TEXT_LIMITS } from '../../domain/constants.ts';
import { LeadInputSchema, requiredText } from '../../domain/schemas.ts';

/**
 * A contact message travels as a pre-registration lead, so that it reaches the admin's inbox; the
 * message, optional on a pre-registration, is the point of this form.
 */
export const ContactMessageSchema = LeadInputSchema.pick({ name: true, email: true, phone: true, website: true }).extend({
  message: requiredText(TEXT_LIMITS.message),
});
