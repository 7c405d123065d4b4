// A remote's stand-alone harness page: Module Federation's runtime core, put where the remote's
// build looks for it. Remotes do not bundle the runtime core (decision 023): in the composed
// site they use the shell's; on their own page this script, loaded first, provides it.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
