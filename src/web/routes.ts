import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/signup', 'routes/auth/signup.tsx'),
  route('auth/update-password', 'routes/auth/update-password.tsx'),
  // Short forms from the storefront spec lead to the real screens.
  route('login', 'routes/auth/short-login.tsx', { id: 'short-login' }),
  route('signup', 'routes/auth/short-signup.tsx', { id: 'short-signup' }),
  route('update-password', 'routes/auth/short-update-password.tsx', { id: 'short-update-password' }),
  layout('routes/dashboard/layout.tsx', [
    route('dashboard', 'routes/dashboard/index.tsx'),
    route('dashboard/sites', 'routes/dashboard/sites.tsx'),
    route('dashboard/sites/:siteSlug', 'routes/dashboard/site.tsx'),
    route('dashboard/sites/:siteSlug/settings', 'routes/dashboard/site-settings.tsx'),
    route('account/profile', 'routes/account/profile.tsx'),
    route('account/logout', 'routes/account/logout.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
