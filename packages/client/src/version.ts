/**
 * The package version, sent as `X-Service-Client-Version` on sign-in requests and in the
 * default User-Agent. A constant rather than a read of package.json so the client also works
 * bundled or outside Node; a test keeps it equal to package.json's version.
 */
export const CLIENT_VERSION = '0.1.0';
