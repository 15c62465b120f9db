/**
 * `ui-kit/forms`: the one set of form parts (controls, labelled field with count, hint and error, password field)
 * used by the account, support, owner and admin forms. A subpath rather than the package root, because the root is
 * the shared singleton every guest page loads whole (the /main budget) and /main has no form.
 */
export {
  Form,
  Fieldset,
  Legend,
  Label,
  ControlRow,
  ActionRow,
  TextInput,
  TextArea,
  Select,
  PrefixInput,
  Hint,
  Note,
  FieldError,
  FormAlert,
  FormNotice,
  CheckRow,
  type NoteTone,
} from './primitives/forms/form-controls';
export { Field, FieldStack, errorId, hintId, countId, type FieldProps } from './primitives/forms/field';
export { PasswordField, type PasswordFieldProps } from './primitives/forms/password-field';
