// The shell provides the shared singletons the remotes use, so each comes from one build. swr's
// entries each carry swr's internals (cache, preload store): `swr/infinite` or `swr/mutation`
// provided by a remote beside the shell's `swr` would be a second cache, and the remotes' lists
// would miss what the shell stored in the first (route-prefetch.ts) or what mf-account's saves put
// in it. Importing them here is what makes the shell's build provide them (shared/build/shared-singletons.mjs).
import 'swr/infinite';
import 'swr/mutation';

// The schema modules are provided too, but not in this script: zod and the schemas are a chunk of
// the shell's (decision 022), which the API client loads beside its first calls. A remote module
// that needs a schema (a block's entry, a member form) takes the shell's copy and parses with the
// shell's zod instead of bundling its own. Referenced here only so the build provides them; the
// imports are dynamic, so nothing of them is in the shell's first script.
export const schemaModules = () => [
  import('@valley/shared/schemas/account'),
  import('@valley/shared/schemas/blocks'),
  import('@valley/shared/schemas/catalogue'),
  import('@valley/shared/schemas/common'),
  import('@valley/shared/schemas/destination'),
  import('@valley/shared/schemas/event'),
  import('@valley/shared/schemas/itinerary'),
  import('@valley/shared/schemas/member'),
  import('@valley/shared/schemas/news'),
  import('@valley/shared/schemas/page'),
  import('@valley/shared/schemas/recurrence'),
  import('@valley/shared/schemas/site'),
  import('@valley/shared/schemas/tip'),
];

// Small shared modules the remotes' routes (and mf-events' ./prefetch: the time module) use and the shell itself does not. Provided by a remote
// they were fetched only after its route's code had loaded (one more round trip before the first
// paint), and a remote's copy of the map settings came with Leaflet's chunk. From the shell they
// cost a few KB of its script and are there at once; Leaflet stays a lazy chunk, loaded after idle.
import '@valley/shared/address';
import '@valley/shared/api/orders';
import '@valley/shared/email';
import '@valley/shared/map';
import '@valley/shared/map/place';
import '@valley/shared/map/settings';
import '@valley/shared/map/when-idle';
import '@valley/shared/stores/profile-intent';
import '@valley/shared/time';
import '@valley/shared/ui/drawer';
import '@valley/shared/ui/favorite-button';
import '@valley/shared/ui/load-error';
// The gallery's photo viewer: one Modal, so one stack of open dialogs (Escape closes the top one).
import '@valley/shared/ui/modal';
