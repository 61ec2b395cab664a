// What other forms share with the newsletter: its hashed tokens and the small pages reached from an
// e-mail (registrations confirm with them), and the address typed in a refused form (server render).
export { typedEmailState } from './formPost';
export { sendPage, tokenForm } from './pages';
export { hashToken } from './subscriptions';
