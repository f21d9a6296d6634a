/**
 * Accounts (docs/PRODUCT.md §3, §6, §7 and §11): registration with e-mail verification, login
 * with a per-address backoff, profile, password change and recovery. Plain functions over the
 * accounts' repositories (users, auth_tokens, login_failures), no Fastify: the routes in
 * server/modules/users map AccountError reasons to HTTP statuses and send the e-mails composed here.
 */
export * from './errors';
export { login, loginNamesAccount, logout, type LoginLock, type LoginOptions } from './login';
export { ACCOUNT_DELETED, deleteAccount, WRONG_PASSWORD_MESSAGE } from './delete-account';
export { changePassword, checkResetToken, forgotPassword, resetPassword, type PasswordChange } from './password';
export { getProfile, updatePreferences, updateProfile } from './profile';
export { register, resendVerification, verifyEmail, type RegisterOptions } from './register';
