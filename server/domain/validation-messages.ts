/**
 * English for the `validation:<key>` messages of the shared schemas (src/lib/validation): the
 * web app shows their Spanish text, the API answers with these. Any message about the new
 * password mentions "Password" (docs/PRODUCT.md §10: clients map such messages to their own text).
 */
export const PASSWORD_RULE_MESSAGE =
  'Password must have at least 8 characters, an upper-case letter, a lower-case letter, a digit and a special character';

const ENGLISH: Record<string, string> = {
  'validation:required': 'is required',
  'validation:selectOption': 'is required: choose an option',
  'validation:minName': 'must have at least 3 characters',
  'validation:minSurname': 'must have at least 2 characters',
  'validation:email': 'must be a valid e-mail address',
  'validation:passwordMin': PASSWORD_RULE_MESSAGE,
  'validation:passwordMinLong': PASSWORD_RULE_MESSAGE,
  'validation:passwordRules': PASSWORD_RULE_MESSAGE,
  'validation:passwordMismatch': 'Passwords do not match',
  'validation:passwordMismatchReset': 'Passwords do not match',
  'validation:numeric': 'must be a number',
  'validation:invalidDate': 'must be a real past date, YYYY-MM-DD or DD-MM-YYYY',
  'validation:tooLong': 'is too long',
  'validation:controlChars': 'must not contain control characters',
};

/** docs/PRODUCT.md §9: weight up to 3 decimals, height up to 2. */
const DECIMALS: Record<string, number> = { peso: 3, altura: 2 };
const NEW_PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/**
 * `field: English text` for one issue of a shared schema; null when the message is not one of
 * our keys (zod's own messages are English already). New-password problems give the whole rule.
 */
export function englishValidationMessage(field: string, message: string): string | null {
  const english = ENGLISH[message];
  if (english === undefined) return null;
  if (NEW_PASSWORD_FIELDS.has(field) && message.startsWith('validation:password')) return english;
  if (NEW_PASSWORD_FIELDS.has(field) && message === 'validation:required') return `Password ${english}`;
  if (message === 'validation:numeric' && field in DECIMALS)
    return `${field}: ${english} with up to ${DECIMALS[field]} decimals`;
  return `${field}: ${english}`;
}
