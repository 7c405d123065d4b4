import { type SliderProps } from '@valley/shared/slider/settings';
export declare function Slider(props: SliderProps): import("react").JSX.Element;
