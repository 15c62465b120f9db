import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ZodMiniType } from 'zod/mini';

export interface FormProblem<T> {
  field: keyof T & string;
  message: string;
}

/**
 * The account forms say one problem at a time: the first failing rule of guest-core §5, from the first submit on.
 * It is worked out again on every render after that (from the values and what the rules read beside them, such as
 * the e-mail being verified), so the message disappears, or gives way to the next failing rule, the moment the user
 * fixes it instead of staying beside the field's own success ("이메일 인증 완료!", "사용가능"). The schema is the
 * one the form's resolver checks on submit.
 */
export function useFirstProblem<T extends FieldValues>(form: UseFormReturn<T>, schema: ZodMiniType): FormProblem<T> | null {
  const values = useWatch({ control: form.control });
  if (!form.formState.isSubmitted) return null;
  const result = schema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? { field: String(issue.path[0]) as keyof T & string, message: issue.message } : null;
}
