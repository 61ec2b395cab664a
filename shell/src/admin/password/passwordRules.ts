import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wado/shared';

export const PASSWORD_TEXTS = {
  rule: `Au moins ${PASSWORD_MIN_LENGTH} caractères. Une phrase de plusieurs mots est plus facile à retenir et plus sûre qu’un mot compliqué.`,
  tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
};

/** What is wrong with a new password typed twice, field by field (nothing when it will do). */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: PASSWORD_TEXTS.tooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: PASSWORD_TEXTS.tooLong };
  if (password !== confirmation) return { confirmation: PASSWORD_TEXTS.mismatch };
  return {};
}
