export const ROLES = ['Resident', 'Admin', 'SystemAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named on screen (SPEC §1). */
export const ROLE_LABELS: Record<Role, string> = {
  Resident: 'Kullanıcı',
  Admin: 'Yönetici',
  SystemAdmin: 'Sistem Yöneticisi',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
