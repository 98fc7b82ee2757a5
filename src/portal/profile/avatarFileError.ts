/** The server's avatar limits (POST profile/avatar): checked here first to spare a useless upload. */
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be an avatar (a translation key), or null when it can. */
export const avatarFileError = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!AVATAR_TYPES.includes(file.type)) return 'app.pages.profile.avatar.wrong_type';
  if (file.size > AVATAR_MAX_BYTES) return 'app.pages.profile.avatar.too_large';
  return null;
};
