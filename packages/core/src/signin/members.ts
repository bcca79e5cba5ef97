// Who completes a sign-in: the user of an address and the account they join, made on the
// first sign-in (a personal account the user owns).
import type { IdGenerator } from '../clock.js';
import { slugify, type Accounts } from '../accounts/accounts.js';
import type { StorageTx, UserRow } from '../storage/index.js';
import { newToken } from './secrets.js';
import { OWNER_ROLE } from './profile.js';

/** What making users and accounts needs of the service. */
export interface MemberDeps {
  ids: IdGenerator;
  accounts: Accounts;
}

/**
 * The user for an address, created on first sign-in together with a personal account
 * (named after the address, slug derived from it) that the user owns. Later sign-ins join
 * the account recorded at approval when still a member, else the user's first account.
 */
export async function userAndAccount(deps: MemberDeps, tx: StorageTx, email: string, now: number, userId?: string | null, accountId?: string | null): Promise<{
  user: UserRow; accountId: string; role: string;
}> {
  // One first sign-in per address at a time: the user and the personal account are made once.
  await tx.lock(`user:${email}`);
  let user = (userId ? await tx.signin.userById(userId) : null) ?? await tx.signin.userByEmail(email);
  if (!user) {
    const id = deps.ids('usr');
    await tx.signin.insertUser({ id, email, display_name: null, avatar_url: null, identity_login: null, created_at: now });
    user = (await tx.signin.userById(id))!;
  }
  let member = accountId ? await tx.signin.membership(user.id, accountId) : null;
  member ??= await tx.signin.firstMembership(user.id);
  if (!member) {
    const account = await deps.accounts.within(tx).create({ name: email.slice(0, 100), slug: await freeSlug(tx, email) });
    await tx.signin.addMember(user.id, account.id, OWNER_ROLE, now);
    member = (await tx.signin.membership(user.id, account.id))!;
  }
  await tx.signin.touchUser(user.id, now);
  user = { ...user, last_sign_in_at: now };
  return { user, accountId: member.account_id, role: member.role };
}

/** `alice-example-com`, or `alice-example-com-2`, … when taken. */
async function freeSlug(tx: StorageTx, email: string): Promise<string> {
  const base = slugify(email);
  // Two addresses can share a slug's stem (a.b@x, a-b@x): their picks are made one at a time.
  await tx.lock(`slug:${base}`);
  if (!await tx.signin.slugTaken(base)) return base;
  for (let n = 2; n < 100; n++) {
    const slug = `${base}-${n}`;
    if (!await tx.signin.slugTaken(slug)) return slug;
  }
  return `${base}-${newToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}
