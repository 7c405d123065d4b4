import type { DestinationPin, DestinationPinColumns } from './schemas/destination';
export declare const pinsOf: (columns: DestinationPinColumns) => DestinationPin[];
