import { z } from 'zod';

// The most common passwords in public breach lists (lower-cased); any of them is refused whatever its length.
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1234567890 1234567 111111 123123 abc123 password1 iloveyou
  000000 1q2w3e4r 1q2w3e4r5t qwertyuiop 123321 654321 666666 987654321 123qwe 11111111 password123 admin123 admin@123
  welcome welcome1 welcome123 letmein monkey dragon sunshine princess football baseball master superman batman
  trustno1 passw0rd p@ssw0rd p@ssword india123 india@123 bharat123 krishna123 ganesh123 sairam123 omsairam
  jaishreeram 12341234 123456789a asdfghjkl zxcvbnm qazwsx 1qaz2wsx 1qazxsw2 abcd1234 abcdefgh test1234 changeme
  default secret123 login123 pan12345 pancard123 merchant123 computer internet whatever starwars`
    .split(/\s+/)
    .filter(Boolean),
);

/** Rules for a new password: at least 8 characters and not one of the commonest passwords. */
export const NewPassword = z
  .string({ message: 'Required' })
  .min(1, { message: 'Required', abort: true })
  .min(8, { message: 'At least 8 characters', abort: true })
  .max(128, 'At most 128 characters')
  .refine((p) => !COMMON.has(p.toLowerCase()), 'This password is too common; choose another');
