export {
  createDashboardHandler, DASHBOARD_DEFAULTS,
  type DashboardHandler, type DashboardHandlerDeps, type DashboardCallContext,
} from './handler.js';
export { loadDashboardAssets, readBuiltFile, type DashboardAssets, type DashboardAsset } from './assets.js';
export { DASHBOARD_PATHS, safeNext } from './paths.js';
export { APP_CSP, SIGNIN_CSP, ONCE_CSP } from './pages.js';
