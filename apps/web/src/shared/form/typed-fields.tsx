import { FormField, type FormFieldProps } from './FormField';

// The kinds of input the shop asks for again and again, each with its keyboard and length
// set once. The caller still names the field (id, label) and says how the browser may fill it.

type PresetFieldProps = Omit<FormFieldProps, 'type' | 'inputMode'>;

/** A Korean phone number: the phone keypad, 13 characters with dashes (010-1234-5678). */
export function PhoneField(props: PresetFieldProps) {
  return <FormField type="tel" inputMode="tel" maxLength={13} placeholder="010-1234-5678" {...props} />;
}

/** An e-mail address, 100 characters at most (the length the server keeps). */
export function EmailField(props: PresetFieldProps) {
  return <FormField type="email" inputMode="email" maxLength={100} {...props} />;
}

/** A hidden password; 20 characters is the rule for new ones (sign-in passes a larger maxLength for older accounts). */
export function PasswordField(props: PresetFieldProps) {
  return <FormField type="password" maxLength={20} {...props} />;
}
