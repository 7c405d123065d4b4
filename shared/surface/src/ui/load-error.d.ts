export declare function LoadError({ what }: {
    what: string;
}): import("react").JSX.Element;
