'use client';

import { useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Form.css';

/** What a form's fields need to show their errors: the message for a control's id, and the whole list. */
export interface FormState {
  /** The message for the control with this id, or `undefined`: pass it to the field's `error`. */
  errorOf: (id: string) => string | undefined;
  /** The fields to correct after the last send, in the form's order. */
  errors: readonly ErrorSummaryItem[];
}

/** What `onSubmit` returns: the fields to correct (nothing, or an empty list, when all is well), or a promise of them. */
type SubmitResult = readonly ErrorSummaryItem[] | void;

/** Props of `Form`. Any other attribute of the `form` element (`aria-labelledby`, `action`, data-*) is passed on. */
export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children' | 'className'> {
  /**
   * Checks and sends the form; the browser's own send is prevented. Called with the form's data and the event;
   * returns the fields to correct, each with the id of its control and its message, in the form's order (or a
   * promise of them). A non-empty list shows the error summary at the top of the form and moves focus to it.
   */
  onSubmit: (data: FormData, event: FormEvent<HTMLFormElement>) => SubmitResult | Promise<SubmitResult>;
  /** Heading of the error summary ("Check these fields"), in the page's language. */
  errorTitle: string;
  /** Heading level of the summary's title: 2 (default) under the page's h1, 3 inside a titled section. */
  errorHeadingLevel?: 2 | 3;
  /**
   * Let the browser check `required`, `type`, `min` and `max` with its own bubbles before `onSubmit`. Default
   * `false` (`noValidate`): the form's own messages and the summary say it, in your words and your language.
   */
  nativeValidation?: boolean;
  /** The fields and the submit button; or a function given `errorOf` and `errors`, to pass each field its message. */
  children: ReactNode | ((state: FormState) => ReactNode);
  /** Extra class on the form, to place it in a layout. */
  className?: string;
}

/**
 * A form that reports what to correct the accessible way: on send it calls your `onSubmit`, shows the fields it
 * returns in an `ErrorSummary` at the top, moves focus there (again on every failed send), and gives each field its
 * message through `errorOf`. The browser's own validation is off unless asked for. Fields stay yours: any of the
 * kit's controls, with the ids your errors name.
 */
export function Form({ onSubmit, errorTitle, errorHeadingLevel, nativeValidation = false, children, className, ...rest }: FormProps) {
  const [errors, setErrors] = useState<readonly ErrorSummaryItem[]>([]);
  // A new key on every failed send renders the summary anew, so it takes focus and is announced again.
  const [attempt, setAttempt] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = (await onSubmit(new FormData(event.currentTarget), event)) ?? [];
    setErrors(found);
    setAttempt((count) => count + 1);
  };

  const state: FormState = { errors, errorOf: (id) => errors.find((error) => error.id === id)?.message };
  return (
    <form {...rest} className={joinClasses(styles.form, className)} noValidate={!nativeValidation} onSubmit={submit}>
      <ErrorSummary key={attempt} title={errorTitle} errors={errors} headingLevel={errorHeadingLevel} />
      {typeof children === 'function' ? children(state) : children}
    </form>
  );
}
