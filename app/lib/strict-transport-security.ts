/** HSTS, sent on HTTPS answers only: by the server's security headers and by the page cache's kept answers alike. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
