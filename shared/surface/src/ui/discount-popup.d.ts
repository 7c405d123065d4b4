export declare const DISCOUNT_PERCENT = 20;
export declare const DISCOUNT_POPUP_DELAY_MS = 8000;
export declare const DISCOUNT_POPUP_SEEN_KEY = "valley-discount-popup-seen";
export declare const DECLINE_TEXT = "No, I don\u2019t want discounts";
export interface DiscountPopupProps {
    delayMs?: number | null;
    defaultOpen?: boolean;
}
export declare function DiscountPopup({ delayMs, defaultOpen }: DiscountPopupProps): import("react").JSX.Element;
