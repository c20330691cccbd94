/**
 * The /auth screens, loaded together (app/router.tsx): they share their frame, their forms'
 * rules and the auth client, and a visitor of one often goes on to another.
 */
export { AuthPage } from "./auth-page";
export { EmailChangeLinkPage } from "./email-change-link-page";
export { ForgotPasswordPage } from "./forgot-password-page";
export { ResetPasswordPage } from "./reset-password-page";
