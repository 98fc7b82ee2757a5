/** Which database the server runs on: the embedded SQLite file, or PostgreSQL when DATABASE_URL is set. */
export type DbEngine = 'sqlite' | 'postgres';
