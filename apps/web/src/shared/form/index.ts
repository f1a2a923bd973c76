// The shop's form parts: labelled fields with their hint and error read out, the kinds of
// field asked for on many pages, the busy main button, and the forms' look (formStyles).
export { bindFields } from './bind-fields';
export { BusyButton } from './BusyButton';
export { describedByOf, errorIdOf, FieldError, FieldFrame, FormAlert, FormField, type FormFieldProps } from './FormField';
export { focusFirstError } from './focus-first-error';
export { default as formStyles } from './forms.module.css';
export { EmailField, PasswordField, PhoneField } from './typed-fields';
export { useCheckedForm } from './use-checked-form';
