import argon2 from 'argon2';

/** argon2id with OWASP's minimum parameters: about 20 ms a hash on this machine. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the user does not exist, so timing does not reveal which e-mails exist. */
let dummyHash: Promise<string> | undefined;
export const verifyDummy = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('kontor-dummy-password-1!');
  await verifyPassword(await dummyHash, password);
  return false;
};
