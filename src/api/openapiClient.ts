/** openapi-fetch, loaded on the API's first request (./client.ts). */
export { default as createClient } from 'openapi-fetch';
