// Module Federation's runtime core for a remote's stand-alone harness page: remotes do not bundle it (decision 023),
// since in the composed site they use the shell's.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
