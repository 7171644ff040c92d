/** The strength rule for new passwords: 8+ characters with a letter and a digit. */
export function passwordWeakness(password: string): string | null {
  if (password.length < 8) return 'Şifre en az 8 karakter olmalıdır.';
  if (password.length > 128) return 'Şifre en fazla 128 karakter olabilir.';
  if (!/[A-Za-zÇĞİÖŞÜçğıöşü]/.test(password) || !/\d/.test(password))
    return 'Şifre en az bir harf ve bir rakam içermelidir.';
  return null;
}
