import { createHash } from 'node:crypto';
import type { PersonKey } from '../../../../shared/domain/index.ts';

/**
 * How the audit trail names the person of an access or erasure request without keeping their
 * address or number: the address's first letter and domain (a number's last two digits), and a
 * fingerprint that the same person always gives (`s***@example.tn #3f1a9c0b2d4e`), so that an
 * erasure can be shown done for a given address.
 */
export function auditedPersonLabel(person: PersonKey): string {
  const key = person.email !== undefined ? person.email.toLowerCase() : person.phone.replace(/\D/g, '');
  const fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 12);
  if (person.email === undefined) return `***${key.slice(-2)} #${fingerprint}`;
  const [local = '', domain = ''] = key.split('@');
  return `${local.slice(0, 1)}***@${domain} #${fingerprint}`;
}
