import type { FastifyInstance } from 'fastify';
import { registerWhiteLabelRoutes } from '../whiteLabel/routes';
import { registerSettingsRoutes } from './routes';

/** What an admin configures for the whole deployment: its branding (white label) and the platform settings. */
export const registerPlatformConfiguration = (app: FastifyInstance): void => {
  registerWhiteLabelRoutes(app);
  registerSettingsRoutes(app);
};
