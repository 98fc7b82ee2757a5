import type { AccessContext } from './accessContext';
import { adminReserve } from './adminReserve';
import { hasValidSession, readUser } from './authStorage';
import { brandTheme } from './brandTheme';
import { buildAccessContext } from './buildAccessContext';

/** The access context of the stored session right now (outside React: authProvider.canAccess). */
export const currentAccessContext = (): AccessContext =>
  buildAccessContext({ user: readUser(), authenticated: hasValidSession(), theme: brandTheme.current(), adminTokenStored: adminReserve.has() });
