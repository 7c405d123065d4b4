#!/usr/bin/env node
import { ensureDependencies } from './lib/ensure-deps.mjs';

await ensureDependencies();
