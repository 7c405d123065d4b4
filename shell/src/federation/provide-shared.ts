// swr's entries each carry swr's internals, so one provided by a remote would be a second cache the lists miss (decisions 019, 037).
// Importing them here is what makes the shell's build provide them (shared/build/shared-singletons.mjs).
import 'swr/infinite';
import 'swr/mutation';

// The schemas and zod are a lazy chunk of the shell's that remotes parse with instead of bundling their own (decision 022).
// Referenced only so the build provides them; dynamic imports keep them out of the first script.
export const schemaModules = () => [
  import('@valley/shared/schemas/account'),
  import('@valley/shared/schemas/advertising'),
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

// Small modules the remotes use and the shell does not: from a remote they came a round trip after its route's code,
// from the shell they cost a few KB and are there at once. Leaflet stays a lazy chunk, loaded near the map.
import '@valley/shared/address';
import '@valley/shared/api/orders';
import '@valley/shared/api/pins';
import '@valley/shared/email';
import '@valley/shared/map';
import '@valley/shared/map/place';
import '@valley/shared/map/settings';
import '@valley/shared/map/when-idle';
import '@valley/shared/stores/profile-intent';
import '@valley/shared/time';
import '@valley/shared/ui/drawer';
import '@valley/shared/ui/filter-drawer';
import '@valley/shared/ui/favorite-button';
import '@valley/shared/ui/load-error';
// The gallery's photo viewer: one Modal, so one stack of open dialogs (Escape closes the top one).
import '@valley/shared/ui/modal';

// A module two remotes use comes from the shell (provide-shared.test.ts holds every one to it). Shared modules are taken loaded-first,
// so one remote's release built against another @valley/shared can never hand its copy to the other remote's pages; and a server-drawn
// block carries its remote's own stylesheets, not those of a shared module (the block frame's).
import '@valley/shared/api/own-draft';
import '@valley/shared/insights/listing';
import '@valley/shared/ui/block-frame';
import '@valley/shared/ui/category-chips';
import '@valley/shared/ui/drawer-link';
import '@valley/shared/ui/listing-ads';
import '@valley/shared/ui/paging';
import '@valley/shared/ui/pending';
import '@valley/shared/ui/pending-review';
import '@valley/shared/ui/phone-link';
import '@valley/shared/ui/record-page';
import '@valley/shared/ui/select';
import '@valley/shared/url-query';
