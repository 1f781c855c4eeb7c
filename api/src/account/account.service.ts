import type { AccountInfo } from '@acorduri/contracts';
import { HttpError } from '../errors/HttpError';
import { type UserDocument, UserModel } from '../users/user.model';

export function toAccountInfo(user: UserDocument): AccountInfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    slug: user.slug,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function accountInfoOf(userId: string): Promise<AccountInfo> {
  const user = await UserModel.findById(userId);
  if (!user) throw new HttpError(401);
  return toAccountInfo(user);
}
