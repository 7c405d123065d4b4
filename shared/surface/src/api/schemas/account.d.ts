import { EMAIL_PATTERN } from '../../lib/email';
import { z } from './zod';
export { EMAIL_PATTERN };
export declare const emailField: z.ZodString;
export declare const passwordField: z.ZodString;
export declare const LoginFormSchema: z.ZodObject<{
    email: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
export type LoginForm = z.infer<typeof LoginFormSchema>;
export declare const LoginBodySchema: z.ZodObject<{
    username: z.ZodString;
    password: z.ZodString;
    device_token: z.ZodOptional<z.ZodString>;
    sign_in_link: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type LoginBody = z.infer<typeof LoginBodySchema>;
export declare const LoginResponseSchema: z.ZodObject<{
    access_token: z.ZodString;
    token_type: z.ZodLiteral<"Bearer">;
    expires_in: z.ZodNumber;
    device_token: z.ZodString;
}, z.core.$strip>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export declare function tooManyAttempts(retryAfterSeconds: number): string;
export declare const SignInLinkBodySchema: z.ZodObject<{
    email: z.ZodString;
}, z.core.$strict>;
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;
export declare const ContactBodySchema: z.ZodObject<{
    email: z.ZodString;
}, z.core.$strict>;
export type ContactBody = z.infer<typeof ContactBodySchema>;
export declare const REGISTER_ROLES: readonly ['Visitor', 'Local', 'Destination'];
export declare const RegisterRoleSchema: z.ZodEnum<{
    Destination: "Destination";
    Local: "Local";
    Visitor: "Visitor";
}>;
export type RegisterRole = z.infer<typeof RegisterRoleSchema>;
export declare const MemberRoleSchema: z.ZodEnum<{
    Board: "Board";
    Destination: "Destination";
    Local: "Local";
    Visitor: "Visitor";
}>;
export type MemberRole = z.infer<typeof MemberRoleSchema>;
export declare const botCheckTokenField: z.ZodString;
export declare const RegisterFormSchema: z.ZodObject<{
    role: z.ZodEnum<{
        Destination: "Destination";
        Local: "Local";
        Visitor: "Visitor";
    }>;
    firstname: z.ZodString;
    lastname: z.ZodString;
    email: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
export declare const RegisterBodySchema: z.ZodObject<{
    role: z.ZodEnum<{
        Destination: "Destination";
        Local: "Local";
        Visitor: "Visitor";
    }>;
    firstname: z.ZodString;
    lastname: z.ZodString;
    email: z.ZodString;
    password: z.ZodString;
    token: z.ZodString;
}, z.core.$strict>;
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export declare const RegisterResponseSchema: z.ZodObject<{
    status: z.ZodLiteral<"OK">;
    message: z.ZodString;
}, z.core.$strip>;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export declare const ForgotFormSchema: z.ZodObject<{
    email: z.ZodString;
}, z.core.$strip>;
export type ForgotForm = z.infer<typeof ForgotFormSchema>;
export declare const ForgotBodySchema: z.ZodObject<{
    email: z.ZodString;
}, z.core.$strict>;
export type ForgotBody = z.infer<typeof ForgotBodySchema>;
export declare const ResetFormSchema: z.ZodObject<{
    newPassword: z.ZodString;
    confirmPassword: z.ZodString;
}, z.core.$strip>;
export type ResetForm = z.infer<typeof ResetFormSchema>;
export declare const ResetBodySchema: z.ZodObject<{
    oldPassword: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    newPassword: z.ZodString;
    confirmPassword: z.ZodString;
    forgotToken: z.ZodString;
}, z.core.$strict>;
export type ResetBody = z.infer<typeof ResetBodySchema>;
export declare const SupportFormSchema: z.ZodObject<{
    email: z.ZodString;
    content: z.ZodString;
}, z.core.$strip>;
export type SupportForm = z.infer<typeof SupportFormSchema>;
export declare const SupportBodySchema: z.ZodObject<{
    email: z.ZodString;
    content: z.ZodString;
    token: z.ZodString;
}, z.core.$strict>;
export type SupportBody = z.infer<typeof SupportBodySchema>;
export declare const ShareFormSchema: z.ZodObject<{
    email: z.ZodString;
}, z.core.$strip>;
export type ShareForm = z.infer<typeof ShareFormSchema>;
export declare const ShareBodySchema: z.ZodObject<{
    url: z.ZodString;
    email: z.ZodString;
}, z.core.$strict>;
export type ShareBody = z.infer<typeof ShareBodySchema>;
export declare const INTERESTS: readonly ['Eat', 'Stay', 'Explore'];
export declare const InterestSchema: z.ZodEnum<{
    Eat: "Eat";
    Explore: "Explore";
    Stay: "Stay";
}>;
export type Interest = z.infer<typeof InterestSchema>;
export declare const UserSchema: z.ZodObject<{
    id: z.ZodNumber;
    first_name: z.ZodString;
    last_name: z.ZodString;
    email: z.ZodString;
    role: z.ZodEnum<{
        Board: "Board";
        Destination: "Destination";
        Local: "Local";
        Visitor: "Visitor";
    }>;
    phone: z.ZodNullable<z.ZodString>;
    city: z.ZodNullable<z.ZodString>;
    zip_code: z.ZodNullable<z.ZodString>;
    state: z.ZodNullable<z.ZodString>;
    country: z.ZodNullable<z.ZodString>;
    company_name: z.ZodNullable<z.ZodString>;
    company_address: z.ZodNullable<z.ZodString>;
    company_city: z.ZodNullable<z.ZodString>;
    company_zip: z.ZodNullable<z.ZodString>;
    company_content: z.ZodNullable<z.ZodString>;
    company_image: z.ZodNullable<z.ZodString>;
    website: z.ZodNullable<z.ZodString>;
    social_link: z.ZodNullable<z.ZodString>;
    calendar: z.ZodNullable<z.ZodString>;
    img: z.ZodNullable<z.ZodString>;
    new_image: z.ZodNull;
    profile_started: z.ZodNullable<z.ZodString>;
    interests_list: z.ZodArray<z.ZodEnum<{
        Eat: "Eat";
        Explore: "Explore";
        Stay: "Stay";
    }>>;
}, z.core.$strip>;
export type User = z.infer<typeof UserSchema>;
export declare const PHONE_PATTERN: RegExp;
export declare const ProfileUpdateBodySchema: z.ZodObject<{
    company_name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    website: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    social_link: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    calendar: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    first_name: z.ZodString;
    last_name: z.ZodString;
    email: z.ZodString;
    phone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    zip_code: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    state: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    country: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    new_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    eat: z.ZodOptional<z.ZodBoolean>;
    stay: z.ZodOptional<z.ZodBoolean>;
    explore: z.ZodOptional<z.ZodBoolean>;
    current_password: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export declare const CURRENT_PASSWORD_REQUIRED = "Enter your current password to change your email";
export declare const CURRENT_PASSWORD_WRONG = "The current password is not correct";
export declare const sameEmail: (a: string, b: string) => boolean;
export declare const ProfileFormSchema: z.ZodObject<{
    company_name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    website: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    social_link: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    calendar: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    firstName: z.ZodString;
    lastName: z.ZodString;
    email: z.ZodString;
    phoneNumber: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    state: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    country: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    new_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    currentPassword: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type ProfileForm = z.infer<typeof ProfileFormSchema>;
export declare const newEmailNeedsPassword: <F extends string>(currentEmail: string, field: F) => [check: (form: {
    email: string;
} & { [K in F]?: string | null | undefined; }) => boolean, params: {
    error: string;
    path: PropertyKey[];
}];
export declare const profileFormFor: (currentEmail: string) => z.ZodObject<{
    company_name: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    company_content: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    website: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    social_link: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>>;
    calendar: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    firstName: z.ZodString;
    lastName: z.ZodString;
    email: z.ZodString;
    phoneNumber: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    city: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    zip: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    state: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    country: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    new_image: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    currentPassword: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const InterestsBodySchema: z.ZodObject<{
    eat: z.ZodOptional<z.ZodBoolean>;
    stay: z.ZodOptional<z.ZodBoolean>;
    explore: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strict>;
export type InterestsBody = z.infer<typeof InterestsBodySchema>;
export declare const BotCheckChallengeSchema: z.ZodObject<{
    challenge: z.ZodString;
    difficulty: z.ZodNumber;
    expires_at: z.ZodString;
}, z.core.$strip>;
export type BotCheckChallenge = z.infer<typeof BotCheckChallengeSchema>;
