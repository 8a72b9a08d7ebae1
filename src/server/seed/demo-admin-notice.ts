/**
 * The demo admin's credentials as printed once, on the first start with an empty database: a framed
 * block, so the password stands out from the server's log lines around it. Never logged as
 * structured data.
 */
export function demoAdminNotice(signInUrl: string, admin: { email: string; password: string }): string {
  const lines = [
    'Demo admin created. Sign in at',
    `  ${signInUrl}`,
    `  email:    ${admin.email}`,
    `  password: ${admin.password}`,
    'Shown only this once. To add or reset an admin:',
    '  npm run admin:create',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `  ┌${rule}┐`, ...lines.map((line) => `  │ ${line.padEnd(width)} │`), `  └${rule}┘`, '', ''].join('\n');
}
