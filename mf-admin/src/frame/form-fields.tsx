// The back office's form parts live in ui-kit (shared with the owner extranet); this name stays for the desk's imports.
export { Form, Field, FieldError, TextInput, TextArea, Select, CheckRow, FormAlert, Toolbar, errorId, type FieldProps } from 'ui-kit/back-office';
