export declare const NOT_FOUND_TITLE = "Page Not Found";
export declare function NotFound(): import("react").JSX.Element;
