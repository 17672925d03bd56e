/** Mainland mobile number: 11 digits, first 1, second 3-9 (spec §5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** An e-mail-shaped string: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Contact rule of spec §5: a mainland mobile number or an e-mail-shaped string. */
export function isValidContact(value: string): boolean {
  return isMobile(value) || isEmail(value);
}
